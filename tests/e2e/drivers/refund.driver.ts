// The refund machine in Chromium, through /refund, each path with a new shopper of the demo server
// (its play money pays the order) whose order is brought as far as the path's first reading says
// (tests/views/support/refund-world.ts), through the HTTP API only: paid and shipped with no refund;
// a refund applying; a return approved; the whole order refunded; a refusal on an order completed
// since; not paid; or no order in the route at all.
// - done/error of loadRefund, uploadProof, applyRefund and withdrawRefund release the held call, as
//   at the view layer (refundAnswers): a dropped connection, a file that is no picture, a refund
//   opened on another device meanwhile or an amount one cent too high, the merchant refusing meanwhile.
// - The rest are taps: the proof uploader, Submit (first on the untouched form: the contract's
//   messages, nothing sent; then the choices, the explanation and a picture), the prompt's Confirm
//   and Cancel, Withdraw, Refresh, Retry. Screenshots of the form, the prompt and what follows.
import { expect } from '../support/expect'
import type { BrowserContext, Page } from 'playwright-core'
import { formatPrice } from '../../../src/ui/format/display-currency'
import { PARCEL_PNG } from '../../support/pictures'
import { type CheckoutItem } from '../../views/support/checkout'
import {
  amountToType, APPLY, EXPLANATION, HELD, LOAD, merchantItem, merchantLogin, prepareRefundWorld, refundAnswers, refundOnServer, refundWorldOf,
  SHOP_NOTE, UPLOAD, uploadRefused, WITHDRAW, type RefundPath,
} from '../../views/support/refund-world'
import { newAccount } from '../support/api'
import { openPhone } from '../support/browser'
import type { BrowserDriver } from '../support/browser-driver'
import { BrowserTransport } from '../support/browser-transport'
import { checkoutCall, recordToasts, type PageToasts } from '../support/checkout'
import { snap } from '../support/screenshots'

interface Ctx extends RefundPath {
  context: BrowserContext
  page: Page
  transport: BrowserTransport
  toasts: PageToasts
  filled: boolean
}

const usd = (amount: string) => formatPrice(amount, 'USD', '1', 'en')
const at = (s: Ctx, selector: string) => s.page.locator(selector).first()
const textOf = (s: Ctx, selector: string) => at(s, selector).textContent()
const isLoading = async (s: Ctx, selector: string) => /adm-button-loading/.test((await at(s, selector).getAttribute('class')) ?? '')
const pictures = (s: Ctx) =>
  s.page.locator('.refund-proof .adm-image-uploader-cell:not(.adm-image-uploader-cell-fail):not(.adm-image-uploader-upload-button) img').count()

let item: Promise<CheckoutItem> | undefined

/** A picture through the API, from Node (its FormData is the server's kind). */
const uploadVia = (baseURL: string) => async (token: string) => {
  const form = new FormData()
  form.append('file', new Blob([PARCEL_PNG], { type: 'image/png' }), 'proof.png')
  const res = await fetch(`${baseURL}/api/common/upload`, { method: 'POST', body: form, headers: { token } })
  return ((await res.json()) as { data: { url: string } }).data.url
}

/** A screenshot once the toasts are gone and the pictures in view have loaded. */
async function calmSnap(s: Ctx, name: string) {
  await s.page.locator('.adm-toast-main').waitFor({ state: 'hidden' })
  await s.page.waitForFunction(() =>
    [...document.images].every((img) => img.getBoundingClientRect().top > window.innerHeight || (img.complete && img.naturalWidth > 0)),
  )
  await snap(s.page, name)
}

async function effects(s: Ctx) {
  const toast = s.toast
  s.toast = undefined
  if (!toast) return
  await expect.poll(async () => (await s.toasts.shown()).some((m) => (typeof toast === 'string' ? m === toast : toast.test(m))), { message: `toast ${toast}` }).toBe(true)
  await s.toasts.clear()
}

async function chooseFile(s: Ctx, refused: boolean) {
  const file = refused ? { name: 'proof.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') } : { name: 'proof.png', mimeType: 'image/png', buffer: PARCEL_PNG }
  await s.page.locator('.refund-proof input[type=file]').setInputFiles(file)
}

async function showsRefund(s: Ctx, badge: string) {
  await effects(s)
  await expect.poll(() => textOf(s, '.refund-status-badge')).toBe(badge)
  expect(await textOf(s, '.refund-order-sn')).toBe(`Order ${s.order!.sn}`)
  expect(await textOf(s, '.refund-fact-amount')).toBe(usd(s.order!.total))
  expect(await textOf(s, '.refund-fact-explanation')).toBe(EXPLANATION)
}

async function stillWaiting(s: Ctx) {
  await showsRefund(s, 'Applying for refund')
  expect(await textOf(s, '.refund-status-title')).toBe('Your refund application has already been submitted')
  expect(await refundOnServer(s)).toMatchObject({ status: -4, refund: { status: 'applying' } })
}

export const driver: BrowserDriver<Ctx> = {
  async start(browser, baseURL, path) {
    const call = checkoutCall(baseURL)
    const { token } = await newAccount(baseURL)
    const { context, page } = await openPhone(browser, baseURL)
    const transport = new BrowserTransport(page)
    const merchant = await merchantLogin(call)
    const s: Ctx = {
      call, held: transport, uploadProof: uploadVia(baseURL), merchant, token, kind: refundWorldOf(path), order: null, href: '', pictures: 0,
      context, page, transport, toasts: await recordToasts(page), filled: false,
    }
    try {
      await prepareRefundWorld(s, await (item ??= merchantItem(call, merchant)))
    } catch (error) {
      await context.close()
      throw error
    }
    await transport.hold(...HELD)
    await context.addCookies([{ name: 'Admin-Token', value: token, url: baseURL }])
    await page.goto(s.href)
    return s
  },
  stop: (s) => s.context.close(),
  events: {
    ...refundAnswers,
    // The page opens on the route as it loads: nothing to tap.
    OPEN: async () => {},
    RETRY: (s) => s.page.getByRole('button', { name: 'Retry' }).click(),
    REFRESH: (s) => s.page.getByRole('button', { name: 'Refresh' }).click(),
    UPLOAD: (s, _event, { next }) => chooseFile(s, uploadRefused(next)),
    SUBMIT: async (s, _event, { path, index }) => {
      if (!s.filled) {
        // The untouched form is refused by the contract's rules, nothing sent.
        await at(s, 'button.refund-submit').click()
        await s.page.getByText('Please say whether you received the goods').waitFor()
        await s.page.getByText('Please choose a reason').waitFor()
        await s.page.getByText('Please explain why you want a refund').waitFor()
        await s.page.getByText('Please upload proof').waitFor()
        expect(s.transport.isPending(APPLY)).toBe(false)
        await calmSnap(s, 'refund-form-refused')
        await s.page.getByRole('option', { name: 'Received', exact: true }).click()
        await s.page.getByRole('option', { name: 'Damaged or faulty' }).click()
        await s.page.getByLabel('Explanation').fill(EXPLANATION)
        const amount = amountToType(s, path, index)
        if (amount) await at(s, '.refund-amount input').fill(amount)
        if (s.pictures === 0) {
          await chooseFile(s, false)
          await s.transport.release(UPLOAD, 'pass')
          s.pictures++
          await expect.poll(() => pictures(s)).toBe(1)
          await expect.poll(() => at(s, 'button.refund-submit').isDisabled()).toBe(false)
          await s.toasts.clear()
        }
        s.filled = true
        await calmSnap(s, 'refund-form-filled')
      }
      await at(s, 'button.refund-submit').click()
    },
    CONFIRM: (s) => s.page.getByRole('button', { name: 'Confirm' }).click(),
    CANCEL: (s) => s.page.getByRole('button', { name: 'Cancel' }).click(),
    WITHDRAW: (s) => at(s, 'button.refund-withdraw').click(),
  },
  states: {
    loading: async (s) => {
      await expect.poll(() => s.transport.isPending(LOAD)).toBe(true)
      await s.page.locator('.refund-page .skeleton-paragraph').first().waitFor()
      expect(await s.page.locator('button.refund-submit').count()).toBe(0)
    },
    loadFailed: async (s) => {
      await s.page.getByText('Failed to load').waitFor()
      expect(await s.page.getByRole('button', { name: 'Retry' }).count()).toBe(1)
    },
    unavailable: async (s) => {
      const notice = s.page.locator('.refund-unavailable')
      await notice.waitFor()
      expect(await notice.locator('.notice-title').textContent()).toBe(s.kind === 'none' ? 'Choose the order to refund from My orders' : 'This order cannot be refunded now')
      expect(await notice.locator('a').getAttribute('href')).toBe(s.kind === 'none' ? '/myPurchases' : `/orderInfo/${s.order!.id}`)
    },
    'form.editing.idle': async (s) => {
      await effects(s)
      await at(s, 'button.refund-submit').waitFor()
      await expect.poll(() => isLoading(s, 'button.refund-submit')).toBe(false)
      await expect.poll(() => at(s, 'button.refund-submit').isDisabled()).toBe(false)
      expect(await textOf(s, '.refund-order-sn')).toBe(`Order ${s.order!.sn}`)
      await s.page.getByText(`At most ${usd(s.order!.total)}`).waitFor()
      await expect.poll(() => pictures(s)).toBe(s.pictures)
      await expect.poll(() => s.page.getByText('Do you want to confirm applying for a refund?').count()).toBe(0)
      expect(await refundOnServer(s)).toMatchObject({ status: 2 })
      await calmSnap(s, s.pictures > 0 ? 'refund-form-picture' : 'refund-form')
    },
    'form.editing.uploading': async (s) => {
      await expect.poll(() => s.transport.isPending(UPLOAD)).toBe(true)
      await expect.poll(() => at(s, 'button.refund-submit').isDisabled()).toBe(true)
    },
    'form.confirming': async (s) => {
      await s.page.getByText('Do you want to confirm applying for a refund?').waitFor()
      expect(s.transport.isPending(APPLY)).toBe(false)
      expect(await refundOnServer(s)).toMatchObject({ status: 2, refund: null })
      await calmSnap(s, 'refund-confirm')
    },
    'form.submitting': async (s) => {
      await expect.poll(() => isLoading(s, 'button.refund-submit')).toBe(true)
      await expect.poll(() => s.transport.isPending(APPLY)).toBe(true)
    },
    submitted: async (s) => {
      await stillWaiting(s)
      await calmSnap(s, 'refund-submitted')
    },
    'refund.applying': async (s) => {
      await stillWaiting(s)
      expect(await at(s, 'button.refund-withdraw').isDisabled()).toBe(false)
    },
    'refund.withdrawing': async (s) => {
      await expect.poll(() => isLoading(s, 'button.refund-withdraw')).toBe(true)
      await expect.poll(() => s.transport.isPending(WITHDRAW)).toBe(true)
    },
    'refund.inProgress': async (s) => {
      await showsRefund(s, 'Refund in progress')
      expect(await textOf(s, '.refund-fact-type')).toBe('Refund and return')
      await s.page.getByText('The shop agreed: send the goods back, the money follows when they arrive').waitFor()
      expect(await s.page.locator('button.refund-withdraw').count()).toBe(0)
      await calmSnap(s, 'refund-in-progress')
    },
    'refund.refunded': async (s) => {
      await showsRefund(s, 'Refunded')
      await s.page.getByText('The money is back in your wallet').waitFor()
      expect(await refundOnServer(s)).toMatchObject({ status: -1, refund: { status: 'refunded' } })
      await calmSnap(s, 'refund-refunded')
    },
    'refund.refused': async (s) => {
      await showsRefund(s, 'Refund refused')
      expect(await textOf(s, '.refund-shop-note')).toBe(`The shop says: ${SHOP_NOTE}`)
      expect(await refundOnServer(s)).toMatchObject({ status: 4 })
      await calmSnap(s, 'refund-refused')
    },
  },
}
