// What the operator's recharge and withdrawal queues share: a search (part of the account, an amount
// range, UTC days) and tabs by status (waiting, approved, refused) kept in the URL, the count and sum
// of each status under the search, a paged list of rows, and on each row either the decision
// (waiting) or who decided and when, with the reason of a refusal; beside a row, the user's wallet
// on demand. A decided row stays in place as the server answered it; a row decided elsewhere
// meanwhile is read again and shown as it now stands.
import { useState, type ReactNode } from 'react'
import { Button, Tabs } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useSearch } from '@tanstack/react-router'
import type * as z from 'zod/mini'
import type { AuditStatus } from '../../../contract/audits'
import type { CallDef } from '../../../contract/call'
import type { Page } from '../../../../machines/list.machine'
import { useTranslation } from 'react-i18next'
import type { QueueTotals } from '../../../contract/operator-queues'
import { useFormatMoney } from '../../../ui/format/money'
import { QUEUE_SEARCH_KEYS, type AuditSearch } from '../../routes/audit-search'
import { useConsole } from '../../session/use-console'
import { ConsoleList } from '../common/console-list'
import { useConsoleNavigate } from '../common/console-link'
import { Moment } from '../common/moment'
import { SearchFieldsForm, typedOnly, type SearchField, type SearchValues } from '../common/search-fields-form'
import { AuditDecision, type AuditCall } from './audit-decision'
import { UserWallet } from './user-wallet'

/** The tabs, by the status code they list. */
export type AuditTab = '0' | '1' | '2'
const TABS: readonly AuditTab[] = ['0', '1', '2']

/** What every audited row carries. */
export interface AuditedRow {
  id: number
  status: AuditStatus
  note: string | null
  audited_at: string | null
  audited_by: { id: number; account: string } | null
  user: { id: number; account: string }
}

/** A list call of a queue: by status and search, or one row by id; each status totalled under the search. */
type ListCall<Row> = CallDef<z.ZodMiniType<{ status: string; id?: number }>, z.ZodMiniType | undefined, z.ZodMiniType<Page<Row> & { totals?: QueueTotals }>>

export interface AuditQueueProps<Row extends AuditedRow> {
  /** The screen's path, to keep the tab in its URL. */
  path: string
  list: ListCall<Row>
  audit: AuditCall<Row>
  /** The tabs' titles and what an empty tab says, by status. */
  tabTitle: Record<AuditTab, string>
  empty: Record<AuditTab, string>
  /** The row's facts: who, how much, how, the evidence or the destination. */
  renderFacts(row: Row): ReactNode
  /** What the confirm asks before approving this row. */
  question(row: Row): string
  /** What the toast says once a row is decided. */
  decidedMessage(row: Row): string
  /** The row's markup: its class and data attribute (`data-recharge-id`). */
  rowClass: string
  idAttribute: string
  /** A money queue (recharges, withdrawals): searched by account, amount and days, each status totalled, the user's wallet beside a row. */
  money?: boolean
}

/** The tab a URL asks for: an unknown or missing one is the waiting queue. */
export const tabOf = (status: AuditSearch['status']): AuditTab => (TABS as readonly string[]).includes(String(status)) ? (String(status) as AuditTab) : '0'

export function AuditQueue<Row extends AuditedRow>(props: AuditQueueProps<Row>) {
  const { t, i18n } = useTranslation()
  const { http } = useConsole()
  const navigate = useConsoleNavigate()
  const url = useSearch({ strict: false }) as AuditSearch
  const tab = tabOf(url.status)
  const fields: SearchField[] = [
    { key: 'account', label: t('console.ledgerQueues.account'), placeholder: t('console.ledgerQueues.accountHint') },
    { key: 'min', label: t('console.ledgerQueues.min'), type: 'amount' },
    { key: 'max', label: t('console.ledgerQueues.max'), type: 'amount' },
    { key: 'from', label: t('console.ledgerQueues.fromUtc'), type: 'date' },
    { key: 'to', label: t('console.ledgerQueues.toUtc'), type: 'date' },
  ]
  const search = props.money ? typedOnly(Object.fromEntries(QUEUE_SEARCH_KEYS.map((key) => [key, url[key]])), fields) : {}
  const [totals, setTotals] = useState<QueueTotals | null>(null)
  const go = (status: string, values: SearchValues) => void navigate(props.path, { search: { ...(status === '0' ? {} : { status: Number(status) }), ...values }, replace: true })
  return (
    <section className="console-audits">
      {props.money && <SearchFieldsForm key={JSON.stringify(search)} name={t('console.ledgerQueues.queueSearch')} fields={fields} values={search} onSearch={(values) => go(tab, values)} />}
      <Tabs activeKey={tab} onChange={(key) => go(key, search)} className="console-tabs">
        {TABS.map((key) => <Tabs.Tab key={key} title={props.tabTitle[key]} />)}
      </Tabs>
      {totals && <QueueTotalsLine totals={totals} tabTitle={props.tabTitle} />}
      <ConsoleList<Row>
        key={`${tab}:${JSON.stringify(search)}:${i18n.language}`}
        fetchPage={async (page) => {
          const found = (await http.call(props.list as CallDef, { query: { status: tab, ...search, ...page } })) as Page<Row> & { totals?: QueueTotals }
          setTotals(found.totals ?? null)
          return found
        }}
        itemKey={(row) => row.id}
        renderItem={(row) => <QueueRow key={`${row.id}:${row.status}`} queue={props} initial={row} />}
        empty={props.empty[tab]}
      />
    </section>
  )
}

/** Per status, how many requests the search finds and their sum. */
function QueueTotalsLine({ totals, tabTitle }: { totals: QueueTotals; tabTitle: Record<AuditTab, string> }) {
  const { t } = useTranslation()
  const amount = useFormatMoney()
  return (
    <dl className="console-queue-totals" aria-label={t('console.ledgerQueues.totals')}>
      {totals.map((total) => (
        <div key={total.status} className={`console-queue-total console-queue-total-${total.status}`} data-status={total.status} data-count={total.count}>
          <dt>{tabTitle[String(total.status) as AuditTab]}</dt>
          <dd>{t('console.ledgerQueues.totalLine', { count: total.count, amount: amount(total.amount) })}</dd>
        </div>
      ))}
    </dl>
  )
}

function QueueRow<Row extends AuditedRow>({ queue, initial }: { queue: AuditQueueProps<Row>; initial: Row }) {
  const { t } = useTranslation()
  const { http } = useConsole()
  const [row, setRow] = useState(initial)
  // Each reading of the row gets a new decision (a new machine), as the row now stands.
  const [reading, setReading] = useState(0)
  const [walletOpen, setWalletOpen] = useState(false)
  const readAgain = async () => {
    const page = (await http.call(queue.list as CallDef, { query: { status: 'all', id: row.id } }).catch(() => null)) as Page<Row> | null
    const now = page?.list[0]
    if (now) setRow(now)
    setReading((n) => n + 1)
  }
  return (
    <article className={`console-card console-audit-row ${queue.rowClass}`} {...{ [queue.idAttribute]: row.id }} data-status={row.status} aria-label={t('ui.recordNumber', { id: row.id })}>
      {queue.money ? (
        <div className="console-audit-with-wallet">
          {queue.renderFacts(row)}
          <div className="console-audit-wallet">
            <Button size="mini" fill="outline" className="console-open-wallet" aria-expanded={walletOpen} onClick={() => setWalletOpen((open) => !open)}>
              {t(walletOpen ? 'console.ledgerQueues.hideWallet' : 'console.ledgerQueues.wallet')}
            </Button>
            {walletOpen && <UserWallet userId={row.user.id} />}
          </div>
        </div>
      ) : (
        queue.renderFacts(row)
      )}
      <div className="console-audit-outcome">
        {row.status === 0 ? (
          <AuditDecision<Row>
            key={reading}
            row={row}
            call={queue.audit}
            question={queue.question(row)}
            decidedMessage={queue.decidedMessage}
            onDecided={setRow}
            onOutdated={() => void readAgain()}
          />
        ) : (
          <Decided row={row} />
        )}
      </div>
    </article>
  )
}

/** Who decided, when, and the reason of a refusal. */
function Decided({ row }: { row: AuditedRow }) {
  const { t } = useTranslation()
  const who = row.audited_by?.account ?? ''
  return (
    <div className={`console-decided console-decided-${row.status === 1 ? 'approved' : 'refused'}`}>
      <p className="console-decided-by">
        <span className={`console-status console-audit-status-${row.status}`}>{t(row.status === 1 ? 'console.approvedBy' : 'console.refusedBy', { account: who })}</span>
        {row.audited_at && <span className="console-muted"> · <Moment at={row.audited_at} /></span>}
      </p>
      {row.status === 2 && row.note && <p className="console-decided-note">{t('console.refusalReason', { note: row.note })}</p>}
    </div>
  )
}
