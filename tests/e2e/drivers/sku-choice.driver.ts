// The SKU choice machine in Chromium, through the product page's sheet, on a seeded product with a
// sold-out SKU and one with a few in stock (the machine's examples call them SKU 2 and SKU 1).
// Every path runs as a shopper and as a visitor, whose bag is kept on the device.
// - OPEN taps one of the three openers (Add to bag, Buy now, the spec cell).
// - SELECT taps the option, SET_QUANTITY taps "One more" / "One less" until the quantity is
//   reached, CLOSE taps the dimmed page above the sheet, BUY_NOW and ADD_TO_BAG the sheet's buttons.
// - done: addToBag releases the held call: a shopper's POST /api/cart/add, a visitor's GET
//   /api/product/detail (today's stock, before the line is kept on the device).
// - error: addToBag: the bag already holds the whole stock (put in by the shopper's other device,
//   or in the visitor's device bag), so the add is refused as out of stock.
// - BUY_NOW: a shopper lands on checkout with the item; a visitor is sent to log in and back there.
import { expect } from '../support/expect'
import type { BrowserDriver } from '../support/browser-driver'
import { addToBag, findSkuProduct, type SkuProduct } from '../support/catalogue'
import { hasTokenCookie, loginWithCookie, pathnameOf, startPhone, type PhoneSession } from '../support/phone-session'

const VISITOR_BAG = 'visitor-bag'

interface Ctx extends PhoneSession {
  product: SkuProduct
  visitor: boolean
  /** The held call behind an add: the server's add, or a visitor's stock check. */
  add: string
  /** The quantity the sheet should show. */
  quantity: number
  /** What the last step should have done besides its state (the machine's actions). */
  effect?: 'checkout' | 'added' | 'refused'
}

const productPath = (s: Ctx) => `/detail/${s.product.id}`
/** Checkout's URL as the item it names (the router may write the numbers as quoted text). */
function checkoutItem(href: string) {
  const url = new URL(href, 'http://localhost')
  const value = (key: string) => Number(url.searchParams.get(key)?.replace(/^"|"$/g, ''))
  return { path: url.pathname, product_id: value('product_id'), sku_id: value('sku_id'), quantity: value('quantity') }
}
const chosenItem = (s: Ctx, quantity: number) => ({ path: '/checkout', product_id: s.product.id, sku_id: s.product.inStock.id, quantity })
const visitorBag = (s: Ctx) => s.page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), VISITOR_BAG)
const sheet = (s: Ctx) => s.page.locator('.sku-sheet')
const option = (s: Ctx, label: string) =>
  s.page.locator('button.sku-option', { hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
const addButton = (s: Ctx) => s.page.locator('button.add-to-bag')
const buyButton = (s: Ctx) => s.page.locator('button.buy-now')
const shownQuantity = async (s: Ctx) => Number(await s.page.locator('.sku-quantity output').textContent())
const skuFor = (s: Ctx, exampleId: unknown) => (exampleId === 1 ? s.product.inStock : s.product.soldOut)

async function choosing(s: Ctx) {
  await sheet(s).waitFor()
  await expect.poll(() => option(s, s.product.inStock.label).isEnabled()).toBe(true)
  expect(await option(s, s.product.soldOut.label).isDisabled(), 'a sold-out SKU cannot be chosen').toBe(true)
}

export const driver: BrowserDriver<Ctx> = {
  variants: ['shopper', 'visitor'],
  async start(browser, baseURL, _path, variant) {
    const product = await findSkuProduct(baseURL)
    const visitor = variant === 'visitor'
    // Each path its own shopper (startPhone registers one): one path's bag never limits another.
    const add = visitor ? 'GET /api/product/detail' : 'POST /api/cart/add'
    const s: Ctx = { ...(await startPhone(browser, baseURL, [])), product, visitor, add, quantity: 1 }
    if (!visitor) await loginWithCookie(s)
    await s.page.goto(productPath(s))
    await s.page.locator('button.open-bag').waitFor()
    // Held from now on: the page itself has loaded the product.
    await s.transport.hold(add)
    return s
  },
  stop: (s) => s.context.close(),
  events: {
    OPEN: async (s, _event, { path }) => {
      expect(await hasTokenCookie(s)).toBe(!s.visitor)
      // The three openers take turns: Buy now before buying, the spec cell before a quantity, else Add to bag.
      const kinds = path.steps.map((step) => step.event.type)
      const opener = kinds.includes('BUY_NOW') ? 'button.open-buy' : kinds.includes('SET_QUANTITY') ? 'button.spec-cell' : 'button.open-bag'
      await s.page.locator(opener).click()
    },
    SELECT: async (s, event) => {
      const sku = skuFor(s, event.skuId)
      await option(s, sku.label).click()
      s.quantity = Math.min(s.quantity, sku.stock)
    },
    SET_QUANTITY: async (s, event) => {
      const target = Number(event.quantity)
      while ((await shownQuantity(s)) !== target) {
        const more = (await shownQuantity(s)) < target
        const before = await shownQuantity(s)
        await s.page.getByRole('button', { name: more ? 'One more' : 'One less' }).click()
        await expect.poll(() => shownQuantity(s)).toBe(before + (more ? 1 : -1))
      }
      s.quantity = target
    },
    CLOSE: async (s) => {
      // The dimmed page above the sheet.
      await s.page.locator('.adm-popup .adm-mask').click({ position: { x: 195, y: 60 } })
      s.quantity = 1
    },
    BUY_NOW: async (s) => {
      await buyButton(s).click()
      s.effect = 'checkout'
    },
    ADD_TO_BAG: (s) => addButton(s).click(),
    'xstate.done.actor.addToBag': async (s) => {
      await s.transport.release(s.add, 'pass')
      s.effect = 'added'
    },
    'xstate.error.actor.addToBag': async (s) => {
      if (s.visitor) {
        const line = { product_id: s.product.id, sku_id: s.product.inStock.id, quantity: s.product.inStock.stock }
        await s.page.evaluate(([key, value]) => localStorage.setItem(key, value), [VISITOR_BAG, JSON.stringify([line])] as const)
      } else {
        await addToBag(s.baseURL, s.account.token, s.product.id, s.product.inStock.id, s.product.inStock.stock)
      }
      await s.transport.release(s.add, 'pass')
      s.effect = 'refused'
    },
  },
  states: {
    closed: async (s) => {
      const effect = s.effect
      s.effect = undefined
      const quantity = s.quantity
      s.quantity = 1
      if (effect === 'checkout' && s.visitor) {
        // Checkout's access guard: log in first, then back to checkout with the item.
        await s.page.waitForURL((url) => url.pathname === '/login')
        expect(checkoutItem(new URL(s.page.url()).searchParams.get('redirect') ?? '')).toEqual(chosenItem(s, quantity))
        await s.page.getByText('Please login first').waitFor()
        await expect.poll(() => sheet(s).count()).toBe(0)
        return
      }
      if (effect === 'checkout') {
        // The chosen item alone, in the URL of checkout.
        await s.page.waitForURL((url) => url.pathname === '/checkout')
        expect(checkoutItem(s.page.url())).toEqual(chosenItem(s, quantity))
        return
      }
      await sheet(s).waitFor({ state: 'hidden' })
      expect(pathnameOf(s)).toBe(productPath(s))
      if (effect === 'added') {
        await s.page.getByText('Added to bag').waitFor()
        // The bag's badge counts its lines.
        await expect.poll(() => s.page.locator('.detail-actions .adm-badge').textContent()).toBe('1')
        if (s.visitor) {
          // On the device, nothing on the server.
          expect(await visitorBag(s)).toEqual([{ product_id: s.product.id, sku_id: s.product.inStock.id, quantity }])
        }
      }
    },
    'choosing.unchosen': async (s) => {
      await choosing(s)
      expect(await s.page.locator('button.sku-option[aria-checked=true]').count()).toBe(0)
      expect(await addButton(s).isDisabled()).toBe(true)
      expect(await buyButton(s).isDisabled()).toBe(true)
    },
    'choosing.chosen': async (s) => {
      if (s.effect === 'refused') await s.page.getByText('Not enough stock for this specification').waitFor()
      s.effect = undefined
      await expect.poll(async () => (await addButton(s).getAttribute('class')) ?? '').not.toMatch(/adm-button-loading/)
      await choosing(s)
      expect(await option(s, s.product.inStock.label).getAttribute('aria-checked')).toBe('true')
      expect(await shownQuantity(s)).toBe(s.quantity)
      expect(await addButton(s).isEnabled()).toBe(true)
      expect(await buyButton(s).isEnabled()).toBe(true)
      // The quantity stays within the chosen SKU's stock.
      expect(await s.page.getByRole('button', { name: 'One more' }).isDisabled()).toBe(s.quantity >= s.product.inStock.stock)
      expect(await s.page.getByRole('button', { name: 'One less' }).isDisabled()).toBe(s.quantity <= 1)
    },
    adding: async (s) => {
      await expect.poll(async () => (await addButton(s).getAttribute('class')) ?? '').toMatch(/adm-button-loading/)
      expect(await addButton(s).isDisabled()).toBe(true)
      await expect.poll(() => s.transport.isPending(s.add)).toBe(true)
    },
  },
}
