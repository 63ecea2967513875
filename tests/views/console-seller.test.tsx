// The merchant's console at Seller Centre level through its real views and the real server
// in-process: the overview's to-do links to the lists that hold each thing; the orders list
// searched by buyer from the URL with counts on its tabs and the buyer's name; and the defects,
// each checked as a person meets it: a new help entry's page title, a merchant told why an
// operator's page does not open, a decided refund saying where it went, the evidence viewer's
// Close button reachable, the sales chart's axes titled and counted in whole numbers.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { BarController, BarElement, CategoryScale, Chart, LinearScale, LineController, LineElement, PointElement } from 'chart.js'
import type { ConsoleRuntime } from '../../src/console/runtime'
import { salesChartConfig } from '../../src/console/views/shop/sales-chart-config'
import { t } from '../../src/ui/i18n'
import { merchantSku, merchantToken, orderAt } from '../api/support/order-steps'
import { credit, newShopper, type TestSku } from '../api/support/shoppers'
import { manualRecharge } from '../api/support/wallet-steps'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from '../api/support/test-server'
import { apiCall, registerAccount } from './support/accounts'
import { fulfilmentWorld, type FulfilmentWorld } from './support/fulfilment-world'
import { click, found, q, setCookie } from './support/interact'
import { renderConsole } from './support/render-console'

let server: TestServer
let world: FulfilmentWorld
let runtime: ConsoleRuntime | undefined
let sku: TestSku
let merchant: string
beforeAll(async () => {
  server = await createTestServer()
  sku = await merchantSku(server)
  merchant = await merchantToken(server)
  world = fulfilmentWorld(
    (path, init) => server.app.request(path, init),
    async () => {
      const { token } = await registerAccount(server)
      await credit(server.db, (await apiCall(server, 'GET', '/api/user/getUserInfo', undefined, token)).data.id, '100.00')
      return token
    },
  )
  // A loaded host (two cores, many test runs) may take minutes to start a server: wait for it, not a clock.
}, 600_000)
afterAll(() => server?.close())
afterEach(() => {
  runtime?.session.stop()
  runtime = undefined
})

const pathOf = () => runtime!.router.state.location.pathname

async function open(path: string, token: string) {
  setCookie('Console-Token', token)
  runtime = await renderConsole(`/merchant${path}`, server)
}
const asOperator = () => server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)

describe('the overview as a to-do list', () => {
  it('counts the orders to ship with the next ship-by time, each to-do a link to its filtered list', async () => {
    await orderAt(server, sku, 1, merchant)
    await open('/dashboard', merchant)
    const toShip = await found('.console-todo-to-ship')
    expect(Number(toShip.querySelector('.console-todo-count')?.textContent)).toBeGreaterThanOrEqual(1)
    expect(toShip.querySelector('.console-todo-due')?.textContent).toMatch(/^Next ship by /)
    expect(q('.console-todo-refunds .console-todo-label')?.textContent).toBe('Refunds to answer')
    expect(q('.console-income-escrow dt')?.textContent).toBe('Held in escrow')
    await click(within(toShip).getByRole('link'))
    await waitFor(() => expect(pathOf()).toBe('/orders'))
    expect(runtime!.router.state.location.search).toEqual({ status: 1 })
    await waitFor(() => expect(q('.console-tab-title[data-count]')).not.toBeNull())
  })
})

describe('the orders list, searched from the URL', () => {
  it('finds a buyer’s orders, counts each tab under the search, and shows the buyer', async () => {
    const order = await orderAt(server, sku, 1, merchant)
    const { account } = (await apiCall(server, 'GET', '/api/user/getUserInfo', undefined, order.shopper.token)).data
    await open(`/orders?buyer=${account}`, merchant)
    const card = await found(`[data-order-sn="${order.sn}"]`)
    expect(card.querySelector('.console-order-buyer')?.textContent).toBe(`Lan Pham @${account}`)
    expect(document.querySelectorAll('.console-order')).toHaveLength(1)
    const tab = (name: string) => screen.getAllByRole('tab').find((el) => el.textContent?.startsWith(name))!
    await waitFor(() => expect(tab('All').querySelector('.console-tab-title')?.getAttribute('data-count')).toBe('1'))
    expect(tab('To ship').querySelector('.console-tab-title')?.getAttribute('data-count')).toBe('1')
    expect(tab('To pay').querySelector('.console-tab-title')?.getAttribute('data-count')).toBe('0')
    expect(screen.getByLabelText<HTMLInputElement>('Buyer').value).toBe(account)
  })
})

describe('the defects, fixed', () => {
  it('a new help entry’s page is titled “New entry”, not “Edit an entry”', async () => {
    await open('/content/new', await asOperator())
    await waitFor(() => expect(q('.console-title')?.textContent).toBe('New entry'))
    expect(document.title).toMatch(/^New entry · /)
  })

  it('a merchant opening an operator’s page is told why, on the overview', async () => {
    await open('/recharges', merchant)
    await waitFor(() => expect(pathOf()).toBe('/dashboard'))
    const alert = await found('.console-not-yours')
    expect(alert.getAttribute('role')).toBe('alert')
    expect(alert.textContent).toBe("The page /recharges is for the platform's operators: a merchant account cannot open it, so here is your overview.")
  })

  it('an approved refund no longer sits under “Waiting” as if nothing happened: it says where it went', async () => {
    const refundId = await world.askRefund(await world.paidOrder(), 'refund')
    await open('/refunds', merchant)
    const card = await found(`[data-refund-id="${refundId}"]`)
    expect(card.querySelector('.console-refund-moved')).toBeNull()
    await click(within(card).getByRole('button', { name: 'Approve' }))
    await click(await waitFor(() => within(card).getByRole('button', { name: 'Confirm' })))
    await waitFor(() => expect(card.querySelector('.console-refund-moved')?.textContent).toBe('No longer waiting: it is now under “Done”. Open'))
    expect(card.classList.contains('is-moved')).toBe(true)
  })

  it('the evidence viewer’s Close button is reachable (not inside an aria-hidden layer) and closes it', async () => {
    const shopper = await newShopper(server)
    const evidence = await world.uploadProof(shopper.token)
    const asked = (await manualRecharge(server, shopper, '20', { evidence })).body.data
    await open('/recharges', await asOperator())
    const row = await found(`[data-recharge-id="${asked.id}"]`)
    await click(row.querySelector('.console-evidence')!)
    // getByRole leaves out what assistive technology cannot reach (aria-hidden and all inside it).
    const close = await waitFor(() => screen.getByRole('button', { name: 'Close' }))
    expect(close.closest('[aria-hidden="true"]')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(close))
    await click(close)
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close' })).toBeNull())
  })

  it('the sales chart with nothing sold counts 0 to 1 in whole numbers on both scales, each scale titled', () => {
    Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement)
    const days = ['2026-11-25', '2026-11-26', '2026-11-27'].map((date) => ({ date, orders: 0, amount: '0.00' }))
    const { data, options } = salesChartConfig(days, t, 'en', 'USD')
    // chart.js itself lays the scales out, on a drawing surface that draws nothing.
    const noop = () => {}
    const surface: Record<string, unknown> = { measureText: (text: string) => ({ width: String(text).length * 6 }) }
    const context = new Proxy(surface, { get: (target, key) => (key in target ? target[key as string] : noop) })
    const canvas = Object.assign(document.createElement('canvas'), { width: 800, height: 300 })
    canvas.getContext = (() => context) as never
    surface.canvas = canvas
    const chart = new Chart(canvas, { type: 'bar', data: data as never, options: { ...options, responsive: false } as never })
    const titleOf = (id: string) => (chart.scales[id]!.options as { title?: unknown }).title
    try {
      for (const id of ['amount', 'orders']) {
        const ticks = chart.scales[id]!.ticks.map((tick) => tick.value)
        expect(ticks, id).toEqual([0, 1])
      }
      expect(titleOf('x')).toMatchObject({ display: true, text: 'Day' })
      expect(titleOf('amount')).toMatchObject({ display: true, text: 'Amount (USD)' })
      expect(titleOf('orders')).toMatchObject({ display: true, text: 'Paid orders' })
    } finally {
      chart.destroy()
    }
  })
})
