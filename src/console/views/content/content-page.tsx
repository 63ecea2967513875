// The operator's published texts by kind (help and support, law and policy, articles), in the order
// readers see them, drafts included: each with the languages it is written in and when its text last
// changed; edited in the editor, published or unpublished here in one tap (readers see it at once).
import { Button, Tabs, Tag } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useMatch, useRouter, useSearch } from '@tanstack/react-router'
import { adminContentSave, CONTENT_KINDS, type AdminContentEntry, type ContentKind } from '../../../contract/content'
import { LANGUAGE_FILES } from '../../../contract/fields'
import { showSuccess } from '../../../ui/feedback'
import { useTranslation } from 'react-i18next'
import { useSubmission } from '../../../ui/forms/use-submission'
import { kindOf, type ContentSearch } from '../../routes/content-search'
import { useConsole } from '../../session/use-console'
import { ConsoleLink, useConsoleNavigate } from '../common/console-link'
import { Moment } from '../common/moment'
import './content.css'

export const KIND_TITLE: Record<ContentKind, string> = { help: 'console.kindHelp', law: 'console.kindLaw', article: 'console.kindArticle' }

export function ContentPage() {
  const { t } = useTranslation()
  const navigate = useConsoleNavigate()
  const kind = kindOf(useSearch({ strict: false }) as ContentSearch)
  const entries = useMatch({ strict: false, select: (match) => match.loaderData }) as AdminContentEntry[]
  return (
    <section className="console-content">
      <Tabs activeKey={kind} onChange={(key) => void navigate('/content', { search: key === 'help' ? {} : { kind: key }, replace: true })} className="console-tabs">
        {CONTENT_KINDS.map((key) => <Tabs.Tab key={key} title={t(KIND_TITLE[key])} />)}
      </Tabs>
      <div className="console-list-bar">
        <span className="console-list-count">{t('console.listCount', { count: entries.length })}</span>
        <Button size="small" color="primary" className="console-new-entry" onClick={() => void navigate('/content/new', { search: { kind } })}>
          {t('console.newEntry')}
        </Button>
      </div>
      {entries.length === 0 ? (
        <p className="console-empty">{t('console.noEntries')}</p>
      ) : (
        <ul className="console-rows">
          {entries.map((entry) => <li key={`${entry.id}:${entry.published}`}><EntryCard entry={entry} /></li>)}
        </ul>
      )}
    </section>
  )
}

function EntryCard({ entry }: { entry: AdminContentEntry }) {
  const { t } = useTranslation()
  const { http } = useConsole()
  const router = useRouter()
  const written = LANGUAGE_FILES.filter((lang) => entry.title[lang] && entry.body[lang])
  // Publishing is a save of the entry as it is with the flag turned; the list is read again after.
  const toggle = useSubmission(
    () => http.call(adminContentSave, { body: { ...entry, published: !entry.published } }),
    (saved) => {
      showSuccess(t(saved.published ? 'console.entryPublished' : 'console.entryUnpublished'))
      void router.invalidate()
    },
  )
  return (
    <article className="console-card console-entry" data-entry-slug={entry.slug} data-published={entry.published} aria-label={entry.title.en}>
      <header className="console-card-head">
        <strong className="console-entry-title">{entry.title.en}</strong>
        <Tag color={entry.published ? 'success' : 'default'} fill="outline" className="console-entry-state">
          {t(entry.published ? 'console.published' : 'console.draft')}
        </Tag>
        <span className="console-muted">{t('console.entryUpdated')} <Moment at={entry.updated_at} /></span>
      </header>
      <p className="console-muted console-entry-facts">
        <code>{entry.slug}</code> · {t('console.entryPosition')} {entry.position} ·{' '}
        <span className="console-entry-languages">{t('console.writtenIn', { languages: written.join(', ') })}</span>
      </p>
      <footer className="console-entry-actions">
        <ConsoleLink to={`/content/${entry.id}`} search={{ kind: entry.kind }} className="console-edit-entry">
          {t('console.edit')}
        </ConsoleLink>
        <Button size="mini" fill="outline" className="console-toggle-entry" loading={toggle.submitting} disabled={toggle.submitting} onClick={() => toggle.submit({})}>
          {t(entry.published ? 'console.unpublish' : 'console.publish')}
        </Button>
        {entry.published && (
          <a className="console-open-entry" href={`/article/${entry.slug}`} target="_blank" rel="noopener">
            {t('console.openInStore')}
          </a>
        )}
      </footer>
    </article>
  )
}
