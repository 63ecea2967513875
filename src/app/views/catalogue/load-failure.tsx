// What a page whose data could not be had shows: the server's reason (an unknown product or shop)
// or the connection's, a retry, and the way home.
import { ParagraphSkeleton, SkeletonBlock } from '../common/skeletons'
import { PlainButton } from '../common/text-button'
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { Notice } from '../common/notice'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../client/api-error'
import { Page } from '../common/page'

export function LoadFailure({ error }: ErrorComponentProps) {
  const { t } = useTranslation()
  const router = useRouter()
  const refused = error instanceof ApiError && (error.kind === 'business' || error.status === 400)
  return (
    <Page title={t('ui.appName')}>
      <Notice kind={refused ? 'empty' : 'failed'} title={refused ? error.message : t('ui.loadFailed')}>
        {!refused && <PlainButton onClick={() => void router.invalidate()}>{t('ui.retry')}</PlainButton>}
        <Link to="/home" className="link-home">{t('ui.goHome')}</Link>
      </Notice>
    </Page>
  )
}

export function PageSkeleton() {
  return (
    <section className="page">
      <SkeletonBlock className="page-skeleton-image" />
      <ParagraphSkeleton lines={5} />
    </section>
  )
}
