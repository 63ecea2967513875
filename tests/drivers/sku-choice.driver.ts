// The SKU choice machine through the product page's sheet (src/app/views/catalogue/sku-sheet.tsx),
// on a seeded product that has a sold-out SKU and one with a few in stock (found through the API;
// the machine's examples call them SKU 1, in stock, and SKU 2, sold out). Every path runs twice:
// as a shopper (token cookie) and as a visitor, who chooses alike but whose bag is on the device.
// - OPEN is a tap on one of the three openers (Add to bag, Buy now, the spec cell).
// - SELECT taps the option, SET_QUANTITY taps "One more" / "One less" until the quantity is reached,
//   CLOSE taps the mask above the sheet, BUY_NOW and ADD_TO_BAG tap the sheet's buttons.
// - done: addToBag releases the held call: a shopper's POST /api/cart/add, a visitor's GET
//   /api/product/detail (today's stock, before the line is kept on the device), held once the
//   page has loaded the product.
// - error: addToBag: the bag already holds the whole stock (the shopper's other device put it in
//   the server's bag; the visitor's device bag holds it), so the add is refused as out of stock.
// - BUY_NOW: a shopper lands on checkout with the item; a visitor is sent to log in and back there.
import { expect } from '../e2e/support/expect'
import { addToBag, productWithSoldOutSku, type SkuProduct } from '../views/support/catalogue'
import type { TestAccount } from '../support/new-account'
import type { Driver, DriverCtx, Layer, Target } from './support/protocol'
import { becomes, held, isDisabled, isLoading } from './support/reads'

interface Product extends SkuProduct {
  /** Each SKU's place among the sheet's options. */
  places: number[]
}

const VISITOR_BAG = 'visitor-bag'
/** The sheet while it is open (closed, it is hidden, then gone). */
const SHEET = '.adm-popup:not([style*="display: none"]) .sku-sheet'
const [addButton, buyButton, quantityShown] = [{ css: 'button.add-to-bag' }, { css: 'button.buy-now' }, { css: '.sku-quantity output' }]

interface Ctx extends DriverCtx {
  product: Product
  account?: TestAccount
  visitor: boolean
  /** The held call behind an add: the server's add, or a visitor's stock check. */
  add: string
  /** The quantity the sheet should show. */
  quantity: number
  /** What the last step should have done besides its state (the machine's actions). */
  effect?: 'checkout' | 'added' | 'refused'
}

const products = new WeakMap<Layer, Promise<Product>>()
async function findProduct(layer: Layer): Promise<Product> {
  const product = await productWithSoldOutSku(layer.backend.call)
  const skus: Array<{ id: number }> = (await layer.backend.call('GET', `/api/product/detail?id=${product.id}`)).data.skus
  return { ...product, places: skus.map((sku) => sku.id) }
}

const productPath = (ctx: Ctx) => `/detail/${ctx.product.id}`
const option = (ctx: Ctx, sku: { id: number }) => ({ css: `${SHEET} button.sku-option:nth-child(${ctx.product.places.indexOf(sku.id) + 1})` })
const stepper = (ctx: Ctx, key: 'increase' | 'decrease') => ({ role: 'button', name: ctx.layer.text(`ui.${key}`) }) as const
/** The machine's example SKU ids stand for the product's real ones. */
const skuFor = (ctx: Ctx, exampleId: unknown) => (exampleId === 1 ? ctx.product.inStock : ctx.product.soldOut)
const disabled = (ctx: Ctx, target: Target) => isDisabled(ctx.session.screen, target)
const adding = (ctx: Ctx) => isLoading(ctx.session.screen, addButton)

/** Checkout's URL as the item it names (the router may write the numbers as quoted text). */
function checkoutItem(href: string) {
  const url = new URL(href, 'http://localhost')
  const value = (key: string) => Number(url.searchParams.get(key)?.replace(/^"|"$/g, ''))
  return { path: url.pathname, product_id: value('product_id'), sku_id: value('sku_id'), quantity: value('quantity') }
}
const chosenItem = (ctx: Ctx, quantity: number) => ({ path: '/checkout', product_id: ctx.product.id, sku_id: ctx.product.inStock.id, quantity })

async function choosing(ctx: Ctx) {
  await ctx.session.screen.visible({ css: SHEET })
  await becomes(ctx.session.screen, () => disabled(ctx, option(ctx, ctx.product.inStock)), false)
  expect(await disabled(ctx, option(ctx, ctx.product.soldOut)), 'a sold-out SKU cannot be chosen').toBe(true)
}

export const driver: Driver<Ctx> = {
  variants: ['shopper', 'visitor'],
  async start(layer, _path, variant) {
    if (!products.has(layer)) products.set(layer, findProduct(layer))
    const product = await products.get(layer)!
    const visitor = variant === 'visitor'
    // Each path its own shopper: what one path puts in the bag never limits another.
    const account = visitor ? undefined : await layer.backend.newAccount()
    const session = await layer.open(`/detail/${product.id}`, { token: account?.token })
    await session.screen.visible({ css: 'button.open-bag' })
    // Held from now on: the page itself has loaded the product.
    const add = visitor ? 'GET /api/product/detail' : 'POST /api/cart/add'
    await session.transport.hold(add)
    return { session, layer, product, account, visitor, add, quantity: 1 }
  },
  events: {
    OPEN: async (ctx, _event, { path }) => {
      expect(await ctx.session.screen.hasCookie('Admin-Token')).toBe(!ctx.visitor)
      // The three openers take turns: Buy now before buying, the spec cell before a quantity, else Add to bag.
      const kinds = path.steps.map((step) => step.event.type)
      await ctx.session.screen.click({ css: kinds.includes('BUY_NOW') ? 'button.open-buy' : kinds.includes('SET_QUANTITY') ? 'button.spec-cell' : 'button.open-bag' })
    },
    SELECT: async (ctx, event) => {
      const sku = skuFor(ctx, event.skuId)
      await ctx.session.screen.click(option(ctx, sku))
      ctx.quantity = Math.min(ctx.quantity, sku.stock)
    },
    SET_QUANTITY: async (ctx, event) => {
      const target = Number(event.quantity)
      while (ctx.quantity !== target) {
        const more = ctx.quantity < target
        await ctx.session.screen.click(stepper(ctx, more ? 'increase' : 'decrease'))
        ctx.quantity += more ? 1 : -1
        await ctx.session.screen.hasText(quantityShown, new RegExp(`^${ctx.quantity}$`))
      }
    },
    CLOSE: async (ctx) => {
      // The dimmed page above the sheet.
      await ctx.session.screen.click({ css: '.adm-popup .adm-mask' }, { x: 195, y: 60 })
      ctx.quantity = 1
    },
    BUY_NOW: async (ctx) => {
      await ctx.session.screen.click(buyButton)
      ctx.effect = 'checkout'
    },
    ADD_TO_BAG: (ctx) => ctx.session.screen.click(addButton),
    'xstate.done.actor.addToBag': async (ctx) => {
      await ctx.session.transport.release(ctx.add, 'pass')
      ctx.effect = 'added'
    },
    'xstate.error.actor.addToBag': async (ctx) => {
      const { id, inStock } = ctx.product
      if (ctx.visitor) await ctx.session.screen.store(VISITOR_BAG, JSON.stringify([{ product_id: id, sku_id: inStock.id, quantity: inStock.stock }]))
      else await addToBag(ctx.layer.backend.call, ctx.account!.token, id, inStock.id, inStock.stock)
      await ctx.session.transport.release(ctx.add, 'pass')
      ctx.effect = 'refused'
    },
  },
  states: {
    closed: async (ctx) => {
      const { screen } = ctx.session
      const { effect, quantity } = ctx
      ctx.effect = undefined
      ctx.quantity = 1
      if (effect === 'checkout' && ctx.visitor) {
        // Checkout's access guard: log in first, then back to checkout with the item.
        await screen.reaches('/login')
        expect(checkoutItem(String(await screen.query('redirect')))).toEqual(chosenItem(ctx, quantity))
        await screen.toasted(ctx.layer.text('msg.loginFirst'))
        return screen.gone({ css: '.sku-sheet' })
      }
      if (effect === 'checkout') {
        // The chosen item alone, in the URL of checkout.
        await screen.reaches('/checkout')
        return expect(checkoutItem(await screen.href())).toEqual(chosenItem(ctx, quantity))
      }
      await screen.gone({ css: SHEET })
      expect(await screen.pathname()).toBe(productPath(ctx))
      if (effect !== 'added') return
      await screen.toasted(ctx.layer.text('msg.addedToBag'))
      // The bag's badge counts its lines.
      await screen.hasText({ css: '.detail-actions .adm-badge' }, /^1$/)
      // A visitor's line is on the device, nothing on the server.
      if (ctx.visitor) expect(JSON.parse((await screen.stored(VISITOR_BAG)) ?? '[]')).toEqual([{ product_id: ctx.product.id, sku_id: ctx.product.inStock.id, quantity }])
    },
    'choosing.unchosen': async (ctx) => {
      await choosing(ctx)
      expect(await ctx.session.screen.count({ css: 'button.sku-option[aria-checked=true]' })).toBe(0)
      expect(await disabled(ctx, addButton)).toBe(true)
      expect(await disabled(ctx, buyButton)).toBe(true)
    },
    'choosing.chosen': async (ctx) => {
      const { screen } = ctx.session
      if (ctx.effect === 'refused') await screen.toasted(ctx.layer.text('msg.outOfStock'))
      ctx.effect = undefined
      await becomes(screen, () => adding(ctx), false)
      await choosing(ctx)
      expect(await screen.attribute(option(ctx, ctx.product.inStock), 'aria-checked')).toBe('true')
      await screen.hasText(quantityShown, new RegExp(`^${ctx.quantity}$`))
      expect(await disabled(ctx, addButton)).toBe(false)
      expect(await disabled(ctx, buyButton)).toBe(false)
      // The quantity stays within the chosen SKU's stock.
      expect(await disabled(ctx, stepper(ctx, 'increase'))).toBe(ctx.quantity >= ctx.product.inStock.stock)
      expect(await disabled(ctx, stepper(ctx, 'decrease'))).toBe(ctx.quantity <= 1)
    },
    adding: async (ctx) => {
      await becomes(ctx.session.screen, () => adding(ctx), true)
      expect(await disabled(ctx, addButton)).toBe(true)
      await held(ctx.session, ctx.add)
    },
  },
}
