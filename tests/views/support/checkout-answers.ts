// How each call of the checkout page gets its answer in a model path, the same in jsdom and in
// Chromium: the page's calls are held, and each done/error step of the machine's actors releases
// one, after changing the world the way another device or another shopper would (a promo used,
// the stock bought, the orders paid, wrong codes entered), or drops it like a lost connection.
// The drivers add how a person taps and what they see.
import { defaultSettings } from '../../../src/server/settings'
import type { GeneratedPath, PathStep } from '../../../src/tools/statecharts/paths'
import {
  balanceOf, buyAllBut, buyNow, spendElsewhere, checkoutWorld, createOrders, enterWrongCodes, payElsewhere, prepareCheckout, previewOf, quantityReaching,
  type CheckoutCall, type CheckoutCatalogue, type CheckoutWorld, type CreatedOrders, type ShopperAddress,
} from './checkout'
import { patternOf, type PathTexts } from './path-texts'

export const PREVIEW = 'POST /api/order/preview'
export const UNPAID = 'GET /api/order/unpaid'
export const CREATE = 'POST /api/order/create'
export const PAY = 'POST /api/user/verify_pay'
/** Every call the page's machine waits on: held from the start of a path. */
export const HELD = [PREVIEW, UNPAID, CREATE, PAY]

/** The network under the test's control (jsdom's ControlledTransport, Chromium's BrowserTransport). */
export interface HeldCalls {
  release(key: string, outcome: 'pass' | 'fail'): Promise<void>
}

/** What a checkout path knows of its world and expects of the page; each driver's context has it. */
export interface CheckoutPath extends PathTexts {
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
  /** Puts money in the wallet (an approved recharge); a no-op where new shoppers have it already. */
  fund(): Promise<void>
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
  base: Pick<CheckoutPath, 'call' | 'catalogue' | 'newShopper' | 'held' | 'token' | 'clearCode' | 'fund' | 'text' | 'lang'>,
): Promise<{ href: string; state: CheckoutPath }> {
  const world = checkoutWorld(path)
  // The page shows the balance and says before the code when it is short: the wallet covers the
  // orders unless the path starts short.
  if (!world.shortAtLoad) await base.fund()
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

/** Money arrives while the page shows a short balance (a recharge approved): the balance paid from. */
async function fundMeanwhile(s: CheckoutPath) {
  await s.fund()
  s.balance = await balanceOf(s.call, s.token)
}

/** The done/error steps of the machine's actors. */
export const checkoutAnswers: Record<string, Answer> = {
  'xstate.done.actor.loadCheckout': (s) => s.held.release(s.load, 'pass'),
  'xstate.error.actor.loadCheckout': async (s) => {
    s.toast = s.text('msg.networkError')
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
    s.toast = s.text('msg.promoUsedUp')
    await s.held.release(PREVIEW, 'pass')
  },
  'xstate.done.actor.createOrders': (s) => s.held.release(CREATE, 'pass'),
  'xstate.error.actor.createOrders': async (s) => {
    // Another shopper buys all but one less than this checkout wants of its first line.
    const [first] = s.preview.orders[0].lines
    if (first.sku_id !== s.catalogue.scarce.skuId) throw new Error('the checkout running out of stock should start with the scarce SKU')
    await buyAllBut(s.call, await s.newShopper(), s.catalogue.scarce, first.quantity - 1)
    s.toast = patternOf(s, 'msg.stockRanOut')
    s.promoPreview = null
    await s.held.release(CREATE, 'pass')
  },
  'xstate.done.actor.pay': async (s) => {
    // Short when the page opened: the money arrived meanwhile.
    if (s.world.shortAtLoad) await fundMeanwhile(s)
    await s.held.release(PAY, 'pass')
  },
  'xstate.error.actor.pay': async (s, event) => {
    const reason = (event.error as { data?: { reason?: string } }).data?.reason
    if (reason === undefined) {
      s.toast = s.text('msg.networkError')
      return s.held.release(PAY, 'fail')
    }
    if (reason === 'noPaymentCode') {
      if (!s.clearCode) throw new Error('this layer cannot clear a payment code')
      await s.clearCode()
    }
    if (reason === 'wrongCode') {
      s.wrongEntries++
      const left = defaultSettings.paymentCodeMaxFailures - s.wrongEntries
      s.toast = s.text('msg.paymentCodeWrong', { count: left })
    }
    if (reason === 'locked') await enterWrongCodes(s.call, s.token, orderIdsOf(s), s.world.typedCode, defaultSettings.paymentCodeMaxFailures - 1 - s.wrongEntries)
    if (reason === 'insufficientBalance' && !s.world.shortAtLoad) s.balance = await spendElsewhere(s.call, s.token, s.orders!.total, s.world.typedCode)
    if (reason === 'notPayable') {
      if (s.world.shortAtLoad) await fundMeanwhile(s)
      const elsewhere = await payElsewhere(s.call, s.token, orderIdsOf(s), s.world.typedCode)
      if (elsewhere.code !== 1) throw new Error(`paying on another device failed: ${JSON.stringify(elsewhere)}`)
      s.paidElsewhere = true
      s.toast = patternOf(s, 'msg.orderNotPayable')
    }
    await s.held.release(PAY, 'pass')
  },
}

