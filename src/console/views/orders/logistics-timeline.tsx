// An order's shipment as the merchant reads it: carrier, tracking number and the events, newest first
// (the server answers them oldest first, as carriers list them), the latest marked.
import type { MerchantOrderRow } from '../../../contract/merchant-orders'
import { useTranslation } from 'react-i18next'
import { Moment } from '../common/moment'

export function LogisticsTimeline({ logistics }: { logistics: NonNullable<MerchantOrderRow['logistics']> }) {
  const { t } = useTranslation()
  const events = [...logistics.events].reverse()
  return (
    <div className="console-logistics">
      <dl className="console-facts">
        <div><dt>{t('ui.logisticsCompany')}</dt><dd className="console-logistics-company">{logistics.company}</dd></div>
        <div><dt>{t('ui.trackingNumber')}</dt><dd className="console-tracking-no">{logistics.tracking_no}</dd></div>
      </dl>
      <ol className="console-timeline" aria-label={t('ui.logistics')}>
        {events.map((event, index) => (
          <li key={`${event.at}-${index}`} className={index === 0 ? 'console-timeline-event is-latest' : 'console-timeline-event'}>
            <p className="console-timeline-text">{event.description}</p>
            <p className="console-muted">
              <Moment at={event.at} />
              {event.location && <span className="console-timeline-location"> · {event.location}</span>}
            </p>
          </li>
        ))}
      </ol>
    </div>
  )
}
