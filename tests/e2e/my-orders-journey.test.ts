// A shopper's orders in a phone-sized Chromium on the built app and the real server: the personal
// center counts them by status, My orders pages them (load-more at the bottom, pull-to-refresh for
// an order placed on another device) in the tabs of
// docs/product/order-lifecycle.md#statuses-and-filters, an empty tab says so, and the order page
// shows an order waiting pay, one on its way (the carrier's timeline) and a completed one; /order
// is My orders. Orders come from the demo merchant's shop, moved along through the API as the
// shopper's other device and the merchant would. Screenshots of each.
import { beforeAll, describe, expect, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import type { BrowserContext, Page } from 'playwright-core'
import { newTrackingNo, orderApi, type OrderApi, type PathOrder, type ShopItem } from '../views/support/orders'
import { newAccount } from './support/api'
import { openPhone, useBrowser } from './support/browser'
import { snap } from './support/screenshots'
import { pullDown } from './support/touch'

const { baseURL } = serverOfThisFile()
const browser = useBrowser()
let context: BrowserContext
let page: Page
let api: OrderApi
let item: ShopItem
let token: string
let waiting: PathOrder[]
let delivered: PathOrder
let completed: PathOrder
const trackingNo = newTrackingNo()

const rows = () => page.locator('.order-card')
const statuses = () => page.locator('.order-card .order-status').allTextContents()

/** Pictures on the screen still loading (one further down loads lazily, when it comes near). */
const picturesLoadingOnScreen = () =>
  page.evaluate(() => [...document.querySelectorAll('.lazy-image:not(.is-ready)')].filter((node) => {
    const box = node.getBoundingClientRect()
    return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight
  }).length)

/** The page settled for a screenshot: no toast, the pictures on the screen in. */
async function settled() {
  await expect.poll(() => page.locator('.adm-toast-main:visible').count(), { timeout: 5000 }).toBe(0)
  await expect.poll(picturesLoadingOnScreen, { timeout: 30_000 }).toBe(0)
  await page.waitForTimeout(250)
}

beforeAll(async () => {
  api = orderApi((path, init) => fetch(`${baseURL}${path}`, init))
  item = await api.shopItem()
  ;({ token } = await newAccount(baseURL))
  // Oldest first: one completed (received and reviewed), one on its way, then eleven waiting pay.
  completed = await api.placeOrder(token, item)
  await api.pay(token, completed)
  await api.ship(completed, newTrackingNo())
  const confirmed = await api.call('POST', '/api/order/confirm', { id: completed.id }, token)
  expect(confirmed.code).toBe(1)
  await api.reviewAll(token, completed)
  delivered = await api.placeOrder(token, item)
  await api.pay(token, delivered)
  await api.ship(delivered, trackingNo)
  const news = await api.call('POST', '/api/merchant/order/logistics', { order_id: delivered.id, description: 'Arrived at the Ha Noi sorting centre', location: 'Ha Noi' }, await api.merchantToken())
  expect(news.code).toBe(1)
  waiting = []
  for (let n = 0; n < 11; n++) waiting.push(await api.placeOrder(token, item))
  ;({ context, page } = await openPhone(browser(), baseURL))
  await context.addCookies([{ name: 'Admin-Token', value: token, url: baseURL }])
})

describe('my orders', () => {
  it('the personal center counts the orders by status and opens them', async () => {
    await page.goto('/profile')
    const count = (status: string) => page.locator(`.order-shortcut[data-status="${status}"] .order-shortcut-count`)
    await expect.poll(() => count('0').textContent()).toBe('11')
    expect(await count('2').textContent()).toBe('1')
    expect(await count('1').count(), 'nothing waits for delivery').toBe(0)
    await settled()
    await snap(page, 'orders-01-profile-shortcuts')
    await page.locator('.order-shortcuts-all').click()
    await page.waitForURL((url) => url.pathname === '/myPurchases')
  })

  it('lists every order newest first, ten at a time, more at the bottom', async () => {
    await expect.poll(() => rows().count()).toBe(10)
    expect(await page.locator('.order-tabs .adm-tabs-tab-active').textContent()).toBe('All')
    await settled()
    await snap(page, 'orders-02-all')
    await page.locator('.list-end').scrollIntoViewIfNeeded()
    await expect.poll(() => rows().count()).toBe(13)
    await expect.poll(() => page.locator('.list-end').textContent()).toBe('No more')
    expect((await statuses()).slice(-2)).toEqual(['Delivered', 'Completed'])
  })

  it('a pull brings an order placed on another device meanwhile', async () => {
    await page.locator('.order-tabs .adm-tabs-tab', { hasText: 'To pay' }).click()
    await page.waitForURL((url) => url.pathname === '/myPurchases/0')
    await expect.poll(() => rows().count()).toBe(10)
    const placed = await api.placeOrder(token, item)
    waiting.push(placed)
    await page.evaluate(() => window.scrollTo(0, 0))
    await pullDown(page, '.adm-pull-to-refresh')
    await expect.poll(() => page.locator('.order-card').first().getAttribute('data-order-id')).toBe(String(placed.id))
    expect(new Set(await statuses())).toEqual(new Set(['Waiting for payment']))
    const first = page.locator('.order-card').first()
    expect(await first.locator('.order-action').allTextContents()).toEqual(['Cancel order', 'Pay'])
    await settled()
    await snap(page, 'orders-03-to-pay')
  })

  it('each tab holds its status; an empty one says so', async () => {
    await page.locator('.order-tabs .adm-tabs-tab', { hasText: 'Delivered' }).click()
    await page.waitForURL((url) => url.pathname === '/myPurchases/2')
    await expect.poll(() => rows().count()).toBe(1)
    expect(await page.locator('.order-card .order-action').allTextContents()).toEqual(['Apply for refund', 'Confirm receipt'])
    await settled()
    await snap(page, 'orders-04-delivered')
    await page.locator('.order-tabs .adm-tabs-tab', { hasText: 'After-sale' }).click()
    await page.waitForURL((url) => url.pathname === '/myPurchases/-4')
    await page.locator('.notice', { hasText: 'No orders here' }).waitFor()
    expect(await rows().count()).toBe(0)
    await settled()
    await snap(page, 'orders-05-after-sale-empty')
  })

  it('the order page of an order waiting pay', async () => {
    const order = waiting.at(-1)!
    await page.goto(`/orderInfo/${order.id}`)
    await expect.poll(() => page.locator('.order-banner .order-status').textContent()).toBe('Waiting for payment')
    expect(await page.locator('.order-sn').textContent()).toBe(order.sn)
    expect(await page.locator('.order-total').textContent()).toBe(`$${order.total}`)
    expect(await page.locator('.order-detail-bar .order-action').allTextContents()).toEqual(['Cancel order', 'Pay'])
    await settled()
    await snap(page, 'orders-06-detail-waiting-pay')
  })

  it('the order page of an order on its way: the carrier, the tracking number, the timeline newest first', async () => {
    await page.goto(`/orderInfo/${delivered.id}`)
    await expect.poll(() => page.locator('.order-banner .order-status').textContent()).toBe('Delivered')
    expect(await page.locator('.tracking-no').textContent()).toBe(trackingNo)
    expect(await page.locator('.logistics-event-text').allTextContents()).toEqual(['Arrived at the Ha Noi sorting centre', 'Picked up by VNPost Express'])
    await settled()
    await snap(page, 'orders-07-detail-delivered')
  })

  it('the order page of a completed order: every item reviewed, nothing left to do', async () => {
    await page.goto(`/orderInfo/${completed.id}`)
    await expect.poll(() => page.locator('.order-banner .order-status').textContent()).toBe('Completed')
    expect(await page.locator('.order-item-reviewed').allTextContents()).toEqual(['Reviewed'])
    expect(await page.locator('.order-detail-bar .order-action').count()).toBe(0)
    await page.locator('.order-info').scrollIntoViewIfNeeded()
    await settled()
    await snap(page, 'orders-08-detail-completed')
  })

  it('reads in Thai', async () => {
    await context.addCookies([{ name: 'language', value: 'th', url: baseURL }])
    await page.goto(`/orderInfo/${delivered.id}`)
    await expect.poll(() => page.locator('.order-banner .order-status').textContent()).toBe('จัดส่งแล้ว')
    await settled()
    await snap(page, 'orders-09-detail-delivered-th')
    await context.addCookies([{ name: 'language', value: 'en', url: baseURL }])
  })

  it('/order is My orders', async () => {
    await page.goto('/order')
    await page.waitForURL((url) => url.pathname === '/myPurchases')
    await expect.poll(() => page.locator('.order-tabs .adm-tabs-tab-active').textContent()).toBe('All')
  })
})
