// The refund-decision machine in Chromium at a phone viewport, on the console's refunds screen as
// the demo merchant, each path with a refund of its own asked by a new shopper of the demo shop and
// brought to where the path opens (prepareRefund of tests/views/support/fulfilment-world.ts). The same answers as the view
// driver: decide and received held by Playwright routes; a refused approval is the shopper
// withdrawing meanwhile; a refused refusal or receipt is the connection dropping.
import { expect } from '../support/expect'
import type { BrowserContext, Page } from 'playwright-core'
import { fulfilmentWorld, prepareRefund, type Bought, type FulfilmentWorld } from '../../views/support/fulfilment-world'
import { newAccount } from '../support/api'
import { openPhone } from '../support/browser'
import type { BrowserDriver } from '../support/browser-driver'
import { BrowserTransport } from '../support/browser-transport'
import { recordToasts, type PageToasts } from '../support/checkout'
import { DECIDE, RECEIVED, refundDecisionAnswers, STATUS_TEXT } from '../../views/support/refund-decision-answers'


interface Ctx {
  context: BrowserContext
  page: Page
  world: FulfilmentWorld
  transport: BrowserTransport
  toasts: PageToasts
  bought: Bought
  refundId: number
  toast?: string
}

const row = (s: Ctx) => s.page.locator(`.console-refund[data-refund-id="${s.refundId}"]`)
const inRow = (s: Ctx, selector: string) => row(s).locator(selector)

async function toastShown(s: Ctx) {
  const toast = s.toast
  s.toast = undefined
  if (!toast) return
  await expect.poll(async () => (await s.toasts.shown()).includes(toast), { message: `toast ${toast}` }).toBe(true)
  await s.toasts.clear()
}

async function rowIn(s: Ctx, state: string) {
  await expect.poll(() => row(s).getAttribute('data-state'), { message: `refund in ${state}` }).toBe(state)
}

async function statusAsOnServer(s: Ctx) {
  const { status } = await s.world.refund(s.refundId)
  await expect.poll(() => inRow(s, '.console-refund-status').textContent()).toBe(STATUS_TEXT[status])
  return status
}

async function asking(s: Ctx, state: string, question: RegExp, pending: string) {
  await rowIn(s, state)
  expect(await inRow(s, '.console-question-text').textContent()).toMatch(question)
  expect(s.transport.isPending(pending), 'nothing sent before the confirm').toBe(false)
}

async function waitingOnServer(s: Ctx, state: string, button: string, pending: string) {
  await rowIn(s, state)
  await expect.poll(() => inRow(s, button).getAttribute('class')).toMatch(/adm-button-loading/)
  expect(await inRow(s, '.console-not-now').isDisabled(), 'no second decision while the server answers').toBe(true)
  expect(s.transport.isPending(pending)).toBe(true)
}

export const driver: BrowserDriver<Ctx> = {
  async start(browser, baseURL, path) {
    const world = fulfilmentWorld((p, init) => fetch(`${baseURL}${p}`, init), async () => (await newAccount(baseURL)).token)
    const { bought, refundId, tab } = await prepareRefund(world, path)
    const { context, page } = await openPhone(browser, baseURL)
    await context.addCookies([{ name: 'Console-Token', value: await world.api.merchantToken(), url: baseURL }])
    const transport = new BrowserTransport(page)
    await transport.hold(DECIDE, RECEIVED)
    const toasts = await recordToasts(page)
    await page.goto(`/merchant/refunds${tab}`)
    return { context, page, world, transport, toasts, bought, refundId }
  },
  stop: (s) => s.context.close(),
  events: {
    OPEN: async (s) => {
      await row(s).waitFor()
    },
    APPROVE: (s) => inRow(s, '.console-approve').click(),
    REFUSE: (s) => inRow(s, '.console-refuse').click(),
    MARK_RECEIVED: (s) => inRow(s, '.console-mark-received').click(),
    CANCEL: (s) => inRow(s, '.console-not-now').click(),
    CONFIRM: async (s, event) => {
      const note = (event as unknown as { note?: string }).note
      if (note && (await inRow(s, '.console-note textarea').count())) await inRow(s, '.console-note textarea').fill(note)
      await inRow(s, '.console-confirm').click()
    },
    SEND_REFUSAL: async (s, event) => {
      await row(s).getByLabel('Why is it refused? The shopper reads this.').fill((event as unknown as { note: string }).note)
      await inRow(s, '.console-send-refusal').click()
    },
    ...refundDecisionAnswers<Ctx>(),
  },
  states: {
    waiting: async (s) => {
      await rowIn(s, 'waiting')
      expect(await statusAsOnServer(s)).toBe('applying')
      expect(await inRow(s, '.console-approve').isEnabled()).toBe(true)
      expect(await inRow(s, '.console-refund-explanation').textContent()).toBe('The case arrived cracked at one corner')
      // The shopper's proof has loaded: a picture of its own size.
      await expect.poll(() => inRow(s, '.console-proof img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96)
    },
    confirmingApproval: (s) => asking(s, 'confirmingApproval', /^(Pay .+ back to the shopper now\?|Approve the return\? .+ goes back to the shopper once the goods arrive\.)$/, DECIDE),
    approving: (s) => waitingOnServer(s, 'approving', '.console-confirm', DECIDE),
    'refusing.writing': async (s) => {
      await rowIn(s, 'refusing.writing')
      await row(s).getByLabel('Why is it refused? The shopper reads this.').waitFor()
      expect(await inRow(s, '.console-field-error').count()).toBe(0)
    },
    'refusing.noteMissing': async (s) => {
      await rowIn(s, 'refusing.noteMissing')
      expect(await inRow(s, '.console-field-error').textContent()).toBe('Please say why the refund is refused')
      expect(s.transport.isPending(DECIDE), 'nothing sent').toBe(false)
    },
    sendingRefusal: (s) => waitingOnServer(s, 'sendingRefusal', '.console-send-refusal', DECIDE),
    waitingForGoods: async (s) => {
      await rowIn(s, 'waitingForGoods')
      await toastShown(s)
      expect(await statusAsOnServer(s)).toBe('in_progress')
      expect(await inRow(s, '.console-mark-received').isEnabled()).toBe(true)
    },
    confirmingReceipt: (s) => asking(s, 'confirmingReceipt', /^Have the goods come back\? .+ goes back to the shopper now\.$/, RECEIVED),
    markingReceived: (s) => waitingOnServer(s, 'markingReceived', '.console-confirm', RECEIVED),
    decided: async (s) => {
      await rowIn(s, 'decided')
      await toastShown(s)
      expect(['refunded', 'refused', 'withdrawn']).toContain(await statusAsOnServer(s))
      expect(await inRow(s, '.console-refund-actions button').count(), 'nothing left to do').toBe(0)
    },
    outdated: async (s) => {
      await toastShown(s)
      const status = await statusAsOnServer(s)
      await rowIn(s, status === 'applying' ? 'waiting' : status === 'in_progress' ? 'waitingForGoods' : 'decided')
    },
  },
}
