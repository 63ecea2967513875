// The payment-code-reset machine through /forgotPayPwd, each path with a shopper of its own whose
// payment code is set. The page is opened with `?redirect=/security` (a page of the shopper's own,
// standing for the checkout of the model's input: what is checked is that the shopper lands where
// `redirect` says).
// - REQUEST_CODE taps "Send code by mail", or "Send a new code" on the form.
// - done: the held POST goes on to the server; the code is read from the mail the server sent.
//   error of requestCode: the connection drops.
// - RESET types the mailed code, the login password and the new code twice. For a refusal naming
//   `codeDead`, the code is spent first by the shopper's other device (wrong guesses until it is
//   dead); any other refusal is a wrong login password.
import { expect } from '../e2e/support/expect'
import type { TestAccount } from '../support/new-account'
import type { Driver, DriverCtx, Layer } from './support/protocol'

const SEND = 'POST /api/user/forgot_payment_code'
const RESET = 'POST /api/user/reset_payment_code'
/** Sent again within this, the client refuses it as a duplicate (docs/product/rules.md#duplicate-submission). */
const DUPLICATE_WINDOW_MS = 1000
const OLD_CODE = '258147'
const NEW_CODE = '369258'
const BACK = '/security'
const sendButton = { css: 'button.pay-reset-send' }
const submit = { css: '.pay-reset-form button[type=submit]' }

interface Ctx extends DriverCtx {
  account: TestAccount
  /** What the last step did besides its state. */
  effect?: 'dropped' | 'wrongPassword' | 'codeDead'
  /** Guesses the newest mailed code has left; null while no code is asked (the page asks for one). */
  guessesLeft: number | null
}

const text = (ctx: Ctx, key: string, values?: Record<string, string | number>) => ctx.layer.text(key, values)
const field = (ctx: Ctx, key: string) => ({ label: text(ctx, key) })
const loading = async (ctx: Ctx, target: { css: string }) => ((await ctx.session.screen.attribute(target, 'class')) ?? '').includes('adm-button-loading')

async function setCode(layer: Layer, account: TestAccount, new_code: string, old_code?: string) {
  const answer = await layer.backend.call('POST', '/api/user/resetPay', { old_code, new_code, confirm_code: new_code }, account.token)
  expect(answer.code, answer.msg).toBe(1)
}

async function mailedCode(ctx: Ctx): Promise<string> {
  await ctx.session.screen.eventually(async () => expect(await ctx.layer.backend.lastResetCode(ctx.account.email), 'a code was mailed').toMatch(/^\d{6}$/))
  return (await ctx.layer.backend.lastResetCode(ctx.account.email))!
}

/** The shopper's other device guesses wrong until the mailed code no longer works. */
async function spendCode(ctx: Ctx) {
  const code = await mailedCode(ctx)
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
  for (;;) {
    const answer = await ctx.layer.backend.call('POST', '/api/user/reset_payment_code', { code: wrong, password: ctx.account.password, new_code: NEW_CODE, confirm_code: NEW_CODE }, ctx.account.token)
    if (answer.data?.reason === 'codeDead') return
    expect(answer.data?.reason, answer.msg).toBe('wrongCode')
  }
}

async function busy(ctx: Ctx, target: { css: string }, call: string) {
  await ctx.session.screen.eventually(async () => expect(await loading(ctx, target)).toBe(true))
  await ctx.session.screen.eventually(() => expect(ctx.session.transport.isPending(call)).toBe(true))
}

export const driver: Driver<Ctx> = {
  async start(layer) {
    const account = await layer.backend.newAccount()
    await setCode(layer, account, OLD_CODE)
    const session = await layer.open(`/forgotPayPwd?redirect=${encodeURIComponent(BACK)}`, { hold: [SEND, RESET], token: account.token })
    return { session, layer, account, guessesLeft: null }
  },
  events: {
    REQUEST_CODE: async (ctx) => {
      const { screen } = ctx.session
      if (ctx.guessesLeft === null) return screen.click(sendButton)
      // From the form: a person asking for a new code waits longer than the duplicate window.
      await new Promise((r) => setTimeout(r, DUPLICATE_WINDOW_MS + 50))
      await screen.click({ css: 'button.pay-reset-resend' })
    },
    'xstate.done.actor.requestCode': async (ctx) => {
      await ctx.session.transport.release(SEND, 'pass')
      ctx.guessesLeft = 5
    },
    'xstate.error.actor.requestCode': async (ctx) => {
      await ctx.session.transport.release(SEND, 'fail')
      ctx.effect = 'dropped'
      ctx.guessesLeft = null
    },
    RESET: async (ctx, _event, { next }) => {
      const { screen } = ctx.session
      const refused = next?.event.type === 'xstate.error.actor.resetCode'
      const code = await mailedCode(ctx)
      await screen.fill(field(ctx, 'payCodeReset.code'), code)
      await screen.fill(field(ctx, 'payCodeReset.password'), refused ? 'not-my-password' : ctx.account.password)
      await screen.fill(field(ctx, 'ui.newPaymentCode'), NEW_CODE)
      await screen.fill(field(ctx, 'ui.confirmPaymentCode'), NEW_CODE)
      await screen.click(submit)
    },
    'xstate.done.actor.resetCode': (ctx) => ctx.session.transport.release(RESET, 'pass'),
    'xstate.error.actor.resetCode': async (ctx, event) => {
      const reason = (event.error as { data?: { reason?: string } }).data?.reason
      if (reason === 'codeDead') {
        await spendCode(ctx)
        ctx.effect = 'codeDead'
        ctx.guessesLeft = null
      } else {
        ctx.effect = 'wrongPassword'
        ctx.guessesLeft! -= 1
      }
      await ctx.session.transport.release(RESET, 'pass')
    },
  },
  states: {
    asking: async (ctx) => {
      const { screen } = ctx.session
      await screen.visible({ text: text(ctx, 'payCodeReset.intro') })
      await screen.eventually(async () => expect(await loading(ctx, sendButton)).toBe(false))
      expect(await screen.attribute(sendButton, 'disabled')).toBeNull()
      if (ctx.effect === 'dropped') await screen.toasted(text(ctx, 'msg.networkError'))
      if (ctx.effect === 'codeDead') await screen.toasted(text(ctx, 'payCodeReset.codeDead'))
      ctx.effect = undefined
    },
    sendingCode: (ctx) => busy(ctx, sendButton, SEND),
    entering: async (ctx) => {
      const { screen } = ctx.session
      await screen.visible(field(ctx, 'payCodeReset.code'))
      await screen.visible({ text: text(ctx, 'payCodeReset.sentTo', { email: `${ctx.account.email[0]}***@example.com` }) })
      await screen.eventually(async () => expect(await loading(ctx, submit)).toBe(false))
      if (ctx.effect === 'wrongPassword') await screen.toasted(text(ctx, 'payCodeReset.wrongPassword', { count: ctx.guessesLeft! }))
      ctx.effect = undefined
    },
    resetting: (ctx) => busy(ctx, submit, RESET),
    done: async (ctx) => {
      const { screen } = ctx.session
      await screen.toasted(text(ctx, 'payCodeReset.done'))
      await screen.reaches(BACK)
      // The new code is the shopper's now: it changes the code.
      await setCode(ctx.layer, ctx.account, '147369', NEW_CODE)
    },
  },
}
