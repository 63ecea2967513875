// The world an auditDecision path runs in, the same in jsdom and in Chromium: a new shopper's
// recharge (with its evidence) or withdrawal waiting in an operator's queue, made through the real
// API; the queue's audit call held, and each done/error step of the machine's `decide` released
// after changing the world the way another operator at another desk would (deciding the row
// first), or dropped like a lost connection. What the row, the wallet and the server should say
// after each step is here; the drivers add how a person taps and what they see.
import { centsOf, formatCents } from '../../../src/contract/money'
import { DEMO_ACCOUNTS } from '../../../src/server/db/demo-accounts'
import { formatMoney } from '../../../src/ui/format/money'
import type { GeneratedPath, PathStep } from '../../../src/tools/statecharts/paths'
import { balanceOf, setPaymentCode, type CheckoutCall } from './checkout'
import type { HeldCalls } from './checkout-answers'
import type { PathTexts } from './path-texts'

export type Queue = 'recharge' | 'withdrawal'

const PAYMENT_CODE = '147258'
/** The reason another operator refuses a row with, while this one decides it. */
export const ELSEWHERE_NOTE = 'Checked at another desk: no such transfer arrived'

export const QUEUES = {
  recharge: {
    screen: '/merchant/recharges',
    audit: 'POST /api/admin/recharge/audit',
    list: '/api/admin/recharge/list',
    idAttribute: 'data-recharge-id',
    amount: '250.00',
    approved: 'msg.rechargeApproved',
    refused: 'msg.rechargeRejected',
  },
  withdrawal: {
    screen: '/merchant/withdrawals',
    audit: 'POST /api/admin/extract/audit',
    list: '/api/admin/extract/list',
    idAttribute: 'data-withdrawal-id',
    amount: '60.00',
    approved: 'msg.withdrawalPassed',
    refused: 'msg.withdrawalRefused',
  },
} as const

export interface AuditRowOnServer {
  id: number
  status: 0 | 1 | 2
  note: string | null
  amount: string
  charge?: string
  arrival?: string
  user: { id: number; account: string }
  audited_by: { id: number; account: string } | null
}

/** What an auditDecision path knows of its world and expects of the page; each driver's context has it. */
export interface AuditPath extends PathTexts {
  call: CheckoutCall
  held: HeldCalls
  queue: Queue
  /** The demo operator's session for the API (the other desk; the page has its own). */
  operator: string
  shopper: { account: string; token: string }
  row: AuditRowOnServer
  /** The shopper's wallet once the row waits (a withdrawal's amount held already). */
  balance: string
  /** The decision the page sent last: approve, or refuse with this reason. */
  sent: { approve: boolean; note: string | null } | null
  /** The row was decided at the other desk. */
  elsewhere: boolean
  /** What the last step should have told in a toast. */
  toast?: string
}

function ok<T = any>(answer: { code: number; msg: string; data: T }, what: string): T {
  if (answer.code !== 1) throw new Error(`${what} failed: ${JSON.stringify(answer)}`)
  return answer.data
}

export const operatorLogin = async (call: CheckoutCall) =>
  ok(await call('POST', '/api/user/login', { account: DEMO_ACCOUNTS.operator.account, password: DEMO_ACCOUNTS.operator.password }), 'operator login').userinfo.token as string

/**
 * A new shopper's row waiting in the queue: a recharge by bank transfer with its evidence
 * (`upload` stores a picture as the shopper), or a withdrawal to a bank card (`fund` puts money in
 * the wallet first, when a new account has too little).
 */
export async function prepareAuditRow(
  base: PathTexts & { call: CheckoutCall; held: HeldCalls; queue: Queue; shopper: { account: string; token: string } },
  tools: { upload(token: string): Promise<string>; fund(token: string, amount: string): Promise<void> },
): Promise<AuditPath> {
  const { call, queue, shopper } = base
  const key = { 'Idempotency-Key': `audit-${shopper.account}` }
  let id: number
  if (queue === 'recharge') {
    const evidence = await tools.upload(shopper.token)
    id = ok(await call('POST', '/api/user/recharge', { method: 'manual', amount: QUEUES.recharge.amount, evidence }, shopper.token, key), 'recharge').id
  } else {
    await setPaymentCode(call, shopper.token, PAYMENT_CODE)
    await tools.fund(shopper.token, QUEUES.withdrawal.amount)
    const body = { type: 'bank', amount: QUEUES.withdrawal.amount, bank_card: '9704 0000 1234 5678', bank_name: 'Vietcombank', payment_code: PAYMENT_CODE }
    id = ok(await call('POST', '/api/user/extract', body, shopper.token, key), 'withdraw').withdrawal.id
  }
  const operator = await operatorLogin(call)
  const s: AuditPath = { ...base, operator, row: undefined as never, balance: await balanceOf(call, shopper.token), sent: null, elsewhere: false }
  s.row = await rowOnServer(s, id)
  return s
}

/** The row as the operator's list call answers it now. */
export async function rowOnServer(s: Pick<AuditPath, 'call' | 'queue' | 'operator'> & { row?: { id: number } }, id?: number): Promise<AuditRowOnServer> {
  const page = ok(await s.call('GET', `${QUEUES[s.queue].list}?status=all&id=${id ?? s.row!.id}`, undefined, s.operator), 'audit list')
  return page.list[0]
}

export const balanceNow = (s: AuditPath) => balanceOf(s.call, s.shopper.token)

/** The amount as the page writes it with its label ("$250.00" in English). */
export const shownAmount = (s: PathTexts, amount: string) => formatMoney(amount, 'USD', s.lang)

/** What the confirm asks before approving the row. */
export function questionOf(s: AuditPath): string {
  if (s.queue === 'recharge') return s.text('console.approveRechargeQuestion', { id: s.row.id, amount: shownAmount(s, s.row.amount), account: s.shopper.account })
  return s.text('console.approveWithdrawalQuestion', { id: s.row.id, account: s.shopper.account, arrival: shownAmount(s, s.row.arrival!), charge: shownAmount(s, s.row.charge!) })
}

/** The state the machine was in before step `index` (what a CANCEL there backs out of). */
export const stateBefore = (path: GeneratedPath, index: number): string[] => (index === 0 ? path.initial.state : path.steps[index - 1]!.state)

/** The answers of the held audit call, by the machine's done/error step. */
export const auditAnswers: Record<string, (s: AuditPath, event: PathStep['event']) => Promise<void>> = {
  'xstate.done.actor.decide': async (s) => {
    s.toast = s.text(s.sent?.approve ? QUEUES[s.queue].approved : QUEUES[s.queue].refused)
    await s.held.release(QUEUES[s.queue].audit, 'pass')
  },
  'xstate.error.actor.decide': async (s, event) => {
    if ((event.error as { kind?: string }).kind === 'network') {
      s.toast = s.text('msg.networkError')
      await s.held.release(QUEUES[s.queue].audit, 'fail')
      return
    }
    // Another operator decides the row first; this desk's decision then arrives too late.
    const path = QUEUES[s.queue].audit.split(' ')[1]!
    ok(await s.call('POST', path, { id: s.row.id, approve: false, note: ELSEWHERE_NOTE }, s.operator), 'decision at the other desk')
    s.elsewhere = true
    s.toast = s.text('msg.alreadyAudited', { id: s.row.id })
    await s.held.release(QUEUES[s.queue].audit, 'pass')
  },
}

/** What the wallet should hold once the row is decided this way. */
export function balanceAfter(s: AuditPath, approved: boolean): string {
  const plusAmount = formatCents(centsOf(s.balance) + centsOf(s.row.amount))
  // A recharge approved credits its amount; a withdrawal refused gives its hold back.
  if (s.queue === 'recharge') return approved ? plusAmount : s.balance
  return approved ? s.balance : plusAmount
}
