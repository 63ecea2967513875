// The payment code machine through /changePayPwd, each path with a shopper of its own.
// - START: a shopper without a code taps "Payment code" on the security page; one with a code
//   arrives from checkout with `?redirect=` (as checkout's link sends them).
// - SUBMIT types the codes: the first time new and confirmation; when changing the old code too,
//   a wrong one when a refusal comes next.
// - done: the held POST /api/user/resetPay goes on to the server. error: when changing, the server
//   refuses the wrong old code; the first time, `codeAlreadySet` is the shopper's other device
//   setting a code while this request is held, and any other refusal is the connection dropping
//   (the only other way a first-time request with valid codes fails).
import { expect } from '../e2e/support/expect'
import type { TestAccount } from '../support/new-account'
import type { Driver, Layer, Session } from './support/protocol'

const SAVE = 'POST /api/user/resetPay'
const submit = { css: '.pay-code-form button[type=submit]' }

interface Ctx {
  session: Session
  layer: Layer
  account: TestAccount
  /** The shopper's payment code on the server (null: none). */
  code: string | null
  /** The code typed as the new one. */
  typed: string
  redirect: string | null
  /** What the last step did besides its state. */
  effect?: 'dropped' | 'wrongOld' | 'setElsewhere'
}

const ui = (ctx: Ctx, key: string) => ctx.layer.text(`ui.${key}`)
const field = (ctx: Ctx, key: string) => ({ label: ui(ctx, key) })
const setCode = async (layer: Layer, account: TestAccount, new_code: string, old_code?: string) => {
  const answer = await layer.backend.call('POST', '/api/user/resetPay', { old_code, new_code, confirm_code: new_code }, account.token)
  expect(answer.code, answer.msg).toBe(1)
}
const hasCodeOnServer = async (ctx: Ctx) => (await ctx.layer.backend.call('GET', '/api/user/getUserInfo', undefined, ctx.account.token)).data.has_payment_code
const loading = async (ctx: Ctx) => ((await ctx.session.screen.attribute(submit, 'class')) ?? '').includes('adm-button-loading')
/** A location with its search values as text: the router writes a value it parsed as text in quotes (`"1"`). */
const normalised = (href: string) => {
  const url = new URL(href, 'http://localhost')
  const values = [...url.searchParams].map(([key, value]) => `${key}=${value.replace(/^"(.*)"$/, '$1')}`)
  return `${url.pathname}?${values.sort().join('&')}`
}

async function editing(ctx: Ctx, changing: boolean) {
  const { screen } = ctx.session
  await screen.reaches('/changePayPwd')
  await screen.visible(field(ctx, 'newPaymentCode'))
  await screen.visible(field(ctx, 'confirmPaymentCode'))
  // The answer arrived (the switch to changing renders with it), then the fields are as the mode says.
  await screen.eventually(async () => expect(await loading(ctx)).toBe(false))
  if (changing) await screen.visible(field(ctx, 'oldPaymentCode'))
  expect(await screen.count(field(ctx, 'oldPaymentCode')), 'the old code is asked for only when changing').toBe(changing ? 1 : 0)
  await screen.hasText(submit, ui(ctx, changing ? 'changePaymentCode' : 'setPaymentCode'))
  expect(await screen.attribute(submit, 'disabled')).toBeNull()
  expect(ctx.session.transport.isPending(SAVE)).toBe(false)
}

async function saving(ctx: Ctx) {
  const { screen } = ctx.session
  await screen.eventually(async () => expect(await loading(ctx)).toBe(true))
  expect(await screen.attribute(submit, 'disabled')).not.toBeNull()
  await screen.eventually(() => expect(ctx.session.transport.isPending(SAVE)).toBe(true))
}

export const driver: Driver<Ctx> = {
  async start(layer, path) {
    const account = await layer.backend.newAccount()
    const code = path.steps[0]!.event.hasCode === true ? '258147' : null
    if (code) await setCode(layer, account, code)
    const session = await layer.open('/security', { hold: [SAVE], token: account.token })
    const ctx: Ctx = { session, layer, account, code, typed: '', redirect: null }
    await session.screen.visible({ text: ui(ctx, 'paymentCode') })
    return ctx
  },
  events: {
    START: async (ctx, event) => {
      const { screen } = ctx.session
      // The security page says what the profile says.
      await screen.visible({ text: ui(ctx, event.hasCode ? 'paymentCodeSet' : 'paymentCodeNotSet') })
      ctx.redirect = (event.redirect as string | null) ?? null
      if (ctx.redirect) await screen.visit(`/changePayPwd?redirect=${encodeURIComponent(ctx.redirect)}`)
      else await screen.click({ text: ui(ctx, 'paymentCode') })
    },
    SUBMIT: async (ctx, _event, { next }) => {
      const { screen } = ctx.session
      const refused = next?.event.type === 'xstate.error.actor.saveCode'
      const changing = (await screen.count(field(ctx, 'oldPaymentCode'))) > 0
      ctx.typed = ctx.code === '471036' ? '369147' : '471036'
      if (changing) await screen.fill(field(ctx, 'oldPaymentCode'), refused ? '000000' : ctx.code!)
      await screen.fill(field(ctx, 'newPaymentCode'), ctx.typed)
      await screen.fill(field(ctx, 'confirmPaymentCode'), ctx.typed)
      await screen.click(submit)
    },
    'xstate.done.actor.saveCode': (ctx) => ctx.session.transport.release(SAVE, 'pass'),
    'xstate.error.actor.saveCode': async (ctx, event) => {
      const reason = (event.error as { data?: { reason?: string } }).data?.reason
      if (ctx.code !== null) {
        await ctx.session.transport.release(SAVE, 'pass')
        ctx.effect = 'wrongOld'
      } else if (reason === 'codeAlreadySet') {
        // The shopper's other device, while this request is on its way.
        ctx.code = '852369'
        await setCode(ctx.layer, ctx.account, ctx.code)
        await ctx.session.transport.release(SAVE, 'pass')
        ctx.effect = 'setElsewhere'
      } else {
        await ctx.session.transport.release(SAVE, 'fail')
        ctx.effect = 'dropped'
      }
    },
  },
  states: {
    'firstTime.editing': async (ctx) => {
      await editing(ctx, false)
      if (ctx.effect === 'dropped') await ctx.session.screen.toasted(ctx.layer.text('msg.networkError'))
      ctx.effect = undefined
      expect(await hasCodeOnServer(ctx)).toBe(false)
      await ctx.session.screen.visible({ text: ui(ctx, 'paymentCodeFirstIntro') })
    },
    'firstTime.saving': saving,
    'changing.editing': async (ctx) => {
      await editing(ctx, true)
      if (ctx.effect === 'wrongOld') await ctx.session.screen.toasted(ctx.layer.text('msg.oldPaymentCodeWrong', { count: 4 }))
      if (ctx.effect === 'setElsewhere') await ctx.session.screen.toasted(ctx.layer.text('msg.oldPaymentCodeRule'))
      ctx.effect = undefined
      await ctx.session.screen.visible({ text: ui(ctx, 'paymentCodeChangeIntro') })
    },
    'changing.saving': saving,
    saved: async (ctx) => {
      const { screen } = ctx.session
      await screen.toasted(ctx.layer.text(ctx.code !== null ? 'msg.changeSuccess' : 'msg.settingSuccess'))
      expect(await hasCodeOnServer(ctx)).toBe(true)
      if (ctx.redirect) {
        // On to where checkout asked, in place of this page.
        await screen.reaches(new URL(ctx.redirect, 'http://localhost').pathname)
        expect(normalised(await screen.href())).toBe(normalised(ctx.redirect))
      } else {
        await screen.reaches('/security')
        await screen.visible({ text: ui(ctx, 'paymentCodeSet') })
      }
      // The code typed is the shopper's code now.
      await setCode(ctx.layer, ctx.account, '963852', ctx.typed)
    },
  },
}
