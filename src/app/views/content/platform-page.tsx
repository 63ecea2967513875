// The platform (/platform): what the marketplace is (docs/product/overview.md#what-it-is: a
// consumer-to-consumer marketplace in Vietnam), how to reach it, and the way to its help, its
// policies and its articles.
import { List } from 'antd-mobile'
import '../../../ui/antd-setup'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Page } from '../common/page'
import { SupportContacts } from './support-contacts'
import './content.css'

const route = getRouteApi('/platform')

export function PlatformPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const articles = route.useLoaderData()
  return (
    <Page title={t('route.platform')} className="content-page platform-page">
      <header className="platform-hero">
        <div className="platform-logo" aria-hidden="true">M</div>
        <h2 className="platform-name">{t('ui.appName')}</h2>
        <p className="platform-tagline">{t('ui.footer')}</p>
      </header>
      <p className="platform-what">{t('ui.platformWhat')}</p>
      <SupportContacts header={t('ui.platformContact')} />
      <List mode="card" header={t('ui.platformMore')} className="platform-links">
        {articles.map((article) => (
          <List.Item key={article.slug} onClick={() => navigate({ to: '/article/{-$id}', params: { id: article.slug } })}>
            <span lang={article.lang}>{article.title}</span>
          </List.Item>
        ))}
        <List.Item onClick={() => navigate({ to: '/helpAndSupport' })}>{t('route.helpAndSupport')}</List.Item>
        <List.Item onClick={() => navigate({ to: '/law' })}>{t('route.law')}</List.Item>
      </List>
    </Page>
  )
}
