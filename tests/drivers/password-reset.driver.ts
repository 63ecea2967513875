// The forgot-password machine through /forgotPassword: the code arrives in the real server's mail
// (read back through the layer's backend); a wrong code is refused by the server; a dropped
// connection while sending is shown.
import { expect } from '../e2e/support/expect'
import type { Driver, Layer, Session } from './support/protocol'
import type { TestAccount } from '../support/new-account'

const SEND = 'POST /api/user/forgot_password'
const RESET = 'POST /api/user/reset_password'
/** Sent again within this, the client refuses it as a duplicate (docs/product/rules.md#duplicate-submission). */
const DUPLICATE_WINDOW_MS = 1000
const loading = { css: 'button.adm-button-loading' }

interface Ctx {
  session: Session
  layer: Layer
  account: TestAccount
}

const ui = (ctx: Ctx, key: string) => ctx.layer.text(`ui.${key}`)
const idle = (ctx: Ctx) => ctx.session.screen.gone(loading)

async function busy(ctx: Ctx, call: string) {
  await ctx.session.screen.visible(loading)
  await ctx.session.screen.eventually(() => expect(ctx.session.transport.isPending(call)).toBe(true))
}

export const driver: Driver<Ctx> = {
  async start(layer) {
    const account = await layer.backend.newAccount()
    return { session: await layer.open('/forgotPassword', { hold: [SEND, RESET] }), layer, account }
  },
  events: {
    REQUEST_CODE: async (ctx) => {
      await ctx.session.screen.fill({ label: ui(ctx, 'email') }, ctx.account.email)
      await ctx.session.screen.click({ role: 'button', name: ui(ctx, 'sendCode') })
    },
    // A person asking for a new code waits longer than the duplicate window.
    RESEND: async (ctx) => {
      await new Promise((r) => setTimeout(r, DUPLICATE_WINDOW_MS + 50))
      await ctx.session.screen.click({ text: ui(ctx, 'resendCode') })
    },
    CHANGE_EMAIL: (ctx) => ctx.session.screen.click({ text: ui(ctx, 'changeEmail') }),
    'xstate.done.actor.requestCode': (ctx) => ctx.session.transport.release(SEND, 'pass'),
    'xstate.error.actor.requestCode': (ctx) => ctx.session.transport.release(SEND, 'fail'),
    RESET: async (ctx, _event, { next }) => {
      const { screen } = ctx.session
      const refused = next?.event.type === 'xstate.error.actor.resetPassword'
      let code = '000000'
      if (!refused) {
        await screen.eventually(async () => expect(await ctx.layer.backend.lastResetCode(ctx.account.email), 'a reset code was mailed').toMatch(/^\d{6}$/))
        code = (await ctx.layer.backend.lastResetCode(ctx.account.email))!
      }
      await screen.fill({ label: ui(ctx, 'resetCode') }, code)
      await screen.fill({ label: ui(ctx, 'newPassword') }, 'brand-new-pass')
      await screen.fill({ label: ui(ctx, 'confirmPassword') }, 'brand-new-pass')
      await screen.click({ role: 'button', name: ui(ctx, 'resetPassword') })
    },
    'xstate.done.actor.resetPassword': (ctx) => ctx.session.transport.release(RESET, 'pass'),
    'xstate.error.actor.resetPassword': (ctx) => ctx.session.transport.release(RESET, 'pass'),
  },
  states: {
    enteringEmail: async (ctx) => {
      await ctx.session.screen.visible({ label: ui(ctx, 'email') })
      await idle(ctx)
    },
    sendingCode: (ctx) => busy(ctx, SEND),
    enteringCode: async (ctx) => {
      await ctx.session.screen.visible({ label: ui(ctx, 'resetCode') })
      await idle(ctx)
    },
    resetting: (ctx) => busy(ctx, RESET),
    done: async (ctx) => {
      await ctx.session.screen.visible({ text: ctx.layer.text('msg.passwordResetDone') })
      const login = await ctx.layer.backend.call('POST', '/api/user/login', { account: ctx.account.account, password: 'brand-new-pass' })
      expect(login.code, 'the new password logs in').toBe(1)
    },
  },
}
