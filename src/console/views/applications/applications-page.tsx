// The operator's applications to open a shop, by status: the logo (opened large in place), the
// shop's name and category, how to reach it, what it sells and who applied. A waiting one is
// approved (the shop opens at once and the applicant becomes its merchant) or refused with the
// reason the applicant reads, through the queues' shared decision.
import { adminApplicationAudit, adminApplicationList, type AdminApplicationRow } from '../../../contract/merchant-applications'
import { useTranslation } from 'react-i18next'
import { AuditQueue } from '../audits/audit-queue'
import { Moment } from '../common/moment'
import { ShopLogo } from './shop-logo'
import './applications.css'

export function ApplicationsPage() {
  const { t } = useTranslation()
  return (
    <AuditQueue<AdminApplicationRow>
      path="/applications"
      list={adminApplicationList}
      audit={adminApplicationAudit}
      tabTitle={{ 0: t('ui.applicationStatusWaiting'), 1: t('ui.applicationStatusApproved'), 2: t('ui.applicationStatusRefused') }}
      empty={{ 0: t('console.noWaitingApplications'), 1: t('console.noneDecided'), 2: t('console.noneDecided') }}
      rowClass="console-application"
      idAttribute="data-application-id"
      question={(row) => t('console.approveApplicationQuestion', { shop: row.shop_name, account: row.user.account })}
      decidedMessage={(row) => t(row.status === 1 ? 'msg.applicationApproved' : 'msg.applicationRefused')}
      renderFacts={(row) => <ApplicationFacts row={row} />}
    />
  )
}

function ApplicationFacts({ row }: { row: AdminApplicationRow }) {
  const { t } = useTranslation()
  return (
    <div className="console-audit-body">
      <ShopLogo src={row.logo} name={row.shop_name} />
      <div className="console-audit-facts">
        <p className="console-audit-head">
          <strong className="console-application-shop">{row.shop_name}</strong>
          <span className="console-application-category">{t(`category.${row.category.key}`)}</span>
        </p>
        <dl className="console-application-facts">
          <dt>{t('console.applicant')}</dt>
          <dd className="console-application-applicant">{row.user.account}</dd>
          <dt>{t('ui.shopContact')}</dt>
          <dd className="console-application-contact">{row.contact}</dd>
          <dt>{t('ui.shopDescription')}</dt>
          <dd className="console-application-description">{row.description}</dd>
        </dl>
        <p className="console-muted">
          {t('ui.recordNumber', { id: row.id })} · <Moment at={row.created_at} />
        </p>
      </div>
    </div>
  )
}
