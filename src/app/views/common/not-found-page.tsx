// What an unknown path shows.
import { PlainButton } from './text-button'
import { useNavigate } from '@tanstack/react-router'
import { Notice } from './notice'
import { useTranslation } from 'react-i18next'
import { Page } from './page'

export function NotFoundPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <Page title={t('route.notFound')}>
      <Notice kind="empty" title={t('route.notFound')} description={t('ui.pageNotFound')}>
        <PlainButton primary onClick={() => void navigate({ to: '/home' })}>{t('ui.goHome')}</PlainButton>
      </Notice>
    </Page>
  )
}
