// How each call of the checkout page gets its answer in a model path, the same in jsdom and in
// Chromium: the page's calls are held, and each done/error step of the machine's actors releases
// one, after changing the world the way another device or another shopper would (a promo used,
// the stock bought, the orders paid, wrong codes entered), or drops it like a lost connection.
// The drivers add how a person taps and what they see.
import { defaultSettings } from '../../../src/server/settings'
import type { GeneratedPath, PathStep } from '../../../src/tools/statecharts/paths'
import {
  balanceOf, buyAllBut, buyNow, checkoutWorld, createOrders, enterWrongCodes, payElsewhere, prepareCheckout, previewOf, quantityReaching,
  type CheckoutCall, type CheckoutCatalogue, type CheckoutWorld, type CreatedOrders, type ShopperAddress,
} from './checkout'

export const PREVIEW = 'POST /api/order/preview'
export const UNPAID = 'GET /api/order/unpaid'
export const CREATE = 'POST /api/order/create'
export const PAY = 'POST /api/user/verify_pay'
/** Every call the page's machine waits on: held from the start of a path. */
export const HELD = [PREVIEW, UNPAID, CREATE, PAY]
/** The client's words for a call that got no answer. */
export const NETWORK = 'Backend interface connection abnormal'

/** The network under the test's control (jsdom's ControlledTransport, Chromium's BrowserTransport). */
export interface HeldCalls {
  release(key: string, outcome: 'pass' | 'fail'): Promise<void>
}

/** What a checkout path knows of its world and expects of the page; each driver's context has it. */
export interface CheckoutPath {
  call: CheckoutCall
  catalogue: CheckoutCatalogue
  /** A new shopper of the same server (another buyer), answering their token. */
  newShopper(): Promise<string>
  held: HeldCalls
  world: CheckoutWorld
  token: string
  /** The held call loading waits for. */
  load: string
  /** What the checkout is of, as the preview and create calls take it; null for orders waiting pay. */
  items: Record<string, unknown> | null
  addresses: ShopperAddress[]
  addressId: number | null
  /** The checkout as the server shows it, without and with the promo. */
  preview: any
  promoPreview: any
  orders: CreatedOrders | null
  /** The wallet before paying. */
  balance: string
  /** The Idempotency-Key of every verify_pay request the page made. */
  payKeys: string[]
  wrongEntries: number
  /** The orders were paid on another device meanwhile. */
  paidElsewhere: boolean
  /** Clears the shopper's payment code behind the page's back (support, in the database); absent where the layer cannot. */
  clearCode?: () => Promise<void>
  /** What the last step should have done besides its state: a toast, a page opened (its redirect). */
  toast?: string | RegExp
  opened?: string
}

/**
 * The world of `path` prepared for a new shopper (`token`) whose wallet `fund` may fill first; the
 * page's URL and the path's starting knowledge.
 */
export async function startCheckoutPath(
  path: GeneratedPath,
  base: Pick<CheckoutPath, 'call' | 'catalogue' | 'newShopper' | 'held' | 'token' | 'clearCode'>,
  fund: () => Promise<void>,
): Promise<{ href: string; state: CheckoutPath }> {
  const world = checkoutWorld(path)
  if (world.funded) await fund()
  const balance = await balanceOf(base.call, base.token)
  const prepared = await prepareCheckout(base.call, base.token, base.catalogue, world, balance)
  const state: CheckoutPath = {
    ...base, world, load: world.opens === 'orders' ? UNPAID : PREVIEW, items: prepared.items, addresses: prepared.addresses,
    addressId: prepared.preview?.address_id ?? null, preview: prepared.preview, promoPreview: null, orders: prepared.orders, balance,
    payKeys: [], wrongEntries: 0, paidElsewhere: false,
  }
  return { href: prepared.href, state }
}

export const orderIdsOf = (s: CheckoutPath) => s.orders!.orders.map((o) => o.id)
/** Where "Go to settings" and "Top up" bring the shopper back to: paying these orders. */
export const payHref = (s: CheckoutPath) => `/checkout?order_ids=${orderIdsOf(s).join(',')}`
/** The checkout the page shows now: with the promo while one is applied. */
export const shownCheckout = (s: CheckoutPath) => s.promoPreview ?? s.preview

const promoTyped = (path: GeneratedPath, index: number) =>
  String(path.steps.slice(0, index).reverse().find((step) => step.event.type === 'APPLY_PROMO')!.event.code).trim()

type Answer = (s: CheckoutPath, event: PathStep['event'], step: { path: GeneratedPath; index: number }) => Promise<void>

/** The done/error steps of the machine's actors. */
export const checkoutAnswers: Record<string, Answer> = {
  'xstate.done.actor.loadCheckout': (s) => s.held.release(s.load, 'pass'),
  'xstate.error.actor.loadCheckout': async (s) => {
    s.toast = NETWORK
    await s.held.release(s.load, 'fail')
  },
  'xstate.done.actor.previewPromo': async (s, _event, { path, index }) => {
    s.promoPreview = await previewOf(s.call, s.token, { ...s.items, promo_code: promoTyped(path, index) })
    await s.held.release(PREVIEW, 'pass')
  },
  'xstate.error.actor.previewPromo': async (s, _event, { path, index }) => {
    // Used on another device meanwhile: a checkout of its own with the promo.
    const item = s.catalogue.plenty[0]
    await createOrders(s.call, s.token, { ...buyNow(item, quantityReaching(item, 2000)), address_id: s.addresses[0]!.id, promo_code: promoTyped(path, index) })
    s.toast = 'You have already used this promo code'
    await s.held.release(PREVIEW, 'pass')
  },
  'xstate.done.actor.createOrders': (s) => s.held.release(CREATE, 'pass'),
  'xstate.error.actor.createOrders': async (s) => {
    // Another shopper buys all but one less than this checkout wants of its first line.
    const [first] = s.preview.orders[0].lines
    if (first.sku_id !== s.catalogue.scarce.skuId) throw new Error('the checkout running out of stock should start with the scarce SKU')
    await buyAllBut(s.call, await s.newShopper(), s.catalogue.scarce, first.quantity - 1)
    s.toast = /^Only \d+ left of /
    s.promoPreview = null
    await s.held.release(CREATE, 'pass')
  },
  'xstate.done.actor.pay': (s) => s.held.release(PAY, 'pass'),
  'xstate.error.actor.pay': async (s, event) => {
    const reason = (event.error as { data?: { reason?: string } }).data?.reason
    if (reason === undefined) {
      s.toast = NETWORK
      return s.held.release(PAY, 'fail')
    }
    if (reason === 'noPaymentCode') {
      if (!s.clearCode) throw new Error('this layer cannot clear a payment code')
      await s.clearCode()
    }
    if (reason === 'wrongCode') {
      s.wrongEntries++
      const left = defaultSettings.paymentCodeMaxFailures - s.wrongEntries
      s.toast = `Wrong payment code, ${left} ${left === 1 ? 'attempt' : 'attempts'} left`
    }
    if (reason === 'locked') await enterWrongCodes(s.call, s.token, orderIdsOf(s), s.world.typedCode, defaultSettings.paymentCodeMaxFailures - 1 - s.wrongEntries)
    if (reason === 'notPayable') {
      const elsewhere = await payElsewhere(s.call, s.token, orderIdsOf(s), s.world.typedCode)
      if (elsewhere.code !== 1) throw new Error(`paying on another device failed: ${JSON.stringify(elsewhere)}`)
      s.paidElsewhere = true
      s.toast = /^Order \d+ is no longer waiting for payment$/
    }
    await s.held.release(PAY, 'pass')
  },
}

/** What the page says when paying is locked. */
export const LOCKED = `Too many wrong payment codes: paying is locked, try again in ${defaultSettings.paymentCodeLockMs / 60_000} minutes`
