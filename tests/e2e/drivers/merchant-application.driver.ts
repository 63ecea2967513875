// The merchantApplication machine in Chromium, through /partnership, each path with a new shopper of
// the demo server who opens it from the personal center's "Open your own shop"
// (tests/views/support/merchant-application-world.ts).
// - done/error of loadApplication, uploadLogo and submitApplication release the held call, as at the
//   view layer: a dropped connection; an application sent and decided through the API just before
//   the page reads it; a file that is no picture; the demo shop's name in capitals, or an
//   application sent from the shopper's other device meanwhile.
// - Rule: an application never vanishes, so paths reading none after one existed are left out.
// - SUBMIT first taps Submit on the untouched form (the contract's messages, nothing sent), then
//   fills it. Screenshots of the form empty, refused by its rules, filled, refused by the server,
//   and the application waiting, approved and refused.
import type { BrowserContext, Page } from 'playwright-core'
import { DEMO_ACCOUNTS } from '../../../src/server/db/demo-accounts'
import { PARCEL_PNG } from '../../support/pictures'
import {
  applicationAnswers, CATEGORY, CONTACT, DESCRIPTION, HELD, latestOf, LOAD, nameToType, ok, possible, REFUSAL_NOTE, SUBMIT, UPLOAD,
  uploadRefused, type ApplicationPath,
} from '../../views/support/merchant-application-world'
import { api, newAccount } from '../support/api'
import { openPhone } from '../support/browser'
import type { BrowserDriver } from '../support/browser-driver'
import { expect } from '../support/expect'
import { BrowserTransport } from '../support/browser-transport'
import { checkoutCall, recordToasts, type PageToasts } from '../support/checkout'
import { snap } from '../support/screenshots'

interface Ctx extends ApplicationPath {
  context: BrowserContext
  page: Page
  transport: BrowserTransport
  toasts: PageToasts
  /** Screenshots already taken by this path. */
  shots: Set<string>
}

const at = (s: Ctx, selector: string) => s.page.locator(selector).first()
const textOf = (s: Ctx, selector: string) => at(s, selector).textContent()
const submit = (s: Ctx) => at(s, 'button.partnership-submit')
const isLoading = async (s: Ctx, selector: string) => /adm-button-loading/.test((await at(s, selector).getAttribute('class')) ?? '')
const pictures = (s: Ctx) => s.page.locator('.partnership-logo .adm-image-uploader-cell:not(.adm-image-uploader-upload-button) img').count()

let operator: Promise<string> | undefined
let categoryId: Promise<number> | undefined

async function uploadAs(baseURL: string, token: string): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([PARCEL_PNG], { type: 'image/png' }), 'logo.png')
  const res = await fetch(`${baseURL}/api/common/upload`, { method: 'POST', body: form, headers: { token } })
  return ok((await res.json()) as { code: number; msg: string; data: { url: string } }, 'upload').url
}

/** A screenshot once the toasts are gone and the pictures in view have loaded; once per name and path. */
async function calmSnap(s: Ctx, name: string) {
  if (s.shots.has(name)) return
  s.shots.add(name)
  await s.page.locator('.adm-toast-main').waitFor({ state: 'hidden' })
  await s.page.waitForFunction(() =>
    [...document.images].every((img) => img.getBoundingClientRect().top > window.innerHeight || (img.complete && img.naturalWidth > 0)),
  )
  await snap(s.page, `partnership-${name}`)
}

async function effects(s: Ctx) {
  const toast = s.toast
  s.toast = undefined
  if (toast) {
    await expect.poll(async () => (await s.toasts.shown()).includes(toast), { message: `toast ${toast}` }).toBe(true)
    await s.toasts.clear()
  }
}

/** Chooses a file in the logo uploader, the logo there removed first: a picture, or a text file dressed as one. */
async function chooseFile(s: Ctx, refused: boolean) {
  if (s.pictures > 0) {
    await at(s, '.partnership-logo .adm-image-uploader-cell-delete').click()
    s.pictures = 0
    await expect.poll(() => pictures(s)).toBe(0)
  }
  const file = refused ? { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') } : { name: 'logo.png', mimeType: 'image/png', buffer: PARCEL_PNG }
  await s.page.locator('.partnership-logo input[type=file]').setInputFiles(file)
}

/** What the status card shows of the application. */
async function showsApplication(s: Ctx, title: string, badge: string) {
  await s.page.getByRole('heading', { name: title }).waitFor()
  expect(await textOf(s, '.partnership-status-badge')).toBe(badge)
  expect(await textOf(s, '.partnership-fact-name')).toBe(s.shown!.shop_name)
  expect(await textOf(s, '.partnership-fact-category')).toBe(CATEGORY.label)
  expect(await textOf(s, '.partnership-fact-contact')).toBe(CONTACT)
  expect(await textOf(s, '.partnership-fact-description')).toBe(DESCRIPTION)
  expect(await s.page.locator('button.partnership-submit').count()).toBe(0)
}

async function nothingWaiting(s: Ctx) {
  expect((await latestOf(s))?.status ?? null).not.toBe(0)
}

export const driver: BrowserDriver<Ctx> = {
  accepts: possible,
  async start(browser, baseURL) {
    const call = checkoutCall(baseURL)
    const { token } = await newAccount(baseURL)
    operator ??= api(baseURL, 'POST', '/api/user/login', { account: DEMO_ACCOUNTS.operator.account, password: DEMO_ACCOUNTS.operator.password })
      .then((answer) => ok(answer, 'operator login').userinfo.token as string)
    categoryId ??= api(baseURL, 'GET', '/api/category/list').then((answer) => (ok(answer, 'categories') as Array<{ id: number; key: string }>).find((c) => c.key === CATEGORY.key)!.id)
    const { context, page } = await openPhone(browser, baseURL)
    const transport = new BrowserTransport(page)
    const s: Ctx = {
      call, held: transport, uploadPicture: () => uploadAs(baseURL, token), token, operator: await operator, categoryId: await categoryId,
      pictures: 0, filled: false, typedName: null, shown: null, context, page, transport, toasts: await recordToasts(page), shots: new Set(),
    }
    await transport.hold(...HELD)
    await context.addCookies([{ name: 'Admin-Token', value: token, url: baseURL }])
    await page.goto('/profile')
    // The way in: the personal center's link.
    const link = page.getByText('Open your own shop')
    await link.scrollIntoViewIfNeeded()
    await link.click()
    return s
  },
  stop: (s) => s.context.close(),
  events: {
    ...applicationAnswers,
    RETRY: (s) => s.page.getByRole('button', { name: 'Retry' }).click(),
    REFRESH: (s) => s.page.getByRole('button', { name: 'Check again' }).click(),
    APPLY_AGAIN: async (s) => {
      await s.page.getByRole('button', { name: 'Apply again' }).click()
      s.pictures = 1
      s.filled = true
      s.typedName = s.shown!.shop_name
    },
    UPLOAD: (s, _event, { next }) => chooseFile(s, uploadRefused(next)),
    SUBMIT: async (s, _event, { path, index }) => {
      if (!s.filled) {
        // The untouched form is refused by the contract's rules, nothing sent.
        await submit(s).click()
        await s.page.getByText('Please enter the shop name').waitFor()
        if (s.pictures === 0) await s.page.getByText('Please upload the shop logo').waitFor()
        await s.page.getByText('Please choose a category').waitFor()
        await s.page.getByText('Please enter how to contact the shop').waitFor()
        await s.page.getByText('Please describe the shop').waitFor()
        expect(s.transport.isPending(SUBMIT)).toBe(false)
        await calmSnap(s, 'form-refused')
        await s.page.getByRole('option', { name: CATEGORY.label }).click()
        await at(s, '.partnership-contact input').fill(CONTACT)
        await at(s, '.partnership-description textarea').fill(DESCRIPTION)
        s.filled = true
      }
      if (s.pictures === 0) {
        await chooseFile(s, false)
        await s.transport.release(UPLOAD, 'pass')
        s.pictures = 1
        await expect.poll(() => pictures(s)).toBe(1)
        await expect.poll(() => submit(s).isDisabled()).toBe(false)
        await expect.poll(async () => (await s.toasts.shown()).includes('Upload successful')).toBe(true)
        await s.toasts.clear()
      }
      s.typedName = nameToType(path.steps[index + 1])
      await at(s, '.partnership-shop-name input').fill(s.typedName)
      await calmSnap(s, 'form-filled')
      await submit(s).click()
    },
  },
  states: {
    loading: async (s) => {
      await expect.poll(() => s.transport.isPending(LOAD)).toBe(true)
      await expect.poll(() => new URL(s.page.url()).pathname).toBe('/partnership')
      await s.page.locator('.partnership-page .skeleton-paragraph').first().waitFor()
      expect(await s.page.locator('button.partnership-submit').count()).toBe(0)
    },
    loadFailed: async (s) => {
      await s.page.getByText('Failed to load').waitFor()
      expect(await s.page.getByRole('button', { name: 'Retry' }).count()).toBe(1)
    },
    'form.idle': async (s) => {
      await effects(s)
      await submit(s).waitFor()
      await expect.poll(() => isLoading(s, 'button.partnership-submit')).toBe(false)
      await expect.poll(() => submit(s).isDisabled()).toBe(false)
      expect(await s.page.locator('.partnership-refusal').count()).toBe(0)
      await expect.poll(() => pictures(s)).toBe(s.pictures)
      if (s.typedName) expect(await at(s, '.partnership-shop-name input').inputValue()).toBe(s.typedName)
      await nothingWaiting(s)
      if (s.pictures === 0 && !s.typedName) await calmSnap(s, 'form')
    },
    'form.uploading': async (s) => {
      await expect.poll(() => s.transport.isPending(UPLOAD)).toBe(true)
      await expect.poll(() => submit(s).isDisabled()).toBe(true)
    },
    'form.refusedByServer': async (s) => {
      await effects(s)
      await expect.poll(() => textOf(s, '.partnership-refusal')).toBe(s.refusal)
      await expect.poll(() => isLoading(s, 'button.partnership-submit')).toBe(false)
      expect(await submit(s).isDisabled()).toBe(false)
      expect(await at(s, '.partnership-shop-name input').inputValue()).toBe(s.typedName)
      expect(await s.toasts.shown()).toEqual([])
      await nothingWaiting(s)
      await calmSnap(s, 'form-refused-by-server')
    },
    submitting: async (s) => {
      await expect.poll(() => isLoading(s, 'button.partnership-submit')).toBe(true)
      await expect.poll(() => s.transport.isPending(SUBMIT)).toBe(true)
    },
    waiting: async (s) => {
      await effects(s)
      const latest = await latestOf(s)
      expect(latest).toMatchObject({ status: 0, shop_name: s.shown!.shop_name })
      s.shown = latest
      await showsApplication(s, 'Application submitted', 'Waiting for review')
      expect(await s.page.getByRole('button', { name: 'Check again' }).count()).toBe(1)
      await calmSnap(s, 'waiting')
    },
    approved: async (s) => {
      await showsApplication(s, 'Your shop is open', 'Approved')
      expect(await s.page.getByRole('link', { name: 'Open the Merchant app' }).getAttribute('href')).toBe('/merchant/')
      await calmSnap(s, 'approved')
    },
    refused: async (s) => {
      await showsApplication(s, 'Application refused', 'Refused')
      expect(await textOf(s, '.partnership-reason-text')).toBe(REFUSAL_NOTE)
      expect(await s.page.getByRole('button', { name: 'Apply again' }).count()).toBe(1)
      await calmSnap(s, 'refused')
    },
  },
}
