// The SKU choice machine through the product page's sheet (src/app/views/catalogue/sku-sheet.tsx),
// on a seeded product that has a sold-out SKU and one with a few in stock (found through the API;
// the machine's examples call them SKU 1, in stock, and SKU 2, sold out). Every path runs twice:
// as a shopper (token cookie) and as a visitor, who chooses alike but whose bag is on the device.
// - OPEN is a tap on one of the three openers (Add to bag, Buy now, the spec cell).
// - SELECT taps the option, SET_QUANTITY taps "One more" / "One less" until the quantity is reached,
//   CLOSE taps the mask above the sheet, BUY_NOW and ADD_TO_BAG tap the sheet's buttons.
// - done: addToBag releases the held call: a shopper's POST /api/cart/add, a visitor's GET
//   /api/product/detail (today's stock, before the line is kept on the device).
// - error: addToBag: the bag already holds the whole stock (the shopper's other device put it in
//   the server's bag; the visitor's device bag holds it), so the add is refused as out of stock.
// - BUY_NOW: a shopper lands on checkout with the item; a visitor is sent to log in and back there.
import { expect } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import type { AppRuntime } from '../../../src/app/runtime'
import { apiCall, registerAccount, type TestAccount } from '../support/accounts'
import { addToBag, productWithSoldOutSku, type SkuProduct } from '../support/catalogue'
import { ControlledTransport } from '../support/controlled-transport'
import { click, hasCookie, setCookie } from '../support/interact'
import { renderWithTransport } from '../support/render-app'
import { sharedTestServer } from '../support/shared-server'
import { watchAppToasts, type ToastWatch } from '../support/toasts'
import type { ViewDriver } from '../support/view-driver'

interface Ctx {
  transport: ControlledTransport
  account?: TestAccount
  visitor: boolean
  /** The held call behind an add: the server's add, or a visitor's stock check. */
  add: string
  runtime: AppRuntime
  /** The quantity the sheet should show. */
  quantity: number
  /** What the last step should have done besides its state (the machine's actions). */
  effect?: 'checkout' | 'added' | 'refused'
  toasts: ToastWatch
}

const shared = sharedTestServer()
let product: SkuProduct
const call = (method: 'GET' | 'POST', path: string, body?: unknown, token?: string) => apiCall(shared.server, method, path, body, token)
const productPath = () => `/detail/${product.id}`
/** Checkout's URL as the item it names (the router may write the numbers as quoted text). */
function checkoutItem(href: string) {
  const url = new URL(href, 'http://localhost')
  const value = (key: string) => Number(url.searchParams.get(key)?.replace(/^"|"$/g, ''))
  return { path: url.pathname, product_id: value('product_id'), sku_id: value('sku_id'), quantity: value('quantity') }
}
const chosenItem = (quantity: number) => ({ path: '/checkout', product_id: product.id, sku_id: product.inStock.id, quantity })
const VISITOR_BAG = 'visitor-bag'
/** The machine's example SKU ids stand for the product's real ones. */
const skuFor = (exampleId: unknown) => (exampleId === 1 ? product.inStock : product.soldOut)

const sheet = () => document.querySelector<HTMLElement>('.sku-sheet')
const sheetOpen = () => {
  const body = sheet()
  return body !== null && body.closest<HTMLElement>('.adm-popup')?.style.display !== 'none'
}
const option = (label: string) => [...document.querySelectorAll<HTMLButtonElement>('button.sku-option')].find((b) => b.textContent?.startsWith(label))!
const addButton = () => document.querySelector<HTMLButtonElement>('button.add-to-bag')!
const buyButton = () => document.querySelector<HTMLButtonElement>('button.buy-now')!
const shownQuantity = () => Number(screen.getByLabelText('Quantity', { selector: 'output' }).textContent)

async function choosing() {
  await waitFor(() => {
    expect(sheetOpen()).toBe(true)
    expect(option(product.inStock.label).disabled).toBe(false)
  })
  expect(option(product.soldOut.label).disabled, 'a sold-out SKU cannot be chosen').toBe(true)
}

export const driver: ViewDriver<Ctx> = {
  async setup() {
    await shared.setup()
    product = await productWithSoldOutSku(call)
  },
  teardown: shared.teardown,
  variants: ['shopper', 'visitor'],
  async start(_path, variant) {
    const visitor = variant === 'visitor'
    const transport = new ControlledTransport(shared.server)
    // Each path its own shopper: what one path puts in the bag never limits another.
    const account = visitor ? undefined : await registerAccount(shared.server)
    if (account) setCookie('Admin-Token', account.token)
    const runtime = await renderWithTransport(productPath(), transport)
    await waitFor(() => expect(document.querySelector('button.open-bag')).not.toBeNull(), { timeout: 8000 })
    // Held from now on: the page itself has loaded the product.
    const add = visitor ? 'GET /api/product/detail' : 'POST /api/cart/add'
    transport.hold(add)
    return { transport, account, visitor, add, runtime, quantity: 1, toasts: await watchAppToasts() }
  },
  async stop(ctx) {
    ctx.toasts.stop()
    ctx.runtime.session.stop()
  },
  events: {
    OPEN: async (ctx, _event, { path }) => {
      expect(hasCookie('Admin-Token')).toBe(!ctx.visitor)
      // The three openers take turns: Buy now before buying, the spec cell before a quantity, else Add to bag.
      const kinds = path.steps.map((step) => step.event.type)
      const opener = kinds.includes('BUY_NOW') ? 'button.open-buy' : kinds.includes('SET_QUANTITY') ? 'button.spec-cell' : 'button.open-bag'
      await click(document.querySelector<HTMLElement>(opener)!)
    },
    SELECT: async (ctx, event) => {
      const sku = skuFor(event.skuId)
      await click(option(sku.label))
      ctx.quantity = Math.min(ctx.quantity, sku.stock)
    },
    SET_QUANTITY: async (ctx, event) => {
      const target = Number(event.quantity)
      while (shownQuantity() !== target) {
        await click(screen.getByRole('button', { name: shownQuantity() < target ? 'One more' : 'One less' }))
      }
      ctx.quantity = target
    },
    CLOSE: async (ctx) => {
      // The dimmed page above the sheet.
      const mask = await waitFor(() => {
        const found = document.querySelector<HTMLElement>('.adm-popup .adm-mask')
        expect(found).not.toBeNull()
        return found!
      })
      await click(mask)
      ctx.quantity = 1
    },
    BUY_NOW: async (ctx) => {
      await click(buyButton())
      ctx.effect = 'checkout'
    },
    ADD_TO_BAG: async () => {
      await click(addButton())
    },
    'xstate.done.actor.addToBag': async (ctx) => {
      await ctx.transport.release(ctx.add, 'pass')
      ctx.effect = 'added'
    },
    'xstate.error.actor.addToBag': async (ctx) => {
      if (ctx.visitor) {
        localStorage.setItem(VISITOR_BAG, JSON.stringify([{ product_id: product.id, sku_id: product.inStock.id, quantity: product.inStock.stock }]))
      } else {
        await addToBag(call, ctx.account!.token, product.id, product.inStock.id, product.inStock.stock)
      }
      await ctx.transport.release(ctx.add, 'pass')
      ctx.effect = 'refused'
    },
  },
  states: {
    closed: async (ctx) => {
      const effect = ctx.effect
      ctx.effect = undefined
      const quantity = ctx.quantity
      ctx.quantity = 1
      if (effect === 'checkout' && ctx.visitor) {
        // Checkout's access guard: log in first, then back to checkout with the item.
        await waitFor(() => expect(ctx.runtime.router.state.location.pathname).toBe('/login'))
        expect(checkoutItem(String((ctx.runtime.router.state.location.search as { redirect?: string }).redirect))).toEqual(chosenItem(quantity))
        await waitFor(() => expect(ctx.toasts.shown).toContain('Please login first'))
        await waitFor(() => expect(sheet()).toBeNull())
        return
      }
      if (effect === 'checkout') {
        // The chosen item alone, in the URL of checkout.
        await waitFor(() => expect(ctx.runtime.router.state.location.pathname).toBe('/checkout'))
        expect(checkoutItem(ctx.runtime.router.state.location.href)).toEqual(chosenItem(quantity))
        return
      }
      await waitFor(() => expect(sheetOpen()).toBe(false))
      expect(ctx.runtime.router.state.location.pathname).toBe(productPath())
      if (effect === 'added') {
        await waitFor(() => expect(ctx.toasts.shown).toContain('Added to bag'))
        // The bag's badge counts its lines.
        await waitFor(() => expect(document.querySelector('.detail-actions .adm-badge')?.textContent).toBe('1'))
        if (ctx.visitor) {
          // On the device, nothing on the server.
          expect(JSON.parse(localStorage.getItem(VISITOR_BAG) ?? '[]')).toEqual([{ product_id: product.id, sku_id: product.inStock.id, quantity }])
        }
      }
    },
    'choosing.unchosen': async () => {
      await choosing()
      expect(document.querySelector('button.sku-option[aria-checked=true]')).toBeNull()
      expect(addButton().disabled).toBe(true)
      expect(buyButton().disabled).toBe(true)
    },
    'choosing.chosen': async (ctx) => {
      if (ctx.effect === 'refused') await waitFor(() => expect(ctx.toasts.shown).toContain('Not enough stock for this specification'))
      ctx.effect = undefined
      await waitFor(() => expect(addButton().className).not.toMatch(/adm-button-loading/))
      await choosing()
      expect(option(product.inStock.label).getAttribute('aria-checked')).toBe('true')
      expect(shownQuantity()).toBe(ctx.quantity)
      expect(addButton().disabled).toBe(false)
      expect(buyButton().disabled).toBe(false)
      // The quantity stays within the chosen SKU's stock.
      expect(screen.getByRole('button', { name: 'One more' }).hasAttribute('disabled')).toBe(ctx.quantity >= product.inStock.stock)
      expect(screen.getByRole('button', { name: 'One less' }).hasAttribute('disabled')).toBe(ctx.quantity <= 1)
    },
    adding: async (ctx) => {
      await waitFor(() => expect(addButton().className).toMatch(/adm-button-loading/))
      expect(addButton().disabled).toBe(true)
      await waitFor(() => expect(ctx.transport.isPending(ctx.add)).toBe(true))
    },
  },
}
