// The payment code machine in Chromium, through /changePayPwd, each path with a shopper of its own.
// - START: a shopper without a code taps "Payment code" on the security page; one with a code
//   arrives from checkout with `?redirect=` (the address bar, as checkout's link would).
// - SUBMIT types the codes; when changing the old code too, a wrong one when a refusal comes next.
// - done: the held POST /api/user/resetPay goes on to the server. error: when changing, the server
//   refuses the wrong old code; the first time, `codeAlreadySet` is the shopper's other device
//   setting a code while this request is held, and any other refusal is the connection dropping.
import { expect } from '../support/expect'
import { api } from '../support/api'
import type { BrowserDriver } from '../support/browser-driver'
import { loginWithCookie, pathnameOf, startPhone, type PhoneSession } from '../support/phone-session'

const SAVE = 'POST /api/user/resetPay'
const RULE = 'Old password is required when changing the payment code; leave it empty when setting it for the first time'

interface Ctx extends PhoneSession {
  /** The shopper's payment code on the server (null: none). */
  code: string | null
  /** The code typed as the new one. */
  typed: string
  redirect: string | null
  /** What the last step did besides its state. */
  effect?: 'dropped' | 'wrongOld' | 'setElsewhere'
}

const setCode = async (s: Ctx, new_code: string, old_code?: string) => {
  const answer = await api(s.baseURL, 'POST', '/api/user/resetPay', { old_code, new_code, confirm_code: new_code }, s.account.token)
  expect(answer.code, answer.msg).toBe(1)
}
const hasCodeOnServer = async (s: Ctx) => (await api(s.baseURL, 'GET', '/api/user/getUserInfo', undefined, s.account.token)).data.has_payment_code
const submitButton = (s: Ctx) => s.page.locator('.pay-code-form button[type=submit]')
const isLoading = async (s: Ctx) => ((await submitButton(s).getAttribute('class')) ?? '').includes('adm-button-loading')
/** A location with its search values as text: the router writes a value it parsed as text in quotes. */
const normalised = (href: string) => {
  const url = new URL(href, 'http://localhost')
  const values = [...url.searchParams].map(([key, value]) => `${key}=${value.replace(/^"(.*)"$/, '$1')}`)
  return `${url.pathname}?${values.sort().join('&')}`
}

async function editing(s: Ctx, changing: boolean) {
  await s.page.waitForURL((url) => url.pathname === '/changePayPwd')
  await s.page.getByLabel('New payment code').waitFor()
  await s.page.getByLabel('Confirm payment code').waitFor()
  // The answer arrived (the switch to changing renders with it), then the fields are as the mode says.
  await expect.poll(() => isLoading(s)).toBe(false)
  if (changing) await s.page.getByLabel('Old payment code').waitFor()
  expect(await s.page.getByLabel('Old payment code').count(), 'the old code is asked for only when changing').toBe(changing ? 1 : 0)
  expect(await submitButton(s).textContent()).toBe(changing ? 'Change payment code' : 'Set payment code')
  expect(await submitButton(s).isEnabled()).toBe(true)
}

async function saving(s: Ctx) {
  await expect.poll(() => isLoading(s)).toBe(true)
  expect(await submitButton(s).isDisabled()).toBe(true)
  await expect.poll(() => s.transport.isPending(SAVE)).toBe(true)
}

export const driver: BrowserDriver<Ctx> = {
  async start(browser, baseURL, path) {
    const s: Ctx = { ...(await startPhone(browser, baseURL, [SAVE])), code: null, typed: '', redirect: null }
    if (path.steps[0]!.event.hasCode === true) {
      s.code = '258147'
      await setCode(s, s.code)
    }
    await loginWithCookie(s)
    await s.page.goto('/security')
    await s.page.getByText('Payment code', { exact: true }).waitFor()
    return s
  },
  stop: (s) => s.context.close(),
  events: {
    START: async (s, event) => {
      // The security page says what the profile says.
      await s.page.getByText(event.hasCode ? 'Set' : 'Not set', { exact: true }).waitFor()
      s.redirect = (event.redirect as string | null) ?? null
      if (s.redirect) await s.page.goto(`/changePayPwd?redirect=${encodeURIComponent(s.redirect)}`)
      else await s.page.getByText('Payment code', { exact: true }).click()
    },
    SUBMIT: async (s, _event, { next }) => {
      const refused = next?.event.type === 'xstate.error.actor.saveCode'
      const changing = (await s.page.getByLabel('Old payment code').count()) > 0
      s.typed = s.code === '471036' ? '369147' : '471036'
      if (changing) await s.page.getByLabel('Old payment code').fill(refused ? '000000' : s.code!)
      await s.page.getByLabel('New payment code').fill(s.typed)
      await s.page.getByLabel('Confirm payment code').fill(s.typed)
      await submitButton(s).click()
    },
    'xstate.done.actor.saveCode': (s) => s.transport.release(SAVE, 'pass'),
    'xstate.error.actor.saveCode': async (s, event) => {
      const reason = (event.error as { data?: { reason?: string } }).data?.reason
      if (s.code !== null) {
        await s.transport.release(SAVE, 'pass')
        s.effect = 'wrongOld'
      } else if (reason === 'codeAlreadySet') {
        // The shopper's other device, while this request is on its way.
        s.code = '852369'
        await setCode(s, s.code)
        await s.transport.release(SAVE, 'pass')
        s.effect = 'setElsewhere'
      } else {
        await s.transport.release(SAVE, 'fail')
        s.effect = 'dropped'
      }
    },
  },
  states: {
    'firstTime.editing': async (s) => {
      await editing(s, false)
      if (s.effect === 'dropped') await s.page.getByText('Backend interface connection abnormal').waitFor()
      s.effect = undefined
      expect(await hasCodeOnServer(s)).toBe(false)
      await s.page.getByText('Choose a payment code of 6 to 12 digits. You enter it each time you pay from your balance.').waitFor()
    },
    'firstTime.saving': saving,
    'changing.editing': async (s) => {
      await editing(s, true)
      if (s.effect === 'wrongOld') await s.page.getByText('The old payment code is wrong, 4 attempts left').waitFor()
      if (s.effect === 'setElsewhere') await s.page.getByText(RULE).waitFor()
      s.effect = undefined
      await s.page.getByText('Enter your current payment code, then the new one (6 to 12 digits).').waitFor()
    },
    'changing.saving': saving,
    saved: async (s) => {
      const changed = s.code !== null
      await s.page.getByText(changed ? 'Changed successfully' : 'Setting saved').waitFor()
      if (s.redirect) {
        // On to where checkout asked, in place of this page.
        await s.page.waitForURL((url) => url.pathname === new URL(s.redirect!, 'http://localhost').pathname)
        expect(normalised(s.page.url())).toBe(normalised(s.redirect))
      } else {
        await s.page.waitForURL((url) => url.pathname === '/security')
        await s.page.getByText('Set', { exact: true }).waitFor()
      }
      expect(pathnameOf(s)).not.toBe('/changePayPwd')
      // The code typed is the shopper's code now.
      await setCode(s, '963852', s.typed)
    },
  },
}
