// The withdrawal machine through /withDraw, each path with a shopper of its own whose world is read
// from the path (tests/views/support/withdrawal-world.ts): a payment code (none, the typed one, or
// another), a wallet brought to the path's balance by a recharge the operator approves (more than
// the maximum when the path is refused without a reason). The view layer replays every path to a
// bank card and on chain (the machine holds the form's values whole), the browser to a bank card.
// - done/error of loadInfo release the held call (withdrawalAnswers): an error is the connection dropping.
// - done of payWithCode is paying with the code (its own states are the pay-with-code driver's):
//   the code and Confirm with the withdrawal answered (paid), Cancel (left), or the amount above
//   the maximum (refused). A shopper without a code can only leave: paths paying without one are
//   left out (the machine cannot know the child never pays then).
// - The rest are taps: Withdraw (first on the untouched form: the contract's messages, nothing sent;
//   then All, the way, its fields and the amount), Retry.
import { centsOf, formatCents } from '../../src/contract/money'
import { DEMO_ACCOUNTS } from '../../src/server/db/demo-accounts'
import type { GeneratedPath } from '../../src/tools/statecharts/paths'
import { formatMoney } from '../../src/ui/format/money'
import { expect } from '../e2e/support/expect'
import { textsOf } from '../views/support/path-texts'
import { balanceOf, checkoutCallVia } from '../views/support/checkout'
import {
  amountToType, BANK, CHAIN_ADDRESS, chargeOf, HELD, LOAD, prepareWithdrawal, waitingWithdrawals, WITHDRAW, withdrawalAnswers, withdrawalWorldOf,
  type WithdrawalPath, type WithdrawalWay,
} from '../views/support/withdrawal-world'
import type { Driver, DriverCtx, Layer, Target } from './support/protocol'

interface Ctx extends DriverCtx, WithdrawalPath {
  /** The form has been filled (after its untouched submission was refused). */
  filled: boolean
  /** The withdrawal recorded, for the record list the path ends on (after the last screen is filed). */
  recorded?: { amount: string }
}

const VARIANTS: Record<string, WithdrawalWay> = { 'withdrawal to a bank card': 'bank', 'withdrawal on chain': 'chain' }
const operators = new WeakMap<Layer, Promise<string>>()
/** An amount of the wallet as the page shows it in the path's language. */
const money = (ctx: Ctx, amount: string) => formatMoney(amount, 'USD', ctx.lang)
const submit = { css: 'button.withdraw-submit' }
const sheet = { css: '.withdraw-sheet' }
const codeInput = { css: '.withdraw-sheet input' }
const confirm = { css: '.withdraw-sheet button[type=submit]' }
const amountInput = { css: '.withdraw-amount input' }
const loading = async (ctx: Ctx, target: Target) => ((await ctx.session.screen.attribute(target, 'class')) ?? '').includes('adm-button-loading')
const until = (ctx: Ctx, check: () => unknown, expected: unknown) => ctx.session.screen.eventually(async () => expect(await check()).toEqual(expected))
const text = (ctx: Ctx, selector: string, expected: string) => ctx.session.screen.hasText({ css: selector }, expected)
/** How paying ended: `paid`, `left` or `refused`. */
const outcomeOf = (event: object) => ((event as { output?: unknown }).output as { outcome: string }).outcome
const withoutCode = (path: GeneratedPath) =>
  path.steps.some((step) => step.event.type === 'xstate.done.actor.loadInfo' && (step.event.output as { has_payment_code: boolean }).has_payment_code === false)
const paysWithoutCode = (path: GeneratedPath) => withoutCode(path) && path.steps.some((step) => step.event.type === 'xstate.done.actor.payWithCode' && outcomeOf(step.event) !== 'left')

async function effects(ctx: Ctx) {
  if (ctx.toast) await ctx.session.screen.toasted(ctx.toast)
  ctx.toast = undefined
}

/** A manual recharge with a picture as evidence, approved by the operator: the wallet is credited through the ledger. */
const fundVia = (ctx: Pick<Ctx, 'call' | 'token'>, layer: Layer) => async (amount: string) => {
  const evidence = await layer.backend.upload(ctx.token)
  const asked = await ctx.call('POST', '/api/user/recharge', { method: 'manual', amount, evidence }, ctx.token, { 'Idempotency-Key': `fund-${ctx.token.slice(-12)}` })
  expect(asked.code, asked.msg).toBe(1)
  const { account, password } = DEMO_ACCOUNTS.operator
  if (!operators.has(layer)) operators.set(layer, ctx.call('POST', '/api/user/login', { account, password }).then((answer) => answer.data.userinfo.token as string))
  const approved = await ctx.call('POST', '/api/admin/recharge/audit', { id: asked.data.id, approve: true }, await operators.get(layer)!)
  expect(approved.code, approved.msg).toBe(1)
}

/** The untouched form is refused by the contract's rules, nothing sent; All fills the balance. */
async function refusedUntouched(ctx: Ctx) {
  const { screen } = ctx.session
  if (ctx.way === 'chain') await screen.click({ css: '[role=option]', text: ctx.text('ui.withdrawOnChain') })
  await screen.click(submit)
  await screen.visible({ text: ctx.text('msg.drawAmountPositive') })
  const asked = ctx.way === 'bank' ? ['msg.bankCardRequired', 'msg.bankNameRequired'] : ['msg.chooseChargeNetwork', 'msg.fillWithdrawalAddress']
  for (const message of asked) await screen.visible({ text: ctx.text(message) })
  expect(ctx.session.transport.isPending(WITHDRAW)).toBe(false)
  await text(ctx, '.withdraw-charge', '—')
  await screen.click({ role: 'button', name: ctx.text('ui.withdrawAll') })
  await until(ctx, () => screen.attribute(amountInput, 'value'), ctx.balance)
  await screen.gone({ text: ctx.text('msg.drawAmountPositive') })
  await text(ctx, '.withdraw-charge', money(ctx, chargeOf(ctx.balance).charge))
}

/** The form as the page shows it: the balance, the figures of the amount typed, no code sheet. */
async function formShown(ctx: Ctx, noCode: boolean) {
  const { screen } = ctx.session
  await effects(ctx)
  await text(ctx, '.withdraw-balance-amount', money(ctx, ctx.balance))
  await until(ctx, () => loading(ctx, submit), false)
  expect(await screen.attribute(submit, 'disabled')).toBeNull()
  await until(ctx, () => screen.count({ css: '.pay-sheet' }), 0)
  expect(await screen.count({ css: '.withdraw-no-code' }), 'says a code is set first').toBe(noCode ? 1 : 0)
  if (ctx.submitted) {
    // What was typed stays, with its charge and arrival.
    expect(await screen.attribute(amountInput, 'value')).toBe(ctx.submitted.amount)
    await text(ctx, '.withdraw-charge', money(ctx, chargeOf(ctx.submitted.amount).charge))
    await text(ctx, '.withdraw-arrival', money(ctx, chargeOf(ctx.submitted.amount).arrival))
  }
  if (ctx.aboveBalance) {
    ctx.aboveBalance = false
    await screen.visible({ text: ctx.text('msg.drawAmountAboveBalance') })
    expect(ctx.keys, 'nothing sent').toEqual([])
  }
  expect(ctx.session.transport.isPending(WITHDRAW)).toBe(false)
  // Nothing held.
  expect(await balanceOf(ctx.call, ctx.token)).toBe(ctx.balance)
}

export const driver: Driver<Ctx> = {
  accepts: { view: (path) => !paysWithoutCode(path), browser: (path) => !paysWithoutCode(path) },
  variants: { view: Object.keys(VARIANTS), browser: ['withdrawal to a bank card'] },
  async start(layer, path, variant) {
    const call = checkoutCallVia(layer.backend.fetch)
    const { token } = await layer.backend.newAccount()
    let ctx: Ctx | undefined
    const base: WithdrawalPath = {
      ...textsOf(layer), call, token, world: withdrawalWorldOf(path), way: VARIANTS[variant!]!, balance: '0.00', submitted: null, keys: [], wrongEntries: 0, aboveBalance: false,
      held: { release: (key, outcome) => ctx!.session.transport.release(key, outcome) },
    }
    await prepareWithdrawal(base, fundVia(base, layer))
    const session = await layer.open('/withDraw', { hold: HELD, token })
    ctx = { ...base, session, layer, filled: false }
    await driver.states.loading!(ctx)
    return ctx
  },
  events: {
    ...withdrawalAnswers,
    RETRY: (ctx) => ctx.session.screen.click({ role: 'button', name: ctx.text('ui.retry') }),
    SUBMIT: async (ctx, event) => {
      const { screen } = ctx.session
      if (!ctx.filled) {
        await refusedUntouched(ctx)
        ctx.filled = true
      }
      const amount = amountToType(ctx, event)
      if (ctx.way === 'bank') {
        await screen.fill({ css: '.withdraw-bank-card input' }, BANK.card)
        await screen.fill({ css: '.withdraw-bank-name input' }, BANK.name)
      } else {
        await screen.click({ css: '[role=option]', text: 'TRC20' })
        await screen.fill({ css: '.withdraw-address input' }, CHAIN_ADDRESS)
      }
      await screen.fill(amountInput, amount)
      ctx.submitted = { amount, ...chargeOf(amount) }
      await text(ctx, '.withdraw-charge', money(ctx, ctx.submitted.charge))
      await text(ctx, '.withdraw-arrival', money(ctx, ctx.submitted.arrival))
      ctx.aboveBalance = centsOf(amount) > centsOf(ctx.balance)
      await screen.click(submit)
    },
    'xstate.done.actor.payWithCode': async (ctx, event) => {
      const { screen, transport } = ctx.session
      if (outcomeOf(event) === 'left') {
        const leave = (await screen.count({ css: 'button.withdraw-cancel' })) ? { css: 'button.withdraw-cancel' } : { css: '.withdraw-sheet button.pay-later' }
        await until(ctx, () => screen.attribute(leave, 'disabled'), null)
        return screen.click(leave)
      }
      await screen.fill(codeInput, ctx.world.typed)
      await screen.click(confirm)
      await until(ctx, () => transport.isPending(WITHDRAW), true)
      ctx.keys.push((await transport.nextHeader(WITHDRAW, 'Idempotency-Key')) ?? '')
      if (outcomeOf(event) === 'paid') return withdrawalAnswers['xstate.done.actor.withdraw']!(ctx, event)
      await withdrawalAnswers['xstate.error.actor.withdraw']!(ctx, { type: 'xstate.error.actor.withdraw', error: { kind: 'business', data: null } })
    },
  },
  states: {
    loading: async (ctx) => {
      await until(ctx, () => ctx.session.transport.isPending(LOAD), true)
      await ctx.session.screen.visible({ css: '.withdraw-page .skeleton-paragraph' })
      expect(await ctx.session.screen.count(submit)).toBe(0)
    },
    loadFailed: async (ctx) => {
      await effects(ctx)
      await ctx.session.screen.visible({ text: ctx.text('ui.loadFailed') })
      await ctx.session.screen.visible({ role: 'button', name: ctx.text('ui.retry') })
      expect(await ctx.session.screen.count(submit)).toBe(0)
    },
    'form.withCode': (ctx) => formShown(ctx, false),
    'form.withoutCode': (ctx) => formShown(ctx, true),
    // Paying starts at the code entry, or says first that no code is set.
    paying: async (ctx) => {
      const { screen } = ctx.session
      await effects(ctx)
      if (ctx.world.code === 'none') {
        await screen.visible({ role: 'heading', name: ctx.text('msg.notSetPaymentPassword') })
        await screen.visible({ role: 'button', name: ctx.text('ui.goToSettings') })
        await screen.hasText({ css: 'button.withdraw-cancel' }, ctx.text('ui.cancel'))
        expect(await screen.count({ css: '.pay-sheet' })).toBe(0)
        return
      }
      await screen.visible(sheet)
      await until(ctx, () => loading(ctx, confirm), false)
      await text(ctx, '.withdraw-sheet .sheet-title', ctx.text('ui.withdrawCodeTitle'))
      await text(ctx, '.withdraw-sheet-amount', money(ctx, formatCents(centsOf(ctx.submitted!.amount))))
      await text(ctx, '.withdraw-sheet-arrival', `${ctx.text('ui.withdrawArrival')} ${money(ctx, ctx.submitted!.arrival)}`)
      expect(await screen.attribute(codeInput, 'disabled')).toBeNull()
      expect((await screen.attribute(codeInput, 'value')) ?? '', 'the code field starts empty').toBe('')
      expect(await screen.count({ css: '.withdraw-sheet .pay-failed' })).toBe(0)
      expect(ctx.session.transport.isPending(WITHDRAW)).toBe(false)
      expect(await balanceOf(ctx.call, ctx.token)).toBe(ctx.balance)
    },
    submitted: async (ctx) => {
      const { screen } = ctx.session
      await effects(ctx)
      await screen.visible({ css: '.withdraw-submitted' })
      await screen.toasted(ctx.text('msg.drawSuccess'))
      const [recorded, ...others] = await waitingWithdrawals(ctx)
      const { amount, charge, arrival } = ctx.submitted!
      // The charge and arrival shown before submitting are the ones recorded.
      expect(recorded).toMatchObject({ type: ctx.way, amount: formatCents(centsOf(amount)), charge, arrival, status: 0 })
      expect(others, 'held once').toEqual([])
      const left = formatCents(centsOf(ctx.balance) - centsOf(amount))
      expect(await balanceOf(ctx.call, ctx.token)).toBe(left)
      expect(new Set(ctx.keys).size, 'every attempt of this withdrawal carries one Idempotency-Key').toBe(1)
      await text(ctx, '.withdraw-submitted-title', ctx.text('msg.drawSuccess'))
      await text(ctx, '.withdraw-status-badge', ctx.text('ui.withdrawAuditing'))
      await text(ctx, '.withdraw-fact-amount', money(ctx, recorded!.amount))
      await text(ctx, '.withdraw-fact-charge', money(ctx, charge))
      await text(ctx, '.withdraw-fact-arrival', money(ctx, arrival))
      await text(ctx, '.withdraw-fact-to', ctx.way === 'bank' ? `${BANK.name} •••• 5678` : `TRON (TRC20) · USDT ${CHAIN_ADDRESS}`)
      await text(ctx, '.withdraw-fact-balance', money(ctx, left))
      await screen.visible({ css: 'a.withdraw-record' })
      ctx.recorded = recorded
    },
  },
  // The record lists it, waiting for the audit: here, not in `submitted`, so that state's screen is its own.
  async stop(ctx) {
    if (!ctx.recorded) return
    const { screen } = ctx.session
    await screen.click({ css: 'a.withdraw-record' })
    await screen.reaches('/depositRecord')
    await screen.visible({ css: '.record-figure-amount', text: money(ctx, ctx.recorded.amount) })
  },
}
