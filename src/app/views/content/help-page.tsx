// Help and support (/helpAndSupport): the published answers as questions that open one at a time,
// and how to reach support when none of them helps.
import { Collapse } from 'antd-mobile'
import '../../../ui/antd-setup'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Notice } from '../common/notice'
import { Page } from '../common/page'
import { ArticleBody } from './article-body'
import { SupportContacts } from './support-contacts'
import './content.css'

const route = getRouteApi('/helpAndSupport')

export function HelpPage() {
  const { t } = useTranslation()
  const entries = route.useLoaderData()
  return (
    <Page title={t('route.helpAndSupport')} className="content-page help-page">
      <p className="content-intro">{t('ui.helpIntro')}</p>
      {entries.length === 0 ? (
        <Notice kind="empty" title={t('ui.helpEmpty')} />
      ) : (
        <Collapse accordion className="help-entries">
          {entries.map((entry) => (
            <Collapse.Panel key={entry.slug} title={<span lang={entry.lang}>{entry.title}</span>}>
              <div lang={entry.lang}><ArticleBody text={entry.body} /></div>
            </Collapse.Panel>
          ))}
        </Collapse>
      )}
      <section className="help-still">
        <h2 className="content-section-title">{t('ui.helpStillNeed')}</h2>
        <p className="content-intro">{t('ui.helpContactUs')}</p>
        <SupportContacts />
      </section>
    </Page>
  )
}
