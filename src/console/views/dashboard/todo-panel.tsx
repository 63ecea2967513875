// The overview's to-do: each thing waiting for the merchant as a link to the list that holds it
// (orders to ship, refunds to answer, products running low, unread messages), with how many are
// past their time and when the next one is due; then the income in three parts: held in escrow,
// settled to the wallet, paid out.
import type { MerchantOverview } from '../../../contract/merchant-overview'
import { useTranslation } from 'react-i18next'
import { Money } from '../../../ui/format/money'
import { ConsoleLink } from '../common/console-link'
import { Moment } from '../common/moment'

interface Todo {
  name: string
  label: string
  count: number
  to: string
  search?: Record<string, unknown>
  overdue?: number
  due?: { label: string; at: string | null }
}

export function TodoPanel({ overview }: { overview: MerchantOverview }) {
  const { t, i18n } = useTranslation()
  const count = (n: number) => new Intl.NumberFormat(i18n.language).format(n)
  const todos: Todo[] = [
    { name: 'to-ship', label: 'console.seller.todoToShip', count: overview.to_ship.count, to: '/orders', search: { status: 1 }, overdue: overview.to_ship.overdue, due: { label: 'console.seller.nextShipBy', at: overview.to_ship.next_due } },
    { name: 'refunds', label: 'console.seller.todoRefunds', count: overview.refunds.count, to: '/refunds', overdue: overview.refunds.overdue, due: { label: 'console.seller.nextRespondBy', at: overview.refunds.next_due } },
    { name: 'low-stock', label: 'console.seller.todoLowStock', count: overview.low_stock.count, to: '/products', search: { stock: 'low' } },
    { name: 'unread', label: 'console.seller.todoUnread', count: overview.unread_messages, to: '/notifications' },
  ]
  return (
    <>
      <section className="console-card console-todo" aria-labelledby="console-todo-title">
        <h2 id="console-todo-title" className="console-card-title">{t('console.seller.todoTitle')}</h2>
        <ul className="console-todo-list">
          {todos.map((todo) => (
            <li key={todo.name} className={`console-todo-item console-todo-${todo.name}${todo.count > 0 ? ' has-some' : ''}`}>
              <ConsoleLink to={todo.to} search={todo.search}>
                <strong className="console-todo-count">{count(todo.count)}</strong>
                <span className="console-todo-label">{t(todo.label)}</span>
              </ConsoleLink>
              {todo.overdue !== undefined && todo.overdue > 0 && (
                <span className="console-todo-overdue">{t('console.seller.overdue', { count: todo.overdue })}</span>
              )}
              {todo.due?.at && (
                <span className="console-muted console-todo-due">{t(todo.due.label)} <Moment at={todo.due.at} /></span>
              )}
              {todo.name === 'low-stock' && (
                <span className="console-muted console-todo-due">{t('console.seller.lowStockAt', { count: overview.low_stock.threshold })}</span>
              )}
            </li>
          ))}
        </ul>
      </section>
      <dl className="console-figures console-income" aria-label={t('console.seller.income')}>
        {([['escrow', 'console.seller.incomeEscrow', overview.income.escrow], ['settled', 'console.seller.incomeSettled', overview.income.settled], ['paid-out', 'console.seller.incomePaidOut', overview.income.paid_out]] as const).map(([name, label, amount]) => (
          <div key={name} className={`console-figure console-income-${name}`}>
            <dt>{t(label)}</dt>
            <dd><Money amount={amount} label /></dd>
          </div>
        ))}
      </dl>
    </>
  )
}
