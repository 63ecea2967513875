// An operator's decision on one row (the auditDecision machine) in Chromium, on the console's
// recharge queue at a phone viewport: each path with a new shopper's recharge (its evidence
// uploaded) waiting, and the demo operator's console session. The view layer runs every path for
// both queues; here the covering paths on the recharges, since the component is the same and a
// browser step costs more (the withdrawal queue is decided in Chromium by the operator journey).
// - APPROVE and REFUSE tap the row's buttons; CONFIRM taps the dialog's Approve; CANCEL backs out of
//   where the machine was; SUBMIT types the reason (blanks included) and taps "Refuse with this
//   reason"; RETRY taps Retry.
// - The audit call is held (Playwright routes); done releases it to the server; error is a dropped
//   connection, or the row decided first at another desk (the demo operator through the API).
import { expect } from '../support/expect'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { PARCEL_PNG } from '../../support/pictures'
import {
  auditAnswers, balanceAfter, balanceNow, ELSEWHERE_NOTE, operatorLogin, prepareAuditRow, QUEUES, questionOf, rowOnServer, stateBefore, type AuditPath,
} from '../../views/support/audit-decision-world'
import { newAccount } from '../support/api'
import { openPhone } from '../support/browser'
import type { BrowserDriver } from '../support/browser-driver'
import { BrowserTransport } from '../support/browser-transport'
import { checkoutCall, recordToasts, type PageToasts } from '../support/checkout'

interface Ctx extends AuditPath {
  context: BrowserContext
  page: Page
  transport: BrowserTransport
  toasts: PageToasts
}

const row = (s: Ctx) => s.page.locator(`[${QUEUES[s.queue].idAttribute}="${s.row.id}"]`)
const within = (s: Ctx, selector: string): Locator => row(s).locator(selector)
const decision = (s: Ctx) => within(s, '.console-decision')
const question = (s: Ctx) => s.page.locator('.adm-dialog-content', { hasText: questionOf(s) })
const dialogButton = (s: Ctx, text: string) => s.page.locator('.adm-dialog-button', { hasText: text })
const pending = (s: Ctx) => s.transport.isPending(QUEUES[s.queue].audit)
const isLoading = async (locator: Locator) => /adm-button-loading/.test((await locator.getAttribute('class')) ?? '')

async function effects(s: Ctx) {
  const toast = s.toast
  s.toast = undefined
  if (!toast) return
  await expect.poll(async () => (await s.toasts.shown()).includes(toast), { message: `toast ${toast}` }).toBe(true)
  await s.toasts.clear()
}

async function inState(s: Ctx, name: string) {
  await expect.poll(() => decision(s).getAttribute('data-state'), { message: 'the decision' }).toBe(name)
}

async function stillWaiting(s: Ctx) {
  expect(await row(s).getAttribute('data-status')).toBe('0')
  expect((await rowOnServer(s)).status, 'the row still waits on the server').toBe(0)
  expect(await balanceNow(s), 'nothing moved').toBe(s.balance)
}

async function decidedAs(s: Ctx, approved: boolean, note: string | null) {
  await expect.poll(() => row(s).getAttribute('data-status')).toBe(approved ? '1' : '2')
  expect(await within(s, '.console-decided-by .console-status').textContent()).toBe(`${approved ? 'Approved' : 'Refused'} by operator`)
  if (note === null) expect(await within(s, '.console-decided-note').count()).toBe(0)
  else expect(await within(s, '.console-decided-note').textContent()).toBe(`Reason: ${note}`)
  expect(await decision(s).count(), 'no second decision').toBe(0)
  const now = await rowOnServer(s)
  expect(now.status).toBe(approved ? 1 : 2)
  expect(now.note).toBe(note)
  expect(await balanceNow(s)).toBe(balanceAfter(s, approved))
}

/** The queue, oldest first: a busy one (paths run side by side) may hold the row on a later page. */
async function openQueue(s: Ctx) {
  await s.page.goto(QUEUES[s.queue].screen)
  const more = s.page.getByRole('button', { name: 'Load more' })
  for (let pages = 1; pages < 20; pages++) {
    await row(s).or(more).first().waitFor()
    if (await row(s).count()) break
    await more.click()
    await s.page.locator('.console-list[data-list-state="loadingMore"]').waitFor({ state: 'detached' })
  }
  await row(s).scrollIntoViewIfNeeded()
}

export const driver: BrowserDriver<Ctx> = {
  async start(browser, baseURL) {
    const call = checkoutCall(baseURL)
    const shopper = await newAccount(baseURL)
    const { context, page } = await openPhone(browser, baseURL)
    const transport = new BrowserTransport(page)
    const world = await prepareAuditRow({ call, held: transport, queue: 'recharge', shopper }, {
      async upload(token) {
        const form = new FormData()
        form.append('file', new Blob([PARCEL_PNG], { type: 'image/png' }), 'transfer.png')
        const res = await fetch(`${baseURL}/api/common/upload`, { method: 'POST', body: form, headers: { token } })
        return ((await res.json()) as { data: { url: string } }).data.url
      },
      // A new account of the demo server has play money enough for the withdrawal queue.
      fund: async () => {},
    })
    // The console's own session, apart from the API's.
    await context.addCookies([{ name: 'Console-Token', value: await operatorLogin(call), url: baseURL }])
    await transport.hold(QUEUES.recharge.audit)
    const s: Ctx = { ...world, context, page, transport, toasts: await recordToasts(page) }
    await openQueue(s)
    await driver.states.viewing!(s)
    return s
  },
  stop: (s) => s.context.close(),
  events: {
    APPROVE: (s) => within(s, '.console-approve').click(),
    REFUSE: (s) => within(s, '.console-refuse').click(),
    CONFIRM: async (s) => {
      s.sent = { approve: true, note: null }
      await dialogButton(s, 'Approve').click()
    },
    CANCEL: async (s, _event, { path, index }) => {
      const before = stateBefore(path, index)
      if (before.includes('confirming')) await dialogButton(s, 'Not now').click()
      else if (before.includes('failed')) await within(s, '.console-drop-decision').click()
      else await within(s, '.console-cancel-refusal').click()
    },
    SUBMIT: async (s, event) => {
      const note = String(event.note)
      if (note.trim() !== '') s.sent = { approve: false, note: note.trim() }
      await within(s, '.console-refusal-note textarea:not([aria-hidden])').fill(note)
      await within(s, '.console-send-refusal').click()
    },
    RETRY: (s) => within(s, '.console-retry-decision').click(),
    'xstate.done.actor.decide': (s, event) => auditAnswers['xstate.done.actor.decide']!(s, event),
    'xstate.error.actor.decide': (s, event) => auditAnswers['xstate.error.actor.decide']!(s, event),
  },
  states: {
    viewing: async (s) => {
      await inState(s, 'viewing')
      await question(s).waitFor({ state: 'hidden' })
      for (const button of ['.console-approve', '.console-refuse']) {
        expect(await within(s, button).isEnabled(), `${button} can be tapped`).toBe(true)
        expect(await isLoading(within(s, button))).toBe(false)
      }
      expect(pending(s), 'nothing sent').toBe(false)
      await effects(s)
      await stillWaiting(s)
    },
    confirming: async (s) => {
      await inState(s, 'confirming')
      await question(s).waitFor()
      expect(await dialogButton(s, 'Not now').isVisible()).toBe(true)
      expect(pending(s), 'nothing sent before the answer').toBe(false)
    },
    'refusing.writing': async (s) => {
      await inState(s, 'refusing.writing')
      expect(await within(s, '.console-refusal-note textarea:not([aria-hidden])').isVisible()).toBe(true)
      expect(await within(s, '.console-field-error').count()).toBe(0)
      expect(pending(s)).toBe(false)
    },
    'refusing.reasonMissing': async (s) => {
      await inState(s, 'refusing.reasonMissing')
      expect(await within(s, '.console-field-error').textContent()).toBe('Please give the reason for refusing')
      expect(pending(s), 'nothing sent without a reason').toBe(false)
      await stillWaiting(s)
    },
    submitting: async (s) => {
      await inState(s, 'submitting')
      await question(s).waitFor({ state: 'hidden' })
      await expect.poll(() => pending(s), { message: 'the decision waits for the server' }).toBe(true)
      const sending = within(s, s.sent?.approve ? '.console-approve' : '.console-refuse')
      await expect.poll(() => isLoading(sending)).toBe(true)
      expect(await within(s, '.console-approve').isDisabled(), 'no second decision while the server answers').toBe(true)
    },
    failed: async (s) => {
      await inState(s, 'failed')
      await effects(s)
      expect(await within(s, '.console-decision-failed').textContent()).toContain('No answer came back')
      await stillWaiting(s)
    },
    decided: async (s) => {
      await effects(s)
      await decidedAs(s, s.sent!.approve, s.sent!.note)
    },
    outdated: async (s) => {
      await effects(s)
      await decidedAs(s, false, ELSEWHERE_NOTE)
    },
  },
}
