// The storefront's small details, each as a shopper meets it in a phone-sized Chromium on the built
// app and the real server: a labelled Add address button on an empty address book, an avatar that
// reads nothing out, the refund amount legible on the order's banner, the address's parts kept
// apart, no "keep the goods" before shipping, no zero promo line, review stars set by mouse and
// keyboard, and the Korean chat's Send button clear of the screen's edge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { orderApi, type OrderApi, type PathOrder, type ShopItem } from '../views/support/orders'
import { api, newAccount, uploadPicture, type BrowserAccount } from './support/api'
import { openPhone, PHONE, useBrowser } from './support/browser'
import { snap } from './support/screenshots'

const { baseURL } = serverOfThisFile()
const browser = useBrowser()
let orders: OrderApi
let item: ShopItem
let context: BrowserContext
let page: Page

/** WCAG's contrast ratio of a text's colour on a background colour (both computed `rgb(...)`). */
function contrast(foreground: string, background: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = color.match(/\d+(\.\d+)?/g)!.slice(0, 3).map((c) => {
      const v = Number(c) / 255
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const [a, b] = [luminance(foreground), luminance(background)]
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

const colourOf = (locator: Locator, property: 'color' | 'backgroundColor') =>
  locator.evaluate((element, name) => getComputedStyle(element)[name as 'color'], property)

async function signIn(account: BrowserAccount) {
  await context.clearCookies()
  await context.addCookies([{ name: 'Admin-Token', value: account.token, url: baseURL }])
}

beforeAll(async () => {
  orders = orderApi((path, init) => fetch(`${baseURL}${path}`, init))
  item = await orders.shopItem()
  ;({ context, page } = await openPhone(browser(), baseURL))
})
afterAll(async () => {
  await context.close()
})

describe('the address book', () => {
  it('labels the Add address button legibly when the list is empty', async () => {
    await signIn(await newAccount(baseURL))
    await page.goto('/address')
    await page.locator('.adm-empty, .notice').first().waitFor()
    const button = page.locator('button.address-add')
    const label = button.locator('span').first()
    expect(await label.textContent()).toBe('Add address')
    expect(contrast(await colourOf(label, 'color'), await colourOf(button, 'backgroundColor'))).toBeGreaterThanOrEqual(4.5)
    await snap(page, 'details-address-empty')
  })

  it('keeps the address parts apart: "12 Le Loi, District 1"', async () => {
    const shopper = await newAccount(baseURL)
    const saved = await api(baseURL, 'POST', '/api/user/address_add', { addressee: 'Tran Minh', mobile: '+84 912 345 678', area: 'District 1', detail: '12 Le Loi', tag: 'Home' }, shopper.token)
    expect(saved.code, saved.msg).toBe(1)
    await signIn(shopper)
    await page.goto('/address')
    await page.locator('.address-row').first().waitFor()
    expect(await page.locator('.address-text').first().textContent()).toBe('12 Le Loi, District 1')
    await snap(page, 'details-address-parts')
  })
})

describe('the avatar', () => {
  it('reads out no hidden text (no "编组 3" from the fallback picture)', async () => {
    await signIn(await newAccount(baseURL))
    await page.goto('/profile')
    const header = page.locator('.profile-header')
    await header.waitFor()
    const avatar = header.locator('.adm-avatar')
    await avatar.waitFor()
    expect(await avatar.evaluate((element) => element.textContent ?? '')).toBe('')
    expect(await avatar.locator('title').count()).toBe(0)
    expect(await header.getAttribute('aria-label')).toBe('Edit profile')
    await snap(page, 'details-profile-avatar')
  })
})

describe('an order paid but not shipped yet', () => {
  let shopper: BrowserAccount
  let order: PathOrder

  beforeAll(async () => {
    shopper = await newAccount(baseURL)
    order = await orders.placeOrder(shopper.token, item)
    await orders.pay(shopper.token, order)
    await signIn(shopper)
  })

  it('shows no promo discount line without a promo', async () => {
    await page.goto(`/orderInfo/${order.id}`)
    await page.locator('.order-total').waitFor()
    expect(await page.locator('.order-figures').textContent()).not.toContain('Promo discount')
    expect(await page.locator('.order-discount').count()).toBe(0)
  })

  it('offers a refund without "keep the goods": there are none yet', async () => {
    await page.goto(`/refund/${order.id}/${order.sn}/${item.productId}/${order.total}`)
    await page.locator('.refund-form').waitFor()
    const types = page.getByRole('group', { name: 'Refund type' }).or(page.locator('.refund-form .adm-form-item').first())
    await expect.poll(() => types.first().textContent()).toContain('Refund (not shipped yet)')
    expect(await page.locator('.refund-form').textContent()).not.toContain('keep the goods')
    await snap(page, 'details-refund-not-shipped')
  })

  it('shows the refund amount legibly on the after-sale banner', async () => {
    const proof = await uploadPicture(baseURL, shopper.token, 'parcel.png')
    const body = { order_id: order.id, product_ids: order.productIds, type: 'refund', amount: order.total, product_status: 'not_received', reason: 'noLongerNeeded', explanation: 'Ordered twice by mistake', proof: [proof] }
    const applied = await api(baseURL, 'POST', '/api/order/refund', body, shopper.token)
    expect(applied.code, applied.msg).toBe(1)
    await page.goto(`/orderInfo/${order.id}`)
    const amount = page.locator('.order-refund-state .price')
    await amount.waitFor()
    // The banner's own text colour (white on its orange), not the orange of prices elsewhere.
    expect(await colourOf(amount, 'color')).toBe(await colourOf(page.locator('.order-banner'), 'color'))
    expect(await colourOf(amount, 'color')).toBe('rgb(255, 255, 255)')
    await snap(page, 'details-refund-banner')
  })
})

describe('review stars', () => {
  it('answer a mouse click and the keyboard, not only a touch', async () => {
    const shopper = await newAccount(baseURL)
    const order = await orders.placeOrder(shopper.token, item)
    await orders.pay(shopper.token, order)
    await orders.ship(order, `DETAILS${Date.now()}`)
    const received = await api(baseURL, 'POST', '/api/order/confirm', { id: order.id }, shopper.token)
    expect(received.code, received.msg).toBe(1)
    // A desktop browser: a mouse, no touch.
    const desk = await browser().newContext({ baseURL, viewport: PHONE })
    await desk.addCookies([{ name: 'Admin-Token', value: shopper.token, url: baseURL }])
    const mousePage = await desk.newPage()
    await mousePage.goto(`/comment?order_id=${order.id}&product_id=${item.productId}`)
    const product = mousePage.getByRole('radiogroup', { name: 'Product' })
    await product.waitFor()
    const lit = () => product.locator('.adm-rate-star-active').count()
    expect(await lit()).toBe(5)
    await product.getByRole('radio', { name: '2 of 5 stars' }).click()
    await expect.poll(lit).toBe(2)
    // The keyboard: the checked star takes the focus, the arrows move the score.
    await mousePage.keyboard.press('ArrowRight')
    await expect.poll(lit).toBe(3)
    expect(await product.getByRole('radio', { checked: true }).getAttribute('aria-label')).toBe('3 of 5 stars')
    await mousePage.keyboard.press('End')
    await expect.poll(lit).toBe(5)
    await mousePage.keyboard.press('ArrowLeft')
    await expect.poll(lit).toBe(4)
    await snap(mousePage, 'details-review-stars')
    // Tab from the service score's group lands on its checked star; Space keeps it.
    await mousePage.getByRole('radiogroup', { name: 'Service' }).getByRole('radio', { checked: true }).focus()
    await mousePage.keyboard.press('Home')
    await expect.poll(() => mousePage.getByRole('radiogroup', { name: 'Service' }).locator('.adm-rate-star-active').count()).toBe(1)
    await desk.close()
  })
})

describe('the keyboard', () => {
  it('reaches and presses the personal center\'s rows, which antd-mobile draws without a focus', async () => {
    await signIn(await newAccount(baseURL))
    await page.goto('/profile')
    const row = page.getByRole('button', { name: 'Shipping addresses' })
    await row.waitFor()
    expect(await row.getAttribute('tabindex')).toBe('0')
    await row.focus()
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/address')
  })
})

describe('the Korean chat', () => {
  it('keeps the Send button off the screen\'s edge', async () => {
    const shopper = await newAccount(baseURL)
    const set = await api(baseURL, 'GET', '/api/user/set_language?lang=ko', undefined, shopper.token)
    expect(set.code, set.msg).toBe(1)
    await signIn(shopper)
    await page.goto('/service')
    const send = page.locator('.service-send')
    await send.waitFor()
    await page.locator('.service-input').fill('안녕하세요')
    expect(await send.textContent()).toBe('보내기')
    const box = (await send.boundingBox())!
    // The page's own gutter (12px), as every card and bar keeps from the edge.
    expect(PHONE.width - (box.x + box.width)).toBeGreaterThanOrEqual(12)
    await snap(page, 'details-service-ko')
  })
})

describe('the changed screens in Vietnamese', () => {
  it('reads the address, the refund banner and form, the profile and the stars in Vietnamese', async () => {
    const shopper = await newAccount(baseURL)
    expect((await api(baseURL, 'GET', '/api/user/set_language?lang=vi', undefined, shopper.token)).code).toBe(1)
    const order = await orders.placeOrder(shopper.token, item)
    await orders.pay(shopper.token, order)
    await signIn(shopper)
    await page.goto('/address')
    await page.locator('.address-row').first().waitFor()
    expect(await page.locator('.address-text').first().textContent()).toBe('1 Hue Street, Ba Dinh, Ha Noi')
    await snap(page, 'details-vi-address')
    await page.goto(`/refund/${order.id}/${order.sn}/${item.productId}/${order.total}`)
    await page.getByText('Hoàn tiền (chưa giao hàng)').waitFor()
    await snap(page, 'details-vi-refund-form')
    const proof = await uploadPicture(baseURL, shopper.token, 'parcel.png')
    const body = { order_id: order.id, product_ids: order.productIds, type: 'refund', amount: order.total, product_status: 'not_received', reason: 'noLongerNeeded', explanation: 'Đặt nhầm hai lần', proof: [proof] }
    expect((await api(baseURL, 'POST', '/api/order/refund', body, shopper.token)).code).toBe(1)
    await page.goto(`/orderInfo/${order.id}`)
    await page.locator('.order-refund-state .price').waitFor()
    expect(await page.locator('.order-figures').textContent()).not.toContain('Giảm giá khuyến mãi')
    await snap(page, 'details-vi-refund-banner')
    await page.goto('/profile')
    await page.locator('.profile-header .adm-avatar').waitFor()
    await snap(page, 'details-vi-profile')
    const received = await orders.placeOrder(shopper.token, item)
    await orders.pay(shopper.token, received)
    await orders.ship(received, `DETAILSVI${Date.now()}`)
    expect((await api(baseURL, 'POST', '/api/order/confirm', { id: received.id }, shopper.token)).code).toBe(1)
    await page.goto(`/comment?order_id=${received.id}&product_id=${item.productId}`)
    await page.getByRole('radio', { name: '5 trên 5 sao' }).first().waitFor()
    await snap(page, 'details-vi-review-stars')
  })
})
