// A paged list for the console, rendering the storefront's list machine: the first page loads, a
// button loads the next one until there are no more, another loads the list again from page 1.
// Buttons rather than pull-to-refresh and infinite scroll: the console is used with a mouse too.
import type { ReactNode } from 'react'
import { Button, Skeleton } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { listMachine, type Page } from '../../../../machines/list.machine'
import { useTranslation } from 'react-i18next'

export interface ConsoleListProps<T> {
  fetchPage(page: { page: number; limit: number }): Promise<Page<T>>
  renderItem(item: T): ReactNode
  itemKey(item: T): string | number
  /** What an empty list says. */
  empty: string
  /** @default 20 */
  limit?: number
  className?: string
}

export function ConsoleList<T>({ fetchPage, renderItem, itemKey, empty, limit = 20, className }: ConsoleListProps<T>) {
  const { t } = useTranslation()
  const [state, send] = useMachine(
    listMachine.provide({ actors: { fetchPage: fromPromise(({ input }) => fetchPage(input) as Promise<Page>) } }),
    { input: { limit } },
  )
  const items = state.context.items as T[]

  if (state.matches('loading')) {
    return (
      <div className="console-pending" aria-busy="true">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    )
  }
  if (state.matches('error')) {
    return (
      <div className="console-notice" role="alert">
        <p>{t('ui.loadFailed')}</p>
        <Button size="small" onClick={() => send({ type: 'RETRY' })}>{t('ui.retry')}</Button>
      </div>
    )
  }
  return (
    <div className={className ? `console-list ${className}` : 'console-list'} data-list-state={String(state.value)}>
      <div className="console-list-bar">
        <span className="console-list-count">{t('console.listCount', { count: state.context.total })}</span>
        <Button size="mini" fill="outline" loading={state.matches('refreshing')} disabled={!state.can({ type: 'REFRESH' })} onClick={() => send({ type: 'REFRESH' })}>
          {t('ui.refreshStatus')}
        </Button>
      </div>
      {items.length === 0 ? (
        <p className="console-empty">{empty}</p>
      ) : (
        <ul className="console-rows">
          {items.map((item) => <li key={itemKey(item)}>{renderItem(item)}</li>)}
        </ul>
      )}
      {(state.can({ type: 'LOAD_MORE' }) || state.matches('loadingMore')) && (
        <Button block className="console-load-more" loading={state.matches('loadingMore')} onClick={() => send({ type: 'LOAD_MORE' })}>
          {t('console.loadMore')}
        </Button>
      )}
      {state.matches('noMore') && items.length > 0 && <p className="console-list-end">{t('ui.noMore')}</p>}
    </div>
  )
}
