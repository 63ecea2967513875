// The recharge machine in Chromium, through /topUp, /cardTopUp and /walletTopUp, each path with a
// new shopper of the demo server (tests/views/support/recharge-world.ts): from the wallet, or, when
// the path submits, from the checkout of an order the wallet cannot pay, to go back there after.
// - Rule: the generated graph does not tell the two pages apart (the example channels are open or
//   closed for both ways alike), so every path holds on either page and runs on both (variants);
//   OPEN taps the page's way on /topUp.
// - Rule: no channel at all (unavailable) is not produced here: only an operator closes them, in the
//   database of the server's own process, and no call does it yet. The view layer produces it.
// - done/error of loadChannels, uploadEvidence and submitRecharge release the held call, as at the
//   view layer: a dropped connection, a file that is no picture, an amount one cent above the most.
// - done/error of copyText release the page's clipboard write, held in the page: passed on to
//   Chromium's own clipboard (read back afterwards), or refused like a denied permission.
// - COPY on a page that is not a secure context: the page opened at the machine's network address
//   over plain HTTP (loopback counts as secure), where Chromium offers no clipboard at all.
// - SUBMIT first taps Submit on the untouched form (the contract's messages, nothing sent), then
//   fills it. Screenshots of /topUp, each form empty, refused and filled, and the recharge submitted.
import { networkInterfaces } from 'node:os'
import { expect } from '../support/expect'
import type { BrowserContext, Page } from 'playwright-core'
import type { GeneratedPath } from '../../../src/tools/statecharts/paths'
import { PARCEL_PNG } from '../../support/pictures'
import type { CheckoutItem } from '../../views/support/checkout'
import { merchantItem, merchantLogin } from '../../views/support/refund-world'
import {
  amountToType, carried, channelsClosed, copyTarget, firstNetwork, HELD, inWallet, LOAD, METHOD_LINK, OTHER_METHOD, PAGE, prepareRechargeWorld, readChannels,
  rechargeAnswers, rechargesOnServer, SENDING_ADDRESS, startHref, storedAmount, SUBMIT, UNAVAILABLE, UPLOAD, uploadRefused, type Channels,
  type HeldClipboard, type Method, type RechargePath,
} from '../../views/support/recharge-world'
import { newAccount } from '../support/api'
import { openPhone } from '../support/browser'
import type { BrowserDriver } from '../support/browser-driver'
import { BrowserTransport } from '../support/browser-transport'
import { checkoutCall, recordToasts, type PageToasts } from '../support/checkout'
import { snap } from '../support/screenshots'

interface Ctx extends RechargePath {
  context: BrowserContext
  page: Page
  transport: BrowserTransport
  toasts: PageToasts
  typed: string | null
  /** Screenshots already taken by this path. */
  shots: Set<string>
}

const VARIANTS: Record<string, Method> = { 'shopper on /cardTopUp': 'manual', 'shopper on /walletTopUp': 'chain' }
const at = (s: Ctx, selector: string) => s.page.locator(selector).first()
const textOf = (s: Ctx, selector: string) => at(s, selector).textContent()
const isLoading = async (s: Ctx, selector: string) => /adm-button-loading/.test((await at(s, selector).getAttribute('class')) ?? '')
const pictures = (s: Ctx) => s.page.locator('.recharge-evidence .adm-image-uploader-cell:not(.adm-image-uploader-upload-button) img').count()
const pathOf = (s: Ctx) => {
  const url = new URL(s.page.url())
  return `${url.pathname}${url.search}`
}

/** The machine's address on its network: plain HTTP there is not a secure context (loopback is). */
const networkAddress = Object.values(networkInterfaces()).flat().find((i) => i && i.family === 'IPv4' && !i.internal)?.address
const insecureCopy = (path: GeneratedPath) => path.steps.some((step) => step.event.type === 'COPY' && step.event.secure === false)

let item: Promise<CheckoutItem> | undefined
let channels: Promise<Channels> | undefined

/** Holds every clipboard write of the page until the test releases it, then passes it on or refuses it. */
function holdClipboard() {
  const w = window as unknown as { __clipboard: unknown }
  if (!navigator.clipboard) return
  const real = navigator.clipboard.writeText.bind(navigator.clipboard)
  const pending: Array<{ text: string; resolve(): void; reject(error: unknown): void }> = []
  w.__clipboard = {
    pending: () => pending.length,
    release: (outcome: 'pass' | 'fail') => {
      const write = pending.shift()!
      if (outcome === 'pass') real(write.text).then(write.resolve, write.reject)
      else write.reject(new DOMException('Write permission denied.', 'NotAllowedError'))
    },
  }
  navigator.clipboard.writeText = (text: string) => new Promise<void>((resolve, reject) => void pending.push({ text, resolve, reject }))
}

type PageClipboard = { pending(): number; release(outcome: string): void }
const clipboardPending = (s: Ctx) => s.page.evaluate(() => (window as unknown as { __clipboard: PageClipboard }).__clipboard.pending())

function pageClipboard(page: Page): HeldClipboard {
  return {
    async release(outcome) {
      await expect.poll(() => page.evaluate(() => (window as unknown as { __clipboard: PageClipboard }).__clipboard.pending())).toBeGreaterThan(0)
      await page.evaluate((o) => (window as unknown as { __clipboard: PageClipboard }).__clipboard.release(o), outcome)
    },
    text: () => page.evaluate(() => navigator.clipboard.readText()),
  }
}

/** A screenshot once the toasts are gone and the pictures in view have loaded; once per name and path. */
async function calmSnap(s: Ctx, name: string) {
  if (s.shots.has(name)) return
  s.shots.add(name)
  await s.page.locator('.adm-toast-main').waitFor({ state: 'hidden' })
  await s.page.waitForFunction(() =>
    [...document.images].every((img) => img.getBoundingClientRect().top > window.innerHeight || (img.complete && img.naturalWidth > 0)),
  )
  await snap(s.page, name)
}

const pageName = (s: Ctx) => (s.method === 'manual' ? 'card-top-up' : 'wallet-top-up')

async function effects(s: Ctx) {
  const toast = s.toast
  s.toast = undefined
  if (toast) {
    await expect.poll(async () => (await s.toasts.shown()).some((m) => (typeof toast === 'string' ? m === toast : toast.test(m))), { message: `toast ${toast}` }).toBe(true)
    await s.toasts.clear()
  }
  const copied = s.copied
  s.copied = undefined
  if (copied) expect(await s.clipboard.text()).toBe(copied)
}

async function chooseFile(s: Ctx, refused: boolean) {
  const file = refused ? { name: 'evidence.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') } : { name: 'evidence.png', mimeType: 'image/png', buffer: PARCEL_PNG }
  await s.page.locator('.recharge-evidence input[type=file]').setInputFiles(file)
}

async function chooseNetwork(s: Ctx) {
  if (s.method !== 'chain' || s.network) return
  const network = firstNetwork(s)
  await s.page.getByRole('option', { name: network.name }).click()
  s.network = network.code
  await expect.poll(() => textOf(s, '.recharge-address')).toBe(network.address)
}

async function showsWhereToPay(s: Ctx) {
  if (s.method === 'manual') {
    expect(await textOf(s, '.recharge-bank-name')).toBe(s.channels.bank!.name)
    expect(await textOf(s, '.recharge-bank-holder')).toBe(s.channels.bank!.holder)
    expect(await textOf(s, '.recharge-account-no')).toBe(s.channels.bank!.account_no)
    return
  }
  expect(await s.page.locator('.recharge-form [role=option]').allTextContents()).toEqual(s.channels.networks.map((n) => n.name))
  await s.page.getByText('Deposits via DEX, BSC and HECO are not supported').waitFor()
  await s.page.getByText('Choose the same network as the withdrawal platform').waitFor()
  if (s.network) expect(await textOf(s, '.recharge-address')).toBe(copyTarget(s))
  else await s.page.getByText('Choose a network to see its deposit address').waitFor()
}

export const driver: BrowserDriver<Ctx> = {
  accepts: (path) =>
    !path.steps.some((step) => step.event.type === 'xstate.done.actor.loadChannels' && channelsClosed(step.event)) && (!!networkAddress || !insecureCopy(path)),
  variants: Object.keys(VARIANTS),
  async start(browser, baseURL, path, variant) {
    const call = checkoutCall(baseURL)
    const { token } = await newAccount(baseURL)
    // A page over plain HTTP at the network address when the path copies there; loopback otherwise.
    const origin = insecureCopy(path) ? baseURL.replace('127.0.0.1', networkAddress!) : baseURL
    const { context, page } = await openPhone(browser, origin)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    await page.addInitScript(holdClipboard)
    const transport = new BrowserTransport(page)
    const s: Ctx = {
      call, held: transport, clipboard: pageClipboard(page), token, method: VARIANTS[variant!]!, redirect: null,
      channels: await (channels ??= readChannels(call, token)), pictures: 0, network: null, filled: false,
      closeChannels: () => Promise.reject(new Error('the browser layer cannot close the channels')),
      context, page, transport, toasts: await recordToasts(page), typed: null, shots: new Set(),
    }
    try {
      await prepareRechargeWorld(s, path, await (item ??= merchantLogin(call).then((merchant) => merchantItem(call, merchant))))
    } catch (error) {
      await context.close()
      throw error
    }
    await transport.hold(...HELD)
    await context.addCookies([{ name: 'Admin-Token', value: token, url: origin }])
    await page.goto(startHref(s))
    return s
  },
  stop: (s) => s.context.close(),
  events: {
    ...rechargeAnswers,
    OPEN: async (s) => {
      const link = s.page.getByRole('link', { name: METHOD_LINK[s.method] })
      await link.waitFor()
      expect(await link.getAttribute('href')).toBe(`${PAGE[s.method]}${carried(s)}`)
      expect(await s.page.getByRole('link', { name: 'Recharge record' }).getAttribute('href')).toBe('/topUpRecord')
      await calmSnap(s, s.redirect ? 'top-up-from-checkout' : 'top-up')
      await link.click()
    },
    RETRY: (s) => s.page.getByRole('button', { name: 'Retry' }).click(),
    UPLOAD: (s, _event, { next }) => chooseFile(s, uploadRefused(next)),
    COPY: async (s, event) => {
      await chooseNetwork(s)
      if (!event.secure) {
        expect(await s.page.evaluate(() => [window.isSecureContext, 'clipboard' in navigator])).toEqual([false, false])
        s.toast = 'This operation is not supported by non-HTTPS protocol'
      }
      await at(s, 'button.recharge-copy').click()
    },
    SUBMIT: async (s, _event, { path, index }) => {
      if (!s.filled) {
        // The untouched form is refused by the contract's rules, nothing sent.
        await at(s, 'button.recharge-submit').click()
        await s.page.getByText('Please fill correct amount').waitFor()
        await s.page.getByText('Please upload payment evidence').waitFor()
        if (s.method === 'chain') {
          await s.page.getByText('Please choose charge network').waitFor()
          await s.page.getByText('Please fill recharge address').waitFor()
        }
        expect(s.transport.isPending(SUBMIT)).toBe(false)
        await calmSnap(s, `${pageName(s)}-refused`)
        await chooseNetwork(s)
        if (s.method === 'chain') await at(s, '.recharge-from-address input').fill(SENDING_ADDRESS)
        if (s.pictures === 0) {
          await chooseFile(s, false)
          await s.transport.release(UPLOAD, 'pass')
          s.pictures = 1
          await expect.poll(() => pictures(s)).toBe(1)
          await expect.poll(() => at(s, 'button.recharge-submit').isDisabled()).toBe(false)
          await s.toasts.clear()
        }
        s.filled = true
      }
      s.typed = amountToType(s, path, index)
      await at(s, '.recharge-amount input').fill(s.typed)
      await calmSnap(s, `${pageName(s)}-filled`)
      await at(s, 'button.recharge-submit').click()
    },
  },
  states: {
    loading: async (s) => {
      await expect.poll(() => s.transport.isPending(LOAD)).toBe(true)
      await expect.poll(() => pathOf(s)).toBe(`${PAGE[s.method]}${carried(s)}`)
      await s.page.locator('.recharge-page .skeleton-paragraph').first().waitFor()
      expect(await s.page.locator('button.recharge-submit').count()).toBe(0)
    },
    loadFailed: async (s) => {
      await s.page.getByText('Failed to load').waitFor()
      expect(await s.page.getByRole('button', { name: 'Retry' }).count()).toBe(1)
      await calmSnap(s, `${pageName(s)}-load-failed`)
    },
    // Not reached here (see the rule above); kept so the page's words are checked wherever it is.
    unavailable: async (s) => {
      const notice = s.page.locator('.recharge-unavailable')
      await notice.waitFor()
      expect(await notice.locator('.notice-title').textContent()).toBe(UNAVAILABLE[s.method])
      expect(await notice.locator('a').getAttribute('href')).toBe(`${OTHER_METHOD[s.method].page}${carried(s)}`)
    },
    'form.idle': async (s) => {
      await effects(s)
      await at(s, 'button.recharge-submit').waitFor()
      await expect.poll(() => isLoading(s, 'button.recharge-submit')).toBe(false)
      await expect.poll(() => at(s, 'button.recharge-submit').isDisabled()).toBe(false)
      await showsWhereToPay(s)
      await s.page.getByText(`At most ${inWallet(s.channels.max_amount)} per recharge`).waitFor()
      await expect.poll(() => pictures(s)).toBe(s.pictures)
      if (s.typed) expect(await at(s, '.recharge-amount input').inputValue()).toBe(s.typed)
      expect(await rechargesOnServer(s)).toEqual([])
      if (s.pictures === 0 && !s.typed) await calmSnap(s, pageName(s))
    },
    'form.uploading': async (s) => {
      await expect.poll(() => s.transport.isPending(UPLOAD)).toBe(true)
      await expect.poll(() => at(s, 'button.recharge-submit').isDisabled()).toBe(true)
    },
    'form.copying': async (s) => {
      await expect.poll(() => clipboardPending(s)).toBe(1)
      await expect.poll(() => isLoading(s, 'button.recharge-copy')).toBe(true)
      expect(await at(s, 'button.recharge-submit').isDisabled()).toBe(true)
    },
    submitting: async (s) => {
      await expect.poll(() => isLoading(s, 'button.recharge-submit')).toBe(true)
      await expect.poll(() => s.transport.isPending(SUBMIT)).toBe(true)
    },
    submitted: async (s) => {
      await effects(s)
      await s.page.getByText('Recharge submitted', { exact: true }).waitFor()
      expect(await textOf(s, '.recharge-status-badge')).toBe('Waiting for review')
      const amount = storedAmount(s.typed!)
      expect(await textOf(s, '.recharge-fact-amount')).toBe(inWallet(amount))
      expect(await textOf(s, '.recharge-fact-method')).toBe(METHOD_LINK[s.method])
      const [row, ...others] = await rechargesOnServer(s)
      expect(others).toEqual([])
      expect(row).toMatchObject({ status: 0, method: s.method, amount })
      if (s.method === 'chain') {
        expect(row).toMatchObject({ network: s.network, address: SENDING_ADDRESS })
        expect(await textOf(s, '.recharge-fact-network')).toBe(firstNetwork(s).name)
        expect(await textOf(s, '.recharge-fact-address')).toBe(SENDING_ADDRESS)
      }
      expect(await s.page.getByRole('link', { name: 'Recharge record' }).getAttribute('href')).toBe('/topUpRecord')
      await calmSnap(s, `${pageName(s)}-submitted`)
      // Back to the checkout the shopper came from (the recharge is final: nothing follows it here).
      await s.page.getByRole('button', { name: 'Back to where you were' }).click()
      await expect.poll(() => pathOf(s)).toBe(s.redirect)
      await s.page.locator('.app-nav-title', { hasText: 'Checkout' }).waitFor()
    },
  },
}
