// The world a withdrawal path runs in, read from the path and prepared through the real API, and how
// each call of /withDraw gets its answer, the same in jsdom and in Chromium: the page's two calls are
// held, and each done/error step of the machine's actors releases one after changing the world the
// way the shopper's other device (or support) would: wrong codes entered, the balance spent by
// another withdrawal, the payment code cleared; or drops it like a lost connection.
import { randomBytes } from 'node:crypto'
import { centsOf, formatCents, withdrawalCharge } from '../../../src/contract/money'
import { defaultSettings } from '../../../src/server/settings'
import type { GeneratedPath, PathStep } from '../../../src/tools/statecharts/paths'
import { balanceOf, otherCode, setPaymentCode, type CheckoutCall } from './checkout'
import type { HeldCalls } from './checkout-answers'
import { patternOf, type PathTexts } from './path-texts'

export const LOAD = 'GET /api/user/extract'
export const WITHDRAW = 'POST /api/user/extract'
/** Every call the page's machine waits on: held from the start of a path. */
export const HELD = [LOAD, WITHDRAW]

/** A bank card and an address on chain as a shopper types them. */
export const BANK = { card: '9704 0000 1234 5678', name: 'Vietcombank' }
export const CHAIN_ADDRESS = 'TXyz1234567890abcdefGHIJKLmnopqrst'

/** How the form is filled: the machine holds the values whole, so the way is the driver's to choose. */
export type WithdrawalWay = 'bank' | 'chain'

export interface WithdrawalWorld {
  /** The shopper's payment code: none, the one the path types, or another (refused as wrong or locked). */
  code: 'none' | 'typed' | 'other'
  /** The code the path types (its first non-empty ENTER_CODE). */
  typed: string
  /** What the wallet holds when the page opens (the path's loaded balance). */
  balance: string
  /**
   * The withdrawal is refused for a reason the client only tells (no `data.reason`): the amount
   * above the most one withdrawal may be; the wallet then holds more than that.
   */
  overMax: boolean
}

const reasonOf = (event: Record<string, unknown>) => (event.error as { data?: { reason?: string } | null } | undefined)?.data?.reason
const kindOf = (event: Record<string, unknown>) => (event.error as { kind?: string } | undefined)?.kind

export function withdrawalWorldOf(path: GeneratedPath): WithdrawalWorld {
  const events = path.steps.map((step) => step.event as Record<string, unknown> & { type: string })
  const loaded = events.find((e) => e.type === 'xstate.done.actor.loadInfo')?.output as { balance: string; has_payment_code: boolean } | undefined
  const refusals = events.filter((e) => e.type === 'xstate.error.actor.withdraw')
  const reasons = refusals.map(reasonOf)
  // Paying refused for a reason the withdrawal has no screen for: the amount above the maximum.
  const refusedPaying = events.some((e) => e.type === 'xstate.done.actor.payWithCode' && (e.output as { outcome?: string }).outcome === 'refused')
  const overMax = refusedPaying || refusals.some((e) => kindOf(e) === 'business' && reasonOf(e) === undefined)
  return {
    code: loaded?.has_payment_code === false ? 'none' : reasons.some((r) => r === 'wrongCode' || r === 'locked') ? 'other' : 'typed',
    typed: (events.find((e) => e.type === 'ENTER_CODE' && e.code !== '')?.code as string | undefined) ?? '258147',
    balance: overMax ? formatCents(centsOf(defaultSettings.maxWithdrawalAmount) + 10000n) : (loaded?.balance ?? '300.00'),
    overMax,
  }
}

/** What a path knows of its world and expects of the page; each driver's context has it. */
export interface WithdrawalPath extends PathTexts {
  call: CheckoutCall
  held: HeldCalls
  token: string
  world: WithdrawalWorld
  way: WithdrawalWay
  /** The wallet as the page should show it now. */
  balance: string
  /** The amount typed at the last submission, and the charge and arrival the page showed for it. */
  submitted: { amount: string; charge: string; arrival: string } | null
  /** The Idempotency-Key of every withdrawal the page sent. */
  keys: string[]
  wrongEntries: number
  /** The last submission was above the balance: the amount field says so, nothing was sent. */
  aboveBalance: boolean
  /** The payment code is cleared on the server (support's reset); absent where the test cannot reach the database. */
  clearCode?: () => Promise<void>
  /** What the last step should have done besides its state: a toast, a page opened (its redirect). */
  toast?: string | RegExp
  opened?: string
}

/** The shopper's side of the world before the page opens: the payment code, the wallet (`fund` tops it up to a balance). */
export async function prepareWithdrawal(s: WithdrawalPath, fund: (amount: string) => Promise<void>) {
  if (s.world.code !== 'none') await setPaymentCode(s.call, s.token, s.world.code === 'typed' ? s.world.typed : otherCode(s.world.typed))
  const before = await balanceOf(s.call, s.token)
  const missing = centsOf(s.world.balance) - centsOf(before)
  if (missing < 0n) throw new Error(`a new shopper holds ${before}, more than the path's ${s.world.balance}`)
  if (missing > 0n) await fund(formatCents(missing))
  s.balance = await balanceOf(s.call, s.token)
  if (s.balance !== s.world.balance) throw new Error(`the wallet holds ${s.balance}, not ${s.world.balance}`)
}

/** The amount to type at a submission: the path's, or past the maximum where the world says so. */
export const amountToType = (s: WithdrawalPath, event: PathStep['event']) =>
  s.world.overMax ? formatCents(centsOf(defaultSettings.maxWithdrawalAmount) + 1n) : String((event.values as { amount: string }).amount)

/** The charge and arrival the page should show for `amount`, by the contract's arithmetic (the server's own). */
export const chargeOf = (amount: string) => withdrawalCharge(amount, defaultSettings.withdrawalFeeRate, defaultSettings.withdrawalMinCharge)

/** A withdrawal from the shopper's other device (its own key); answers the envelope. */
export function withdrawElsewhere(s: WithdrawalPath, amount: string, code: string) {
  const body = { type: 'bank', amount, bank_card: BANK.card, bank_name: BANK.name, payment_code: code }
  return s.call('POST', '/api/user/extract', body, s.token, { 'Idempotency-Key': randomBytes(8).toString('hex') })
}

/** The shopper's withdrawals waiting for the audit, newest first, as the server says. */
export async function waitingWithdrawals(s: WithdrawalPath): Promise<Array<{ amount: string; charge: string; arrival: string; status: number; type: string }>> {
  const answer = await s.call('GET', '/api/user/extract_log?status=0&page=1&limit=50', undefined, s.token)
  if (answer.code !== 1) throw new Error(`withdrawal log failed: ${JSON.stringify(answer)}`)
  return answer.data.list
}


type Answer = (s: WithdrawalPath, event: PathStep['event']) => Promise<void>

/** The done/error steps of the machine's actors. */
export const withdrawalAnswers: Record<string, Answer> = {
  'xstate.done.actor.loadInfo': (s) => s.held.release(LOAD, 'pass'),
  'xstate.error.actor.loadInfo': async (s) => {
    s.toast = s.text('msg.networkError')
    await s.held.release(LOAD, 'fail')
  },
  'xstate.done.actor.withdraw': (s) => s.held.release(WITHDRAW, 'pass'),
  'xstate.error.actor.withdraw': async (s, event) => {
    const reason = reasonOf(event)
    if (reason === undefined && kindOf(event) !== 'business') {
      s.toast = s.text('msg.networkError')
      return s.held.release(WITHDRAW, 'fail')
    }
    if (reason === undefined) {
      if (!s.world.overMax) throw new Error('a refusal without a reason should come from an amount above the maximum')
      s.toast = patternOf(s, 'msg.amountAboveMax')
    }
    if (reason === 'wrongCode') {
      s.wrongEntries++
      s.toast = s.text('msg.paymentCodeWrong', { count: defaultSettings.paymentCodeMaxFailures - s.wrongEntries })
    }
    if (reason === 'locked') {
      // The entries before the page's last one made wrong on another device.
      for (let n = s.wrongEntries; n < defaultSettings.paymentCodeMaxFailures - 1; n++) {
        const answer = await withdrawElsewhere(s, defaultSettings.withdrawalMinAmount, s.world.typed)
        if (answer.data?.reason !== 'wrongCode') throw new Error(`a wrong code was not refused as wrong: ${JSON.stringify(answer)}`)
      }
    }
    if (reason === 'noPaymentCode') {
      if (!s.clearCode) throw new Error('this layer cannot clear a payment code')
      await s.clearCode()
    }
    if (reason === 'insufficientBalance') {
      // Spent on another device meanwhile: all but 50.00, less than the page asks.
      const spent = formatCents(centsOf(s.balance) - 5000n)
      const answer = await withdrawElsewhere(s, spent, s.world.typed)
      if (answer.code !== 1) throw new Error(`withdrawing on another device failed: ${JSON.stringify(answer)}`)
      s.balance = answer.data.balance
      s.toast = s.text('msg.drawAmountAboveBalance')
    }
    await s.held.release(WITHDRAW, 'pass')
  },
}
