// The personal center's way to My orders: all orders, and a shortcut per status a shopper acts on
// (to pay, to ship, delivered, received, after-sale) with how many orders wait there.
import { useEffect, useState, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { orderList } from '../../../contract/order-lifecycle'
import { useTranslation } from 'react-i18next'
import { useHttp } from '../../session/use-session'
import './orders.css'

const svg = (body: ReactNode) => (
  <svg className="icon order-shortcut-icon" viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    {body}
  </svg>
)

const SHORTCUTS = [
  { status: '0', label: 'ui.tabWaitingPay', icon: svg(<><rect x="3" y="6" width="18" height="13" rx="2" /><path d="M3 10h18M16 15h2" /></>) },
  { status: '1', label: 'ui.tabWaitingDeliver', icon: svg(<><path d="M12 3l8 4.5v9L12 21l-8-4.5v-9L12 3z" /><path d="M4 7.5l8 4.5 8-4.5M12 12v9" /></>) },
  { status: '2', label: 'ui.statusDelivered', icon: svg(<><path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" /><circle cx="7" cy="17.5" r="1.5" /><circle cx="17" cy="17.5" r="1.5" /></>) },
  { status: '3', label: 'ui.statusReceived', icon: svg(<><circle cx="12" cy="12" r="9" /><path d="M8 12l3 3 5-6" /></>) },
  { status: '-4', label: 'ui.statusAfterSale', icon: svg(<><path d="M4 12a8 8 0 1 0 2.3-5.7" /><path d="M4 4v4h4M12 8v4l3 2" /></>) },
] as const

type Counts = Partial<Record<(typeof SHORTCUTS)[number]['status'], number>>

export function OrderShortcuts() {
  const { t } = useTranslation()
  const http = useHttp()
  const [counts, setCounts] = useState<Counts>({})
  useEffect(() => {
    const controller = new AbortController()
    // One row of each list is enough: its answer counts them all. A failure just shows no count.
    for (const { status } of SHORTCUTS) {
      http.call(orderList, { query: { status, page: 1, limit: 1 } }, { silent: true, signal: controller.signal })
        .then((page) => setCounts((known) => ({ ...known, [status]: page.total })))
        .catch(() => {})
    }
    return () => controller.abort()
  }, [http])
  return (
    <section className="order-shortcuts-block" aria-label={t('ui.myOrders')}>
      <header className="order-shortcuts-head">
        <span className="order-shortcuts-title">{t('ui.myOrders')}</span>
        <Link to="/myPurchases/{-$status}" params={{ status: undefined }} className="order-shortcuts-all">{t('ui.allOrders')} ›</Link>
      </header>
      <nav className="order-shortcuts">
        {SHORTCUTS.map(({ status, label, icon }) => (
          <Link key={status} to="/myPurchases/{-$status}" params={{ status }} className="order-shortcut" data-status={status}>
            {icon}
            <span>{t(label)}</span>
            {(counts[status] ?? 0) > 0 && <span className="order-shortcut-count">{counts[status]! > 99 ? '99+' : counts[status]}</span>}
          </Link>
        ))}
      </nav>
    </section>
  )
}
