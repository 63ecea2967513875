// The withdrawal machine through /withDraw, each path with a shopper of its own whose world is read
// from the path (tests/views/support/withdrawal-world.ts): a payment code (none, the typed one, or
// another), a wallet of the path's balance (credited through the ledger, as an approved recharge
// would), more than the maximum when the path is refused without a reason. Every path runs twice:
// to a bank card and on chain (the machine holds the form's values whole).
// - done/error of loadInfo release the held call (withdrawalAnswers): an error is the connection dropping.
// - done of payWithCode is paying with the code (its own states are the pay-with-code driver's):
//   the code and Confirm with the withdrawal answered (paid), Cancel (left), or the amount above
//   the maximum (refused). A shopper without a code can only leave: paths paying without one are
//   left out (the machine cannot know the child never pays then).
// - The rest are taps: Withdraw (first on the untouched form: the contract's messages, nothing sent;
//   then All, the way, its fields and the amount), Retry.
import { expect } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { sql } from 'drizzle-orm'
import type { AppRuntime } from '../../../src/app/runtime'
import { formatMoney } from '../../../src/ui/format/money'
import { centsOf, formatCents } from '../../../src/contract/money'
import { credit } from '../../api/support/shoppers'
import { registerAccount } from '../support/accounts'
import { balanceOf, checkoutCallVia } from '../support/checkout'
import { ControlledTransport } from '../support/controlled-transport'
import { click, found, isLoading, q, setCookie } from '../support/interact'
import { renderWithTransport } from '../support/render-app'
import { sharedTestServer } from '../support/shared-server'
import { watchAppToasts, type ToastWatch } from '../support/toasts'
import type { ViewDriver } from '../support/view-driver'
import {
  amountToType, BANK, CHAIN_ADDRESS, chargeOf, HELD, LOAD, prepareWithdrawal, waitingWithdrawals, WITHDRAW, withdrawalAnswers,
  withdrawalWorldOf, type WithdrawalPath, type WithdrawalWay,
} from '../support/withdrawal-world'

interface Ctx extends WithdrawalPath {
  transport: ControlledTransport
  runtime: AppRuntime
  toasts: ToastWatch
  /** The form has been filled (after its untouched submission was refused). */
  filled: boolean
}

const VARIANTS: Record<string, WithdrawalWay> = { 'withdrawal to a bank card': 'bank', 'withdrawal on chain': 'chain' }

const shared = sharedTestServer()
const call = checkoutCallVia((path, init) => shared.server.app.request(path, init))
/** An amount of the wallet as the page shows it in English. */
const money = (amount: string) => formatMoney(amount, 'USD', 'en')
const text = (selector: string) => q(selector)?.textContent ?? null
const submitButton = () => q<HTMLButtonElement>('button.withdraw-submit')
const codeInput = () => q<HTMLInputElement>('.withdraw-sheet .pay-code input')
const confirmButton = () => q<HTMLButtonElement>('.withdraw-sheet button.pay-submit')

async function effects(ctx: Ctx) {
  const toast = ctx.toast
  ctx.toast = undefined
  if (toast) {
    await waitFor(() => expect(ctx.toasts.shown.some((m) => (typeof toast === 'string' ? m === toast : toast.test(m))), `toast ${toast} in ${ctx.toasts.shown}`).toBe(true))
    ctx.toasts.shown.length = 0
  }
}

const type = (selector: string, value: string) => act(async () => void fireEvent.change(q(selector)!, { target: { value } }))
const choose = async (name: string | RegExp) => click(await screen.findByRole('option', { name }))

/** The untouched form is refused by the contract's rules, nothing sent; All fills the balance. */
async function refusedUntouched(ctx: Ctx) {
  if (ctx.way === 'chain') await choose('On chain')
  await click(submitButton()!)
  await screen.findByText('Draw amount cannot be less than or equal to 0 or empty')
  if (ctx.way === 'bank') {
    expect(screen.getByText('Please fill the bank card number')).toBeTruthy()
    expect(screen.getByText('Please fill the bank name')).toBeTruthy()
  } else {
    expect(screen.getByText('Please choose charge network')).toBeTruthy()
    expect(screen.getByText('Please fill the receiving address')).toBeTruthy()
  }
  expect(ctx.transport.isPending(WITHDRAW)).toBe(false)
  expect(text('.withdraw-charge')).toBe('—')
  await click(await screen.findByRole('button', { name: 'All' }))
  await waitFor(() => expect(q<HTMLInputElement>('.withdraw-amount input')!.value).toBe(ctx.balance))
  await waitFor(() => expect(screen.queryByText('Draw amount cannot be less than or equal to 0 or empty')).toBeNull())
  expect(text('.withdraw-charge')).toBe(money(chargeOf(ctx.balance).charge))
}

async function fill(ctx: Ctx, amount: string) {
  if (ctx.way === 'bank') {
    await type('.withdraw-bank-card input', BANK.card)
    await type('.withdraw-bank-name input', BANK.name)
  } else {
    await choose(/TRC20/)
    await type('.withdraw-address input', CHAIN_ADDRESS)
  }
  await type('.withdraw-amount input', amount)
}

/** The form as the page shows it: the balance, the figures of the amount typed, no code sheet. */
async function formShown(ctx: Ctx, withoutCode: boolean) {
  await effects(ctx)
  await waitFor(() => expect(text('.withdraw-balance-amount')).toBe(money(ctx.balance)))
  await waitFor(() => expect(isLoading(submitButton())).toBe(false))
  expect(submitButton()!.disabled).toBe(false)
  await waitFor(() => expect(q('.pay-sheet')).toBeNull())
  expect(q('.withdraw-no-code') !== null, 'says a code is set first').toBe(withoutCode)
  if (ctx.submitted) {
    // What was typed stays, with its charge and arrival.
    expect(q<HTMLInputElement>('.withdraw-amount input')!.value).toBe(ctx.submitted.amount)
    expect(text('.withdraw-charge')).toBe(money(chargeOf(ctx.submitted.amount).charge))
    expect(text('.withdraw-arrival')).toBe(money(chargeOf(ctx.submitted.amount).arrival))
  }
  if (ctx.aboveBalance) {
    ctx.aboveBalance = false
    await screen.findByText('Draw amount cannot be larger than balance')
    expect(ctx.keys, 'nothing sent').toEqual([])
  }
  expect(ctx.transport.isPending(WITHDRAW)).toBe(false)
  // Nothing held.
  expect(await balanceOf(call, ctx.token)).toBe(ctx.balance)
}

function sameKey(ctx: Ctx) {
  expect(ctx.keys.length).toBeGreaterThan(0)
  expect(new Set(ctx.keys).size, 'every attempt of this withdrawal carries one Idempotency-Key').toBe(1)
}

/** How paying ended: `paid`, `left` or `refused`. */
const outcomeOf = (event: object) => ((event as { output?: unknown }).output as { outcome: string }).outcome

export const driver: ViewDriver<Ctx> = {
  setup: () => shared.setup(),
  accepts: (path) => {
    const withoutCode = path.steps.some((step) => step.event.type === 'xstate.done.actor.loadInfo' && (step.event.output as { has_payment_code: boolean }).has_payment_code === false)
    return !withoutCode || path.steps.every((step) => step.event.type !== 'xstate.done.actor.payWithCode' || outcomeOf(step.event) === 'left')
  },
  teardown: shared.teardown,
  variants: Object.keys(VARIANTS),
  async start(path, variant) {
    const { token } = await registerAccount(shared.server)
    const { id } = (await call('GET', '/api/user/getUserInfo', undefined, token)).data
    const transport = new ControlledTransport(shared.server)
    const ctx: Ctx = {
      call, held: transport, token, world: withdrawalWorldOf(path), way: VARIANTS[variant!]!, balance: '0.00', submitted: null, keys: [],
      wrongEntries: 0, aboveBalance: false, transport, runtime: undefined as never, toasts: await watchAppToasts(), filled: false,
      clearCode: async () => void (await shared.server.db.execute(sql`update users set payment_code_hash = null where id = ${id}`)),
    }
    await prepareWithdrawal(ctx, (amount) => credit(shared.server.db, id, amount))
    transport.hold(...HELD)
    setCookie('Admin-Token', token)
    // The page's withdrawals, as sent: the key of each.
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init)
      if (`${request.method} ${new URL(request.url).pathname}` === WITHDRAW) ctx.keys.push(request.headers.get('Idempotency-Key') ?? '')
      return transport.fetch(request)
    }
    ctx.runtime = await renderWithTransport('/withDraw', { fetch })
    await driver.states.loading!(ctx)
    return ctx
  },
  async stop(ctx) {
    ctx.toasts.stop()
    ctx.runtime?.session.stop()
  },
  events: {
    ...withdrawalAnswers,
    RETRY: async () => {
      await click(await found('button.withdraw-retry'))
    },
    SUBMIT: async (ctx, event) => {
      if (!ctx.filled) {
        await refusedUntouched(ctx)
        ctx.filled = true
      }
      const amount = amountToType(ctx, event)
      await fill(ctx, amount)
      await waitFor(() => expect(text('.withdraw-charge')).toBe(money(chargeOf(amount).charge)))
      ctx.submitted = { amount, charge: chargeOf(amount).charge, arrival: chargeOf(amount).arrival }
      expect(text('.withdraw-arrival')).toBe(money(ctx.submitted.arrival))
      ctx.aboveBalance = centsOf(amount) > centsOf(ctx.balance)
      await click(submitButton()!)
    },
    'xstate.done.actor.payWithCode': async (ctx, event) => {
      if (outcomeOf(event) === 'left') {
        await click(await found('.withdraw-sheet button.pay-later:not([disabled]), button.withdraw-cancel'))
        return
      }
      await act(async () => void fireEvent.change(codeInput()!, { target: { value: ctx.world.typed } }))
      await click(confirmButton()!)
      await waitFor(() => expect(ctx.transport.isPending(WITHDRAW)).toBe(true))
      if (outcomeOf(event) === 'paid') return withdrawalAnswers['xstate.done.actor.withdraw']!(ctx, event)
      await withdrawalAnswers['xstate.error.actor.withdraw']!(ctx, { type: 'xstate.error.actor.withdraw', error: { kind: 'business', data: null } })
    },
  },
  states: {
    loading: async (ctx) => {
      await waitFor(() => expect(ctx.transport.isPending(LOAD)).toBe(true))
      expect(q('.withdraw-page .skeleton-paragraph')).not.toBeNull()
      expect(submitButton()).toBeNull()
    },
    loadFailed: async (ctx) => {
      await effects(ctx)
      await screen.findByText('Failed to load')
      expect(text('button.withdraw-retry')).toBe('Retry')
      expect(submitButton()).toBeNull()
    },
    'form.withCode': (ctx) => formShown(ctx, false),
    'form.withoutCode': (ctx) => formShown(ctx, true),
    // Paying starts at the code entry, or says first that no code is set.
    paying: async (ctx) => {
      await effects(ctx)
      if (ctx.world.code === 'none') {
        await found('.pay-outcome.pay-noPaymentCode')
        expect(text('.pay-noPaymentCode .outcome-title')).toBe('You have not set payment password?')
        expect(text('button.withdraw-cancel')).toBe('Cancel')
        expect(q('.pay-sheet')).toBeNull()
        return
      }
      await found('.withdraw-sheet')
      await waitFor(() => expect(isLoading(confirmButton())).toBe(false))
      expect(text('.withdraw-sheet .sheet-title')).toBe('Withdraw with your payment code')
      expect(text('.withdraw-sheet-amount')).toBe(money(formatCents(centsOf(ctx.submitted!.amount))))
      expect(text('.withdraw-sheet-arrival')).toBe(`Actual arrival ${money(ctx.submitted!.arrival)}`)
      expect(codeInput()!.disabled).toBe(false)
      expect(codeInput()!.value, 'the code field starts empty').toBe('')
      expect(q('.withdraw-sheet .pay-failed')).toBeNull()
      expect(ctx.transport.isPending(WITHDRAW)).toBe(false)
      expect(await balanceOf(call, ctx.token)).toBe(ctx.balance)
    },
    submitted: async (ctx) => {
      await effects(ctx)
      await found('.withdraw-submitted')
      await waitFor(() => expect(ctx.toasts.shown).toContain('Withdrawal submitted'))
      const [recorded, ...others] = await waitingWithdrawals(ctx)
      const { amount, charge, arrival } = ctx.submitted!
      // The charge and arrival shown before submitting are the ones recorded.
      expect(recorded).toMatchObject({ type: ctx.way, amount: formatCents(centsOf(amount)), charge, arrival, status: 0 })
      expect(others, 'held once').toEqual([])
      const left = formatCents(centsOf(ctx.balance) - centsOf(amount))
      expect(await balanceOf(call, ctx.token)).toBe(left)
      expect(text('.withdraw-submitted-title')).toBe('Withdrawal submitted')
      expect(text('.withdraw-status-badge')).toBe('Auditing')
      expect(text('.withdraw-fact-amount')).toBe(money(recorded!.amount))
      expect(text('.withdraw-fact-charge')).toBe(money(charge))
      expect(text('.withdraw-fact-arrival')).toBe(money(arrival))
      expect(text('.withdraw-fact-to')).toBe(ctx.way === 'bank' ? `${BANK.name} •••• 5678` : `TRON (TRC20) · USDT ${CHAIN_ADDRESS}`)
      expect(text('.withdraw-fact-balance')).toBe(money(left))
      expect(q('a.withdraw-record')!.getAttribute('href')).toBe('/depositRecord')
      sameKey(ctx)
    },
  },
}
