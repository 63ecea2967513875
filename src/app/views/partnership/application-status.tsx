// An application as it stands: waiting for an operator (read again on request), approved (the way
// to the Merchant app, another app: a plain link) or refused (the operator's reason, apply again),
// with what was asked.
import { Button } from 'antd-mobile'
import '../../../ui/antd-setup'
import type { ApplicationView } from '../../../contract/merchant-applications'
import { useTranslation } from 'react-i18next'

const WORDS = {
  0: { title: 'ui.applicationWaitingTitle', badge: 'ui.applicationStatusWaiting', hint: 'ui.applicationWaitingHint' },
  1: { title: 'ui.applicationApprovedTitle', badge: 'ui.applicationStatusApproved', hint: 'ui.applicationApprovedHint' },
  2: { title: 'ui.applicationRefusedTitle', badge: 'ui.applicationStatusRefused', hint: 'ui.applicationRefusedHint' },
} as const

export function ApplicationStatus({ application, onRefresh, onApplyAgain }: {
  application: ApplicationView
  /** Waiting: read the application again. */
  onRefresh?(): void
  /** Refused: the form again. */
  onApplyAgain?(): void
}) {
  const { t, i18n } = useTranslation()
  const words = WORDS[application.status]
  return (
    <section className={`partnership-status is-status-${application.status}`} aria-label={t(words.title)}>
      <h2 className="partnership-status-title">{t(words.title)}</h2>
      <p className="partnership-status-badge">{t(words.badge)}</p>
      {application.status === 2 && (
        <p className="partnership-reason">
          <span className="partnership-reason-label">{t('ui.applicationRefusedReason')}</span>
          <span className="partnership-reason-text">{application.note}</span>
        </p>
      )}
      <p className="partnership-status-hint muted">{t(words.hint)}</p>
      <div className="partnership-shop">
        <img className="partnership-shop-logo" src={application.logo} alt={t('ui.shopLogo')} width={56} height={56} />
        <div className="partnership-shop-who">
          <strong className="partnership-fact-name">{application.shop_name}</strong>
          <span className="partnership-fact-category">{t(`category.${application.category.key}`)}</span>
        </div>
      </div>
      <dl className="partnership-facts">
        <dt>{t('ui.shopContact')}</dt>
        <dd className="partnership-fact-contact">{application.contact}</dd>
        <dt>{t('ui.shopDescription')}</dt>
        <dd className="partnership-fact-description">{application.description}</dd>
        <dt>{t('ui.applicationDate')}</dt>
        <dd className="partnership-fact-date">
          <time dateTime={application.created_at}>{new Date(application.created_at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}</time>
        </dd>
      </dl>
      <div className="partnership-actions">
        {application.status === 0 && onRefresh && (
          <Button block className="partnership-refresh" onClick={onRefresh}>{t('ui.applicationCheckAgain')}</Button>
        )}
        {application.status === 1 && (
          // The console is another app (its own bundle): a full page load.
          <a className="partnership-merchant-app" href="/merchant/">
            {t('ui.openMerchantApp')}
          </a>
        )}
        {application.status === 2 && onApplyAgain && (
          <Button block color="primary" size="large" className="partnership-apply-again" onClick={onApplyAgain}>{t('ui.applyAgain')}</Button>
        )}
      </div>
    </section>
  )
}
