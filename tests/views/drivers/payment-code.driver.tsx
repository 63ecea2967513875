// The payment code machine through /changePayPwd, each path with a shopper of its own.
// - START: a shopper without a code (hasCode false) taps "Payment code" on the security page; one
//   with a code is sent to the page by checkout, `?redirect=` and all (the router navigates there).
// - SUBMIT types the codes: the first time new and confirmation; when changing the old code too,
//   a wrong one when a refusal comes next.
// - done: the held POST /api/user/resetPay goes to the server. error: when changing, the server
//   refuses the wrong old code; the first time, `codeAlreadySet` is the shopper's other device
//   setting a code while this request is held, and any other refusal is the connection dropping
//   (the only other way a first-time request with valid codes fails).
import { expect } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import type { AppRuntime } from '../../../src/app/runtime'
import { apiCall, registerAccount, type TestAccount } from '../support/accounts'
import { ControlledTransport } from '../support/controlled-transport'
import { fill, press, setCookie, tap } from '../support/interact'
import { renderWithTransport } from '../support/render-app'
import { sharedTestServer } from '../support/shared-server'
import { watchAppToasts, type ToastWatch } from '../support/toasts'
import type { ViewDriver } from '../support/view-driver'

const SAVE = 'POST /api/user/resetPay'
const RULE = 'Old password is required when changing the payment code; leave it empty when setting it for the first time'

interface Ctx {
  transport: ControlledTransport
  account: TestAccount
  runtime: AppRuntime
  toasts: ToastWatch
  /** The shopper's payment code on the server (null: none). */
  code: string | null
  /** The code being typed as the new one. */
  typed: string
  /** Every location the app has been at, as `pathname?search`. */
  visited: string[]
  redirect: string | null
  /** What the last step did besides its state. */
  effect?: 'dropped' | 'wrongOld' | 'setElsewhere' | 'saved'
}

const shared = sharedTestServer()
const call = (method: 'GET' | 'POST', path: string, body?: unknown, token?: string) => apiCall(shared.server, method, path, body, token)
const setCode = async (account: TestAccount, new_code: string, old_code?: string) => {
  const answer = await call('POST', '/api/user/resetPay', { old_code, new_code, confirm_code: new_code }, account.token)
  expect(answer.code, answer.msg).toBe(1)
}
const hasCodeOnServer = async (ctx: Ctx) => (await call('GET', '/api/user/getUserInfo', undefined, ctx.account.token)).data.has_payment_code
const profileHasCode = (ctx: Ctx) => ctx.runtime.session.getSnapshot().context.userInfo?.has_payment_code
const submitButton = () => document.querySelector<HTMLButtonElement>('.pay-code-form button[type=submit]')
const at = (ctx: Ctx) => ctx.runtime.router.state.location.pathname
/** A location with its search values as text: the router writes a value it parsed as text in quotes (`"1"`). */
const normalised = (href: string) => {
  const url = new URL(href, 'http://localhost')
  const values = [...url.searchParams].map(([key, value]) => `${key}=${value.replace(/^"(.*)"$/, '$1')}`)
  return `${url.pathname}?${values.sort().join('&')}`
}

async function editing(ctx: Ctx, changing: boolean) {
  await waitFor(() => expect(at(ctx)).toBe('/changePayPwd'))
  await screen.findByLabelText('New payment code')
  await screen.findByLabelText('Confirm payment code')
  // The answer arrived (the switch to changing renders with it), then the fields are as the mode says.
  await waitFor(() => expect(submitButton()?.className).not.toMatch(/adm-button-loading/))
  if (changing) await screen.findByLabelText('Old payment code')
  expect(screen.queryByLabelText('Old payment code') !== null, 'the old code is asked for only when changing').toBe(changing)
  expect(submitButton()!.textContent).toBe(changing ? 'Change payment code' : 'Set payment code')
  expect(submitButton()!.disabled).toBe(false)
  expect(ctx.transport.isPending(SAVE)).toBe(false)
}

async function saving(ctx: Ctx) {
  await waitFor(() => expect(submitButton()?.className).toMatch(/adm-button-loading/))
  expect(submitButton()!.disabled).toBe(true)
  await waitFor(() => expect(ctx.transport.isPending(SAVE)).toBe(true))
}

export const driver: ViewDriver<Ctx> = {
  setup: shared.setup,
  teardown: shared.teardown,
  async start(path) {
    const transport = new ControlledTransport(shared.server)
    transport.hold(SAVE)
    const account = await registerAccount(shared.server)
    const start = path.steps[0]!.event
    const code = start.hasCode ? '258147' : null
    if (code) await setCode(account, code)
    setCookie('Admin-Token', account.token)
    const runtime = await renderWithTransport('/security', transport)
    const visited: string[] = []
    runtime.router.history.subscribe(({ location }) => visited.push(`${location.pathname}${location.search}`))
    await screen.findByText('Payment code', {}, { timeout: 8000 })
    return { transport, account, runtime, toasts: await watchAppToasts(), code, typed: '', visited, redirect: null }
  },
  async stop(ctx) {
    ctx.toasts.stop()
    ctx.runtime.session.stop()
  },
  events: {
    START: async (ctx, event) => {
      // The security page says what the profile says.
      await screen.findByText(event.hasCode ? 'Set' : 'Not set')
      ctx.redirect = (event.redirect as string | null) ?? null
      if (ctx.redirect) {
        const href = `/changePayPwd?redirect=${encodeURIComponent(ctx.redirect)}`
        await act(async () => {
          await ctx.runtime.router.navigate({ href })
        })
      } else {
        await tap('Payment code')
      }
    },
    SUBMIT: async (ctx, _event, { next }) => {
      const refused = next?.event.type === 'xstate.error.actor.saveCode'
      const changing = screen.queryByLabelText('Old payment code') !== null
      ctx.typed = ctx.code === '471036' ? '369147' : '471036'
      if (changing) await fill('Old payment code', refused ? '000000' : ctx.code!)
      await fill('New payment code', ctx.typed)
      await fill('Confirm payment code', ctx.typed)
      await press(changing ? 'Change payment code' : 'Set payment code')
    },
    'xstate.done.actor.saveCode': async (ctx) => {
      await ctx.transport.release(SAVE, 'pass')
      ctx.effect = 'saved'
    },
    'xstate.error.actor.saveCode': async (ctx, event) => {
      const reason = (event.error as { data?: { reason?: string } }).data?.reason
      const changing = ctx.code !== null
      if (changing) {
        await ctx.transport.release(SAVE, 'pass')
        ctx.effect = 'wrongOld'
      } else if (reason === 'codeAlreadySet') {
        // The shopper's other device, while this request is on its way.
        ctx.code = '852369'
        await setCode(ctx.account, ctx.code)
        await ctx.transport.release(SAVE, 'pass')
        ctx.effect = 'setElsewhere'
      } else {
        await ctx.transport.release(SAVE, 'fail')
        ctx.effect = 'dropped'
      }
    },
  },
  states: {
    'firstTime.editing': async (ctx) => {
      await editing(ctx, false)
      if (ctx.effect === 'dropped') await waitFor(() => expect(ctx.toasts.shown).toContain('Backend interface connection abnormal'))
      ctx.effect = undefined
      expect(await hasCodeOnServer(ctx)).toBe(false)
      expect(screen.getByText('Choose a payment code of 6 to 12 digits. You enter it each time you pay from your balance.')).toBeTruthy()
    },
    'firstTime.saving': saving,
    'changing.editing': async (ctx) => {
      await editing(ctx, true)
      if (ctx.effect === 'wrongOld') await waitFor(() => expect(ctx.toasts.shown).toContain('The old payment code is wrong, 4 attempts left'))
      if (ctx.effect === 'setElsewhere') {
        await waitFor(() => expect(ctx.toasts.shown).toContain(RULE))
        // The profile now says what the server said: a code is set.
        expect(profileHasCode(ctx)).toBe(true)
      }
      ctx.effect = undefined
      expect(screen.getByText('Enter your current payment code, then the new one (6 to 12 digits).')).toBeTruthy()
    },
    'changing.saving': saving,
    saved: async (ctx) => {
      const changed = ctx.code !== null
      await waitFor(() => expect(ctx.toasts.shown).toContain(changed ? 'Changed successfully' : 'Setting saved'))
      expect(profileHasCode(ctx)).toBe(true)
      if (ctx.redirect) {
        // On to where checkout asked, in place of this page.
        await waitFor(() => expect(ctx.visited.map(normalised)).toContain(normalised(ctx.redirect!)))
      } else {
        await waitFor(() => expect(at(ctx)).toBe('/security'))
        await screen.findByText('Set')
      }
      // The code typed is the shopper's code now.
      await setCode(ctx.account, '963852', ctx.typed)
    },
  },
}
