// The submission machine through the change-password form: refused by the server for a wrong old
// password or lost to a dropped connection, corrected and sent again, or accepted (the session
// ends and the login page comes).
import { expect } from '../e2e/support/expect'
import type { Driver, Session } from './support/protocol'
import type { TestAccount } from '../support/new-account'

const CHANGE = 'POST /api/user/resetpwd'
const submit = { css: 'form button[type=submit]' }

interface Ctx {
  session: Session
  account: TestAccount
  label: (key: string) => { label: string }
}

const spinning = async ({ session }: Ctx) => /adm-button-loading/.test((await session.screen.attribute(submit, 'class')) ?? '')
const settles = (ctx: Ctx, loading: boolean) => ctx.session.screen.eventually(async () => expect(await spinning(ctx)).toBe(loading))

export const driver: Driver<Ctx> = {
  async start(layer) {
    const account = await layer.backend.newAccount()
    const session = await layer.open('/changePassword', { hold: [CHANGE], token: account.token })
    const label = (key: string) => ({ label: layer.text(`ui.${key}`) })
    await session.screen.visible(label('oldPassword'))
    return { session, account, label }
  },
  events: {
    SUBMIT: async (ctx, _event, { next }) => {
      const { screen } = ctx.session
      const refused = next?.event.type === 'xstate.error.actor.submit'
      await screen.fill(ctx.label('oldPassword'), refused ? 'not-my-password' : ctx.account.password)
      await screen.fill(ctx.label('newPassword'), `${ctx.account.password}-new`)
      await screen.fill(ctx.label('confirmPassword'), `${ctx.account.password}-new`)
      await screen.click(submit)
    },
    'xstate.done.actor.submit': (ctx) => ctx.session.transport.release(CHANGE, 'pass'),
    // Either the server's refusal (the wrong old password typed above) or a dropped connection.
    'xstate.error.actor.submit': (ctx, _event, { index }) => ctx.session.transport.release(CHANGE, index % 2 === 0 ? 'pass' : 'fail'),
    EDIT: (ctx) => ctx.session.screen.fill(ctx.label('oldPassword'), 'typing again'),
  },
  states: {
    idle: (ctx) => settles(ctx, false),
    submitting: async (ctx) => {
      await settles(ctx, true)
      await ctx.session.screen.eventually(() => expect(ctx.session.transport.isPending(CHANGE)).toBe(true))
    },
    failed: async (ctx) => {
      await settles(ctx, false)
      expect(await ctx.session.screen.hasCookie('Admin-Token')).toBe(true)
    },
    succeeded: async ({ session }) => {
      await session.screen.reaches('/login')
      await session.screen.eventually(async () => expect(await session.screen.hasCookie('Admin-Token')).toBe(false))
    },
  },
}
