// What an unknown path shows.
import { Button } from 'antd-mobile'
import { useNavigate } from '@tanstack/react-router'
import { Notice } from './notice'
import { useTranslation } from '../../i18n'
import { Page } from './page'

export function NotFoundPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <Page title={t('route.notFound')}>
      <Notice kind="empty" title={t('route.notFound')} description={t('ui.pageNotFound')}>
        <Button color="primary" onClick={() => navigate({ to: '/home' })}>{t('ui.goHome')}</Button>
      </Notice>
    </Page>
  )
}
