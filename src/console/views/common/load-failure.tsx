// What a screen whose data could not be had shows (the server's reason, or the connection's, and a
// retry), and what it shows while the data comes.
import { Button, Skeleton } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { isExpectedRefusal } from '../../caught-errors'
import { useTranslation } from 'react-i18next'

export function LoadFailure({ error }: ErrorComponentProps) {
  const { t } = useTranslation()
  const router = useRouter()
  const refused = isExpectedRefusal(error)
  return (
    <div className="console-notice" role="alert">
      <p>{refused ? (error as Error).message : t('ui.loadFailed')}</p>
      {!refused && <Button size="small" onClick={() => void router.invalidate()}>{t('ui.retry')}</Button>}
    </div>
  )
}

export function ScreenPending() {
  return (
    <div className="console-pending" aria-busy="true">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={4} animated />
    </div>
  )
}
