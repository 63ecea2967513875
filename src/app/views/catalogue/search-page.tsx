// Search (/search): the search box machine. Nothing typed shows the history; typing shows matching
// titles from the server; submitting opens the results (/searchs?keyword=...).
import { useState } from 'react'
import { Button, ConfigProvider, List, SearchBar, Space, Tag, useConfig } from 'antd-mobile'
import '../../../ui/antd-setup'
import { Link, useNavigate } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { useTranslation } from 'react-i18next'
import { searchBoxMachine } from '../../../../machines/search-box.machine'
import { searchSuggestions } from '../../../contract/catalogue'
import { useHttp } from '../../session/use-session'
import { Page } from '../common/page'
import { useOwnSearch } from '../common/use-own-search'
import { clearHistory, readHistory, rememberSearch } from './search-history'
import { keywordSearch } from './keyword-search'

/** Suggestions wait for a pause in typing; a keystroke meanwhile cancels the wait and the call. */
export const SUGGEST_PAUSE_MS = 200

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason)
    })
  })

export function SearchPage() {
  const { t } = useTranslation()
  const http = useHttp()
  const navigate = useNavigate()
  const { keyword = '' } = useOwnSearch('/search', (search) => keywordSearch.parse(search))
  const [history, setHistory] = useState(readHistory)
  // SearchBar names its input with antd-mobile's locale ("Search Bar"); an aria-label given to it
  // lands on its wrapper, which has no role. The box is named by what it searches instead.
  const { locale } = useConfig()
  const boxLocale = { ...locale, SearchBar: { ...locale.SearchBar, name: t('ui.searchPlaceholder') } }
  const [state, send] = useMachine(
    searchBoxMachine.provide({
      actors: {
        fetchSuggestions: fromPromise(async ({ input, signal }) => {
          await pause(SUGGEST_PAUSE_MS, signal)
          return http.call(searchSuggestions, { query: { keyword: input.text } }, { silent: true, signal })
        }),
      },
      actions: {
        search: (_, { text }) => {
          setHistory(rememberSearch(text))
          void navigate({ to: '/searchs', search: { keyword: text } })
        },
      },
    }),
    { input: { text: keyword } },
  )

  return (
    <Page title={t('route.search')}>
      <form
        className="search-box"
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          send({ type: 'SUBMIT' })
        }}
      >
        <ConfigProvider locale={boxLocale}>
          <SearchBar
            autoFocus
            placeholder={t('ui.searchPlaceholder')}
            value={state.context.text}
            onChange={(text) => send({ type: 'TYPE', text })}
            onSearch={() => send({ type: 'SUBMIT' })}
            maxLength={100}
          />
        </ConfigProvider>
        <Button size="small" color="primary" type="submit" disabled={!state.can({ type: 'SUBMIT' })}>{t('ui.search')}</Button>
      </form>
      {state.matches('idle') ? (
        <section className="search-history" aria-label={t('ui.searchHistory')}>
          <h2 className="section-title">
            {t('ui.searchHistory')}
            {history.length > 0 && <Button fill="none" size="mini" onClick={() => setHistory(clearHistory())}>{t('ui.clear')}</Button>}
          </h2>
          {history.length === 0 ? (
            <p className="muted">{t('ui.noSearchHistory')}</p>
          ) : (
            <Space wrap>
              {history.map((words) => (
                <Tag key={words} round className="history-tag" onClick={() => { send({ type: 'TYPE', text: words }); send({ type: 'SUBMIT' }) }}>{words}</Tag>
              ))}
            </Space>
          )}
        </section>
      ) : (
        <List className="search-suggestions" aria-busy={state.matches('fetching')}>
          {state.context.suggestions.map((suggestion) => (
            <List.Item key={suggestion.id} arrowIcon={false}>
              <Link to="/detail/{-$product}/{-$mer}" params={{ product: String(suggestion.id) }} className="suggestion">{suggestion.title}</Link>
            </List.Item>
          ))}
          {state.matches('showing') && state.context.suggestions.length === 0 && (
            <List.Item arrowIcon={false}>{t('ui.noSuggestions')}</List.Item>
          )}
        </List>
      )}
    </Page>
  )
}
