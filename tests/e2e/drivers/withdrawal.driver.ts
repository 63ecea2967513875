// The withdrawal machine in Chromium, through /withDraw, each path with a new shopper of the demo
// server whose world is read from the path (tests/views/support/withdrawal-world.ts): a payment code
// (none, the typed one, or another), a wallet brought to the path's balance by a recharge the
// operator approves (more than the maximum when the path is refused without a reason), all through
// the HTTP API. The form is filled as the path's values say (a bank card); the view layer replays
// every path on chain as well.
// - done/error of loadInfo release the held call (withdrawalAnswers): an error is the connection dropping.
// - done of payWithCode is paying with the code (its own states are the pay-with-code driver's):
//   the code and Confirm with the withdrawal answered (paid), Cancel (left), or the amount above
//   the maximum (refused).
// - Left out: paying without a code (the machine cannot know the child never pays then).
// - The rest are taps: Withdraw (first on the untouched form: the contract's messages, nothing
//   sent, once on chain too; then All, the card, the bank and the amount), Retry. Screenshots of
//   the form, the code sheet, the refusal without a code and the submitted screen.
import { expect } from '../support/expect'
import type { BrowserContext, Page } from 'playwright-core'
import { formatMoney } from '../../../src/ui/format/money'
import { centsOf, formatCents } from '../../../src/contract/money'
import { DEMO_ACCOUNTS } from '../../../src/server/db/demo-accounts'
import type { GeneratedPath } from '../../../src/tools/statecharts/paths'
import { PARCEL_PNG } from '../../support/pictures'
import { balanceOf, type CheckoutCall } from '../../views/support/checkout'
import {
  amountToType, BANK, chargeOf, HELD, LOAD, prepareWithdrawal, waitingWithdrawals, WITHDRAW, withdrawalAnswers, withdrawalWorldOf,
  type WithdrawalPath,
} from '../../views/support/withdrawal-world'
import { newAccount } from '../support/api'
import { openPhone } from '../support/browser'
import type { BrowserDriver } from '../support/browser-driver'
import { BrowserTransport } from '../support/browser-transport'
import { checkoutCall, recordToasts, type PageToasts } from '../support/checkout'
import { snap } from '../support/screenshots'

interface Ctx extends WithdrawalPath {
  context: BrowserContext
  page: Page
  transport: BrowserTransport
  toasts: PageToasts
  filled: boolean
}

const money = (amount: string) => formatMoney(amount, 'USD', 'en')
const at = (s: Ctx, selector: string) => s.page.locator(selector).first()
const textOf = (s: Ctx, selector: string) => at(s, selector).textContent()
const count = (s: Ctx, selector: string) => s.page.locator(selector).count()
const isLoading = async (s: Ctx, selector: string) => /adm-button-loading/.test((await at(s, selector).getAttribute('class')) ?? '')

/** Screenshots taken once per run. */
const snapped = new Set<string>()

async function calmSnap(s: Ctx, name: string) {
  if (snapped.has(name)) return
  snapped.add(name)
  await s.page.locator('.adm-toast-main').waitFor({ state: 'hidden' })
  // The sheet's slide-in is over.
  await s.page.waitForFunction(() => [...document.querySelectorAll('.adm-popup-body')].every((el) => Math.abs(el.getBoundingClientRect().bottom - window.innerHeight) < 1))
  await snap(s.page, name)
}

async function effects(s: Ctx) {
  const toast = s.toast
  s.toast = undefined
  if (!toast) return
  await expect.poll(async () => (await s.toasts.shown()).some((m) => (typeof toast === 'string' ? m === toast : toast.test(m))), { message: `toast ${toast}` }).toBe(true)
  await s.toasts.clear()
}

let operator: Promise<string> | undefined

/** A manual recharge with a picture as evidence, approved by the operator: the wallet is credited through the ledger. */
const fundVia = (baseURL: string, call: CheckoutCall, token: string) => async (amount: string) => {
  const form = new FormData()
  form.append('file', new Blob([PARCEL_PNG], { type: 'image/png' }), 'evidence.png')
  const uploaded = (await (await fetch(`${baseURL}/api/common/upload`, { method: 'POST', body: form, headers: { token } })).json()) as { data: { url: string } }
  const asked = await call('POST', '/api/user/recharge', { method: 'manual', amount, evidence: uploaded.data.url }, token, { 'Idempotency-Key': `fund-${Date.now()}-${Math.random()}` })
  if (asked.code !== 1) throw new Error(`recharge failed: ${JSON.stringify(asked)}`)
  operator ??= call('POST', '/api/user/login', { account: DEMO_ACCOUNTS.operator.account, password: DEMO_ACCOUNTS.operator.password }).then((a) => a.data.userinfo.token)
  const approved = await call('POST', '/api/admin/recharge/audit', { id: asked.data.id, approve: true }, await operator)
  if (approved.code !== 1) throw new Error(`approval failed: ${JSON.stringify(approved)}`)
}

async function formShown(s: Ctx, withoutCode: boolean) {
  await effects(s)
  await expect.poll(() => textOf(s, '.withdraw-balance-amount')).toBe(money(s.balance))
  await expect.poll(() => isLoading(s, 'button.withdraw-submit')).toBe(false)
  expect(await at(s, 'button.withdraw-submit').isEnabled()).toBe(true)
  await expect.poll(() => count(s, '.pay-sheet')).toBe(0)
  expect(await count(s, '.withdraw-no-code'), 'says a code is set first').toBe(withoutCode ? 1 : 0)
  if (s.submitted) {
    expect(await at(s, '.withdraw-amount input').inputValue()).toBe(s.submitted.amount)
    expect(await textOf(s, '.withdraw-charge')).toBe(money(chargeOf(s.submitted.amount).charge))
    expect(await textOf(s, '.withdraw-arrival')).toBe(money(chargeOf(s.submitted.amount).arrival))
  }
  if (s.aboveBalance) {
    s.aboveBalance = false
    await s.page.getByText('Draw amount cannot be larger than balance').waitFor()
    expect(s.keys, 'nothing sent').toEqual([])
  }
  expect(s.transport.isPending(WITHDRAW)).toBe(false)
  expect(await balanceOf(s.call, s.token)).toBe(s.balance)
}

function sameKey(s: Ctx) {
  expect(s.keys.length).toBeGreaterThan(0)
  expect(new Set(s.keys).size, 'every attempt of this withdrawal carries one Idempotency-Key').toBe(1)
}

/** How paying ended: `paid`, `left` or `refused`. */
const outcomeOf = (event: object) => ((event as { output?: unknown }).output as { outcome: string }).outcome

export const driver: BrowserDriver<Ctx> = {
  accepts: (path: GeneratedPath) => {
    const withoutCode = path.steps.some((step) => step.event.type === 'xstate.done.actor.loadInfo' && (step.event.output as { has_payment_code: boolean }).has_payment_code === false)
    return !withoutCode || path.steps.every((step) => step.event.type !== 'xstate.done.actor.payWithCode' || outcomeOf(step.event) === 'left')
  },
  async start(browser, baseURL, path) {
    const call = checkoutCall(baseURL)
    const { token } = await newAccount(baseURL)
    const { context, page } = await openPhone(browser, baseURL)
    const transport = new BrowserTransport(page)
    const s: Ctx = {
      call, held: transport, token, world: withdrawalWorldOf(path), way: 'bank', balance: '0.00', submitted: null, keys: [], wrongEntries: 0,
      aboveBalance: false, context, page, transport, toasts: await recordToasts(page), filled: false,
    }
    try {
      await prepareWithdrawal(s, fundVia(baseURL, call, token))
    } catch (error) {
      await context.close()
      throw error
    }
    await transport.hold(...HELD)
    page.on('request', (request) => {
      if (`${request.method()} ${new URL(request.url()).pathname}` === WITHDRAW) s.keys.push(request.headers()['idempotency-key'] ?? '')
    })
    await context.addCookies([{ name: 'Admin-Token', value: token, url: baseURL }])
    await page.goto('/withDraw')
    await driver.states.loading!(s)
    return s
  },
  stop: (s) => s.context.close(),
  events: {
    ...withdrawalAnswers,
    RETRY: (s) => at(s, 'button.withdraw-retry').click(),
    SUBMIT: async (s, event) => {
      if (!s.filled) {
        // The untouched form is refused by the contract's rules, nothing sent; All fills the balance.
        await at(s, 'button.withdraw-submit').click()
        await s.page.getByText('Draw amount cannot be less than or equal to 0 or empty').waitFor()
        await s.page.getByText('Please fill the bank card number').waitFor()
        await s.page.getByText('Please fill the bank name').waitFor()
        expect(s.transport.isPending(WITHDRAW)).toBe(false)
        await calmSnap(s, 'withdraw-form-refused')
        if (!snapped.has('withdraw-form-chain-refused')) {
          // On chain asks for its own fields instead (once a run; the path's values are a bank card's).
          await s.page.getByRole('option', { name: 'On chain' }).click()
          await at(s, 'button.withdraw-submit').click()
          await s.page.getByText('Please choose charge network').waitFor()
          await s.page.getByText('Please fill the receiving address').waitFor()
          expect(await count(s, '.withdraw-bank-card')).toBe(0)
          await calmSnap(s, 'withdraw-form-chain-refused')
          await s.page.getByRole('option', { name: 'Bank card' }).click()
        }
        await s.page.getByRole('button', { name: 'All' }).click()
        await expect.poll(() => at(s, '.withdraw-amount input').inputValue()).toBe(s.balance)
        await expect.poll(() => textOf(s, '.withdraw-charge')).toBe(money(chargeOf(s.balance).charge))
        s.filled = true
      }
      const amount = amountToType(s, event)
      await at(s, '.withdraw-bank-card input').fill(BANK.card)
      await at(s, '.withdraw-bank-name input').fill(BANK.name)
      await at(s, '.withdraw-amount input').fill(amount)
      await expect.poll(() => textOf(s, '.withdraw-charge')).toBe(money(chargeOf(amount).charge))
      expect(await textOf(s, '.withdraw-arrival')).toBe(money(chargeOf(amount).arrival))
      s.submitted = { amount, ...chargeOf(amount) }
      s.aboveBalance = centsOf(amount) > centsOf(s.balance)
      if (!s.aboveBalance) await calmSnap(s, 'withdraw-form')
      await at(s, 'button.withdraw-submit').click()
    },
    'xstate.done.actor.payWithCode': async (s, event) => {
      if (outcomeOf(event) === 'left') return at(s, '.withdraw-sheet button.pay-later:enabled, button.withdraw-cancel').click()
      await at(s, '.withdraw-sheet .pay-code input').fill(s.world.typed)
      await at(s, '.withdraw-sheet button.pay-submit').click()
      await expect.poll(() => s.transport.isPending(WITHDRAW)).toBe(true)
      if (outcomeOf(event) === 'paid') return withdrawalAnswers['xstate.done.actor.withdraw']!(s, event)
      await withdrawalAnswers['xstate.error.actor.withdraw']!(s, { type: 'xstate.error.actor.withdraw', error: { kind: 'business', data: null } })
    },
  },
  states: {
    loading: async (s) => {
      await expect.poll(() => s.transport.isPending(LOAD)).toBe(true)
      await at(s, '.withdraw-page .skeleton-paragraph').waitFor()
      expect(await count(s, 'button.withdraw-submit')).toBe(0)
    },
    loadFailed: async (s) => {
      await effects(s)
      await s.page.getByText('Failed to load').waitFor()
      expect(await textOf(s, 'button.withdraw-retry')).toBe('Retry')
    },
    'form.withCode': (s) => formShown(s, false),
    'form.withoutCode': (s) => formShown(s, true),
    // Paying starts at the code entry, or says first that no code is set.
    paying: async (s) => {
      await effects(s)
      if (s.world.code === 'none') {
        await at(s, '.pay-outcome.pay-noPaymentCode').waitFor()
        expect(await textOf(s, '.pay-noPaymentCode .outcome-title')).toBe('You have not set payment password?')
        expect(await textOf(s, 'button.go-set-code')).toBe('Go to settings')
        expect(await textOf(s, 'button.withdraw-cancel')).toBe('Cancel')
        await calmSnap(s, 'withdraw-no-payment-code')
        return
      }
      await at(s, '.withdraw-sheet').waitFor()
      await expect.poll(() => isLoading(s, '.withdraw-sheet button.pay-submit')).toBe(false)
      expect(await textOf(s, '.withdraw-sheet-amount')).toBe(money(formatCents(centsOf(s.submitted!.amount))))
      expect(await textOf(s, '.withdraw-sheet-arrival')).toBe(`Actual arrival ${money(s.submitted!.arrival)}`)
      expect(await at(s, '.withdraw-sheet .pay-code input').isEnabled()).toBe(true)
      expect(await at(s, '.withdraw-sheet .pay-code input').inputValue(), 'the code field starts empty').toBe('')
      expect(s.transport.isPending(WITHDRAW)).toBe(false)
      await calmSnap(s, 'withdraw-code-sheet')
    },
    submitted: async (s) => {
      await effects(s)
      await at(s, '.withdraw-submitted').waitFor()
      await expect.poll(async () => (await s.toasts.shown()).includes('Withdrawal submitted')).toBe(true)
      const [recorded, ...others] = await waitingWithdrawals(s)
      const { amount, charge, arrival } = s.submitted!
      expect(recorded).toMatchObject({ type: 'bank', amount: formatCents(centsOf(amount)), charge, arrival, status: 0 })
      expect(others, 'held once').toEqual([])
      const left = formatCents(centsOf(s.balance) - centsOf(amount))
      expect(await balanceOf(s.call, s.token)).toBe(left)
      expect(await textOf(s, '.withdraw-status-badge')).toBe('Auditing')
      expect(await textOf(s, '.withdraw-fact-amount')).toBe(money(recorded!.amount))
      expect(await textOf(s, '.withdraw-fact-arrival')).toBe(money(arrival))
      expect(await textOf(s, '.withdraw-fact-balance')).toBe(money(left))
      sameKey(s)
      await calmSnap(s, 'withdraw-submitted')
      // The record lists it, waiting for the audit.
      await at(s, 'a.withdraw-record').click()
      await s.page.waitForURL((url) => url.pathname === '/depositRecord')
      await s.page.locator('.record-figure-amount', { hasText: money(recorded!.amount) }).first().waitFor()
    },
  },
}
