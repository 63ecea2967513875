// Law and policy (/law): the published policies, each opening its article.
import { List } from 'antd-mobile'
import '../../../ui/antd-setup'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Notice } from '../common/notice'
import { Page } from '../common/page'
import './content.css'

const route = getRouteApi('/law')

export function LawPage() {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const policies = route.useLoaderData()
  const updated = (iso: string) => t('ui.contentUpdated', { date: new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'long' }) })
  return (
    <Page title={t('route.law')} className="content-page law-page">
      <p className="content-intro">{t('ui.lawIntro')}</p>
      {policies.length === 0 ? (
        <Notice kind="empty" title={t('ui.lawEmpty')} />
      ) : (
        <List mode="card" className="law-list">
          {policies.map((policy) => (
            <List.Item
              key={policy.slug}
              description={updated(policy.updated_at)}
              onClick={() => navigate({ to: '/article/{-$id}', params: { id: policy.slug } })}
            >
              <span lang={policy.lang}>{policy.title}</span>
            </List.Item>
          ))}
        </List>
      )}
    </Page>
  )
}
