// The SKU choice machine through the product page's sheet (src/app/views/catalogue/sku-sheet.tsx),
// on a seeded product that has a sold-out SKU and one with a few in stock (found through the API;
// the machine's examples call them SKU 1, in stock, and SKU 2, sold out).
// - OPEN is a tap on one of the three openers (Add to bag, Buy now, the spec cell): a visitor (no
//   token cookie) is sent to log in instead.
// - SELECT taps the option, SET_QUANTITY taps "One more" / "One less" until the quantity is reached,
//   CLOSE taps the mask above the sheet, BUY_NOW and ADD_TO_BAG tap the sheet's buttons.
// - done: addToBag releases the held POST /api/cart/add; error: the server refuses it as out of
//   stock, because the shopper's other device has meanwhile put the whole stock in the bag.
import { expect } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { AppRuntime } from '../../../src/app/runtime'
import { apiCall, registerAccount, type TestAccount } from '../support/accounts'
import { addToBag, productWithSoldOutSku, type SkuProduct } from '../support/catalogue'
import { ControlledTransport } from '../support/controlled-transport'
import { hasCookie, setCookie } from '../support/interact'
import { renderWithTransport } from '../support/render-app'
import { sharedTestServer } from '../support/shared-server'
import { watchAppToasts, type ToastWatch } from '../support/toasts'
import type { ViewDriver } from '../support/view-driver'

const ADD = 'POST /api/cart/add'

interface Ctx {
  transport: ControlledTransport
  account?: TestAccount
  runtime: AppRuntime
  /** The quantity the sheet should show. */
  quantity: number
  /** What the last step should have done besides its state (the machine's actions). */
  effect?: 'sentToLogin' | 'checkout' | 'added' | 'refused'
  toasts: ToastWatch
}

const shared = sharedTestServer()
let product: SkuProduct
const call = (method: 'GET' | 'POST', path: string, body?: unknown, token?: string) => apiCall(shared.server, method, path, body, token)
const productPath = () => `/detail/${product.id}`
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
const click = (element: HTMLElement) => act(async () => void fireEvent.click(element))

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
  async start(path) {
    const transport = new ControlledTransport(shared.server)
    transport.hold(ADD)
    // Each path its own shopper: what one path puts in the bag never limits another.
    const shopper = path.steps[0]!.event.loggedIn === true
    const account = shopper ? await registerAccount(shared.server) : undefined
    if (account) setCookie('Admin-Token', account.token)
    const runtime = await renderWithTransport(productPath(), transport)
    await waitFor(() => expect(document.querySelector('button.open-bag')).not.toBeNull(), { timeout: 8000 })
    return { transport, account, runtime, quantity: 1, toasts: await watchAppToasts() }
  },
  async stop(ctx) {
    ctx.toasts.stop()
    ctx.runtime.session.stop()
  },
  events: {
    OPEN: async (ctx, event, { path }) => {
      expect(hasCookie('Admin-Token')).toBe(event.loggedIn)
      // The three openers take turns: Buy now before buying, the spec cell before a quantity, else Add to bag.
      const kinds = path.steps.map((step) => step.event.type)
      const opener = kinds.includes('BUY_NOW') ? 'button.open-buy' : kinds.includes('SET_QUANTITY') ? 'button.spec-cell' : 'button.open-bag'
      await click(document.querySelector<HTMLElement>(opener)!)
      if (!event.loggedIn) ctx.effect = 'sentToLogin'
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
        const found = document.querySelector<HTMLElement>('.adm-mask')
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
    ADD_TO_BAG: async (ctx) => {
      await click(addButton())
    },
    'xstate.done.actor.addToBag': async (ctx) => {
      await ctx.transport.release(ADD, 'pass')
      ctx.effect = 'added'
    },
    'xstate.error.actor.addToBag': async (ctx) => {
      await addToBag(call, ctx.account!.token, product.id, product.inStock.id, product.inStock.stock)
      await ctx.transport.release(ADD, 'pass')
      ctx.effect = 'refused'
    },
  },
  states: {
    closed: async (ctx) => {
      const effect = ctx.effect
      ctx.effect = undefined
      ctx.quantity = 1
      if (effect === 'sentToLogin') {
        await waitFor(() => expect(ctx.runtime.router.state.location.pathname).toBe('/login'))
        expect(ctx.runtime.router.state.location.search).toEqual({ redirect: productPath() })
        await waitFor(() => expect(ctx.toasts.shown).toContain('Please login first'))
        expect(sheet()).toBeNull()
        return
      }
      if (effect === 'checkout') {
        // The chosen item alone, in the URL of checkout (a page still to be built).
        await waitFor(() => expect(ctx.runtime.router.state.location.pathname).toBe('/checkout'))
        expect(ctx.runtime.router.state.location.searchStr).toBe(`?product_id=${product.id}&sku_id=${product.inStock.id}&quantity=1`)
        return
      }
      await waitFor(() => expect(sheetOpen()).toBe(false))
      expect(ctx.runtime.router.state.location.pathname).toBe(productPath())
      if (effect === 'added') {
        await waitFor(() => expect(ctx.toasts.shown).toContain('Added to bag'))
        // The bag's badge counts its lines.
        await waitFor(() => expect(document.querySelector('.detail-actions .adm-badge')?.textContent).toBe('1'))
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
      await waitFor(() => expect(ctx.transport.isPending(ADD)).toBe(true))
    },
  },
}
