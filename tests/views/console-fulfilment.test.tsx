// A merchant's fulfilment in the console (/merchant/), through the real views and the real server
// in-process: an order to ship opened from its tab, shipped with a common carrier and followed with
// the carrier's news, the address kept once shipped; a shipment refused because the shopper asked
// for a refund meanwhile; another shop's order refused; refunds by tab with the shopper's case and
// proof, approved (the money back in the shopper's wallet), refused with a note the shopper reads,
// and a return paid back once its goods are marked received.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { ConsoleRuntime } from '../../src/console/runtime'
import { centsOf, formatCents } from '../../src/contract/money'
import { credit } from '../api/support/shoppers'
import { createTestServer, type TestServer } from '../api/support/test-server'
import { apiCall, registerAccount } from './support/accounts'
import { fulfilmentWorld, REFUND_EXPLANATION, REFUSAL_NOTE, type FulfilmentWorld } from './support/fulfilment-world'
import { click, fill, found, q, setCookie, tap } from './support/interact'
import { renderConsole } from './support/render-console'
import { watchAppToasts, type ToastWatch } from './support/toasts'

let server: TestServer
let world: FulfilmentWorld
let runtime: ConsoleRuntime | undefined
let toasts: ToastWatch | undefined

beforeAll(async () => {
  server = await createTestServer()
  world = fulfilmentWorld(
    (path, init) => server.app.request(path, init),
    async () => {
      const { token } = await registerAccount(server)
      await credit(server.db, (await apiCall(server, 'GET', '/api/user/getUserInfo', undefined, token)).data.id, '100.00')
      return token
    },
  )
})
afterAll(() => server.close())
afterEach(() => {
  toasts?.stop()
  toasts = undefined
  runtime?.session.stop()
  runtime = undefined
})

const pathOf = () => runtime!.router.state.location.pathname

async function openConsole(path: string) {
  setCookie('Console-Token', await world.api.merchantToken())
  toasts = await watchAppToasts()
  runtime = await renderConsole(path, server)
}

async function toastSaid(message: string) {
  await waitFor(() => expect(toasts!.shown).toContain(message))
}

describe('an order to ship', () => {
  it('opens from its tab with the items, the figures and the address; shipped, the timeline starts and the address stays; the carrier’s news is added', async () => {
    const { token, order } = await world.paidOrder()
    await openConsole('/merchant/orders?status=1')
    const card = await found(`[data-order-sn="${order.sn}"]`)
    await click(within(card).getByRole('link', { name: 'Ship' }))
    await waitFor(() => expect(pathOf()).toBe(`/orders/${order.sn}`))

    const page = await found('.console-order-detail')
    expect(page.querySelector('.console-status')?.textContent).toBe('Waiting for delivery')
    expect(page.querySelectorAll('.console-order-item')).toHaveLength(1)
    expect(page.querySelector('.console-order-total')?.textContent).toBe(`${order.total} VND`)
    expect(page.querySelector('.console-ship-address')?.textContent).toContain('Lan Pham')
    expect(q('.console-title')?.textContent).toBe('Order')

    // A common carrier is one tap; the tracking number is checked before anything is sent.
    await tap('J&T Express')
    await fill('Tracking number', 'JT 1')
    await click(screen.getByRole('button', { name: 'Ship the order' }))
    expect(await screen.findByText('Please enter a correct tracking number (4 to 40 letters, digits or dashes)')).toBeTruthy()
    expect((await world.merchantOrder(order.sn)).status).toBe(1)
    await fill('Tracking number', 'JT-8800123')
    await click(screen.getByRole('button', { name: 'Ship the order' }))
    await toastSaid('Order shipped')

    await waitFor(() => expect(q('.console-order-detail .console-status')?.textContent).toBe('Delivered'))
    expect(q('.console-logistics-company')?.textContent).toBe('J&T Express')
    expect(q('.console-tracking-no')?.textContent).toBe('JT-8800123')
    expect(q('.console-timeline-event.is-latest .console-timeline-text')?.textContent).toBe('Picked up by J&T Express')
    expect(q('.console-ship-address')?.textContent, 'the address stays once shipped').toContain('Lan Pham')

    await click(screen.getByRole('button', { name: 'Add logistics event' }))
    await fill('What happened', 'Arrived at the Hà Nội sorting centre')
    await fill('Where (optional)', 'Hà Nội')
    await click(screen.getByRole('button', { name: 'Add' }))
    await toastSaid('Logistics event added')
    await waitFor(() => expect(q('.console-timeline-event.is-latest .console-timeline-text')?.textContent).toBe('Arrived at the Hà Nội sorting centre'))
    expect(q('.console-timeline-event.is-latest .console-timeline-location')?.textContent).toBe(' · Hà Nội')

    // The shopper reads the same timeline on their order.
    const seen = await world.api.detail(token, order)
    expect(seen.status).toBe(2)
    expect(seen.logistics.events.map((e: { description: string }) => e.description)).toEqual(['Picked up by J&T Express', 'Arrived at the Hà Nội sorting centre'])
  })

  it('is refused with the server’s words when the shopper asked for a refund meanwhile; the page then shows it in after-sale, with no form and still the address', async () => {
    const bought = await world.paidOrder()
    await openConsole(`/merchant/orders/${bought.order.sn}`)
    await found('.console-ship-form')
    await world.askRefund(bought, 'refund')
    await tap('Other')
    await fill('Company name', 'Kerry Express Vietnam')
    await fill('Tracking number', 'KEX-1001')
    await click(screen.getByRole('button', { name: 'Ship the order' }))
    await toastSaid(`Order ${bought.order.sn} is not waiting for delivery, so it cannot be shipped`)
    await waitFor(() => expect(q('.console-order-detail .console-status')?.textContent).toBe('After-sale'))
    expect(q('.console-ship-form')).toBeNull()
    expect(q('.console-ship-address')?.textContent).toContain('Lan Pham')
    expect(q('.console-order-refund')?.textContent).toContain('Applying for refund')
    // The refund is one tap away, under its tab.
    await click(screen.getByRole('link', { name: 'Go to refunds' }))
    await waitFor(() => expect(pathOf()).toBe('/refunds'))
    expect(await found(`.console-refund .console-refund-order`)).toBeTruthy()
  })

  it('of another shop, or that never was: the server’s refusal and nothing of it', async () => {
    // A shopper's paid order from a shop that is not the demo merchant's.
    const merchantShop = (await apiCall(server, 'GET', '/api/user/getUserInfo', undefined, await world.api.merchantToken())).data.shop_id
    const products = (await apiCall(server, 'GET', '/api/product/list?sort=price_asc&limit=50')).data.list as Array<{ id: number; shop_id: number }>
    const elsewhere = products.find((p) => p.shop_id !== merchantShop)!
    const sku = (await apiCall(server, 'GET', `/api/product/detail?id=${elsewhere.id}`)).data.skus.find((k: { stock: number }) => k.stock > 0)
    const shopper = (await registerAccount(server)).token
    await credit(server.db, (await apiCall(server, 'GET', '/api/user/getUserInfo', undefined, shopper)).data.id, '500.00')
    const theirs = await world.api.placeOrder(shopper, { productId: elsewhere.id, skuId: sku.id, price: sku.price })

    for (const sn of [theirs.sn, '99999999999999']) {
      await openConsole(`/merchant/orders/${sn}`)
      const alert = await screen.findByRole('alert')
      expect(alert.textContent).toContain('Order not found')
      expect(q('.console-order-detail')).toBeNull()
      expect(document.body.textContent).not.toContain('Lan Pham')
      runtime!.session.stop()
      cleanup()
    }
  })
})

describe('refunds', () => {
  it('by tab: what waits, what is in progress, what is done, each with the shopper’s case and proof', async () => {
    const waiting = await world.askRefund(await world.paidOrder(), 'refund')
    const inProgress = await world.askRefund(await world.shippedOrder(), 'return')
    await world.approveRefund(inProgress)
    const refusedBought = await world.paidOrder()
    const refused = await world.askRefund(refusedBought, 'refund')
    await world.api.decideRefund(refused, false)

    await openConsole('/merchant/refunds')
    expect(q('.console-nav')?.textContent).toContain('Refunds')
    const row = await found(`[data-refund-id="${waiting}"]`)
    expect(q(`[data-refund-id="${inProgress}"]`)).toBeNull()
    expect(row.querySelector('.console-refund-reason')?.textContent).toBe('Damaged or faulty')
    expect(row.querySelector('.console-refund-type')?.textContent).toBe('Refund only (keep the goods)')
    expect(row.querySelector('.console-refund-explanation')?.textContent).toBe(REFUND_EXPLANATION)
    const proof = row.querySelector<HTMLImageElement>('.console-proof img')!
    expect((await server.app.request(proof.getAttribute('src')!)).headers.get('content-type')).toBe('image/png')

    await tap('In progress')
    await waitFor(() => expect(runtime!.router.state.location.search).toEqual({ tab: 'inProgress' }))
    const returning = await found(`[data-refund-id="${inProgress}"]`)
    expect(returning.querySelector('.console-refund-type')?.textContent).toBe('Refund and return')
    expect(within(returning).getByRole('button', { name: 'Goods received' })).toBeTruthy()

    await tap('Done')
    const done = await found(`[data-refund-id="${refused}"]`)
    expect(done.querySelector('.console-refund-status')?.textContent).toBe('Refund refused')
    expect(done.querySelector('.console-refund-note')?.textContent).toBe('Your note: The pictures show the colour ordered.')
    expect(done.querySelector('button')).toBeNull()
    expect(q(`[data-refund-id="${waiting}"]`)).toBeNull()
  })

  it('approved after a confirm: the money is back in the shopper’s wallet and the order cancelled', async () => {
    const bought = await world.paidOrder()
    const id = await world.askRefund(bought, 'refund')
    const before = await world.api.balance(bought.token)
    await openConsole('/merchant/refunds')
    const row = await found(`[data-refund-id="${id}"]`)
    await click(within(row).getByRole('button', { name: 'Approve' }))
    expect(within(row).getByText(`Pay ${bought.order.total} VND back to the shopper now?`)).toBeTruthy()
    await click(within(row).getByRole('button', { name: 'Confirm' }))
    await toastSaid("Refunded to the shopper's wallet")
    await waitFor(() => expect(row.querySelector('.console-refund-status')?.textContent).toBe('Refunded'))
    expect(await world.api.balance(bought.token)).toBe(formatCents(centsOf(before) + centsOf(bought.order.total)))
    expect((await world.merchantOrder(bought.order.sn)).status).toBe(-1)
  })

  it('refused only with a note, which the shopper then reads; the order goes back to be shipped', async () => {
    const bought = await world.paidOrder()
    const id = await world.askRefund(bought, 'refund')
    await openConsole('/merchant/refunds')
    const row = await found(`[data-refund-id="${id}"]`)
    await click(within(row).getByRole('button', { name: 'Refuse' }))
    await click(within(row).getByRole('button', { name: 'Refuse the refund' }))
    expect(within(row).getByRole('alert').textContent).toBe('Please say why the refund is refused')
    expect((await world.refund(id)).status).toBe('applying')
    fireEvent.change(within(row).getByLabelText('Why is it refused? The shopper reads this.'), { target: { value: REFUSAL_NOTE } })
    await click(within(row).getByRole('button', { name: 'Refuse the refund' }))
    await toastSaid('Refund refused')
    await waitFor(() => expect(row.querySelector('.console-refund-note')?.textContent).toBe(`Your note: ${REFUSAL_NOTE}`))
    const shopperSees = await apiCall(server, 'GET', `/api/order/refund_detail?order_id=${bought.order.id}`, undefined, bought.token)
    expect(shopperSees.data.refund).toMatchObject({ status: 'refused', merchant_note: REFUSAL_NOTE })
    expect(shopperSees.data.order.status).toBe(1)
  })

  it('a return: approved with where to send the goods, it waits; goods received after a confirm pays the shopper back', async () => {
    const bought = await world.shippedOrder()
    const id = await world.askRefund(bought, 'return')
    const before = await world.api.balance(bought.token)
    await openConsole('/merchant/refunds')
    const row = await found(`[data-refund-id="${id}"]`)
    await click(within(row).getByRole('button', { name: 'Approve' }))
    fireEvent.change(within(row).getByLabelText('Note to the shopper (optional): where to send the goods'), { target: { value: 'Send it to 12 Lý Thường Kiệt, Hà Nội' } })
    await click(within(row).getByRole('button', { name: 'Confirm' }))
    await toastSaid('Refund approved: waiting for the returned goods')
    await waitFor(() => expect(row.dataset.state).toBe('waitingForGoods'))
    expect(await world.api.balance(bought.token), 'no money before the goods').toBe(before)
    expect((await world.refund(id)).merchant_note).toBe('Send it to 12 Lý Thường Kiệt, Hà Nội')

    await click(within(row).getByRole('button', { name: 'Goods received' }))
    await click(within(row).getByRole('button', { name: 'Confirm' }))
    await toastSaid("Refunded to the shopper's wallet")
    await waitFor(() => expect(row.querySelector('.console-refund-status')?.textContent).toBe('Refunded'))
    expect(await world.api.balance(bought.token)).toBe(formatCents(centsOf(before) + centsOf(bought.order.total)))
  })
})
