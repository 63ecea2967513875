// A shopper who forgot the payment code, in a phone-sized Chromium on the built app and the real
// server, in English and in Thai: paying an order, five wrong codes lock paying; the lock message
// says when paying opens again and offers "Forgot payment code?"; the shopper asks for a code by
// mail, reads it in the outbox, is refused a wrong login password, resets the code with the right
// one, lands back on the order's payment and pays it with the new code. The payment code page
// offers the reset as well.
import { beforeAll, describe, expect, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import type { BrowserContext, Page } from 'playwright-core'
import { localeText } from '../drivers/support/texts'
import { orderApi, type OrderApi, type PathOrder, type ShopItem } from '../views/support/orders'
import { api, newAccount, type BrowserAccount } from './support/api'
import { openPhone, useBrowser } from './support/browser'
import { lastCodeMailedTo } from './support/mail-outbox'
import { snap } from './support/screenshots'

const { baseURL, dataDir } = serverOfThisFile()
const browser = useBrowser()
const NEW_CODE = '369258'

let orders: OrderApi
let item: ShopItem
beforeAll(async () => {
  orders = orderApi((path, init) => fetch(`${baseURL}${path}`, init))
  item = await orders.shopItem()
})

describe.each(['en', 'th'])('a shopper locked out of paying resets the payment code by mail (%s)', (lang) => {
  const text = (key: string, values?: Record<string, string | number>) => localeText(lang, key, values)
  let context: BrowserContext
  let page: Page
  let shopper: BrowserAccount
  let order: PathOrder

  beforeAll(async () => {
    ;({ context, page } = await openPhone(browser(), baseURL))
    shopper = await newAccount(baseURL)
    // The order waits pay; the shopper's payment code is one they no longer remember.
    order = await orders.placeOrder(shopper.token, item)
    await context.addCookies([
      { name: 'Admin-Token', value: shopper.token, url: baseURL },
      { name: 'language', value: lang, url: baseURL },
    ])
  })

  it('pays the order with wrong codes until paying locks; the lock message says until when and offers the reset', async () => {
    await page.goto(`/orderInfo/${order.id}`)
    await page.locator('.order-action-pay').click()
    await page.waitForURL((url) => url.pathname === '/checkout')
    await page.locator('.pay-sheet .pay-code input').waitFor()
    // The code entry offers the reset too.
    await page.locator('.pay-sheet .forgot-pay-code', { hasText: text('payCodeReset.forgot') }).waitFor()
    await snap(page, `pay-code-reset-${lang}-01-sheet`)
    for (let left = 4; left >= 1; left--) {
      await page.locator('.pay-sheet .pay-code input').fill('000001')
      await page.locator('.pay-sheet .pay-submit').click()
      await page.getByText(text('msg.paymentCodeWrong', { count: left })).first().waitFor()
      await page.locator('.pay-sheet .pay-submit:not(.adm-button-loading)').waitFor()
    }
    await page.locator('.pay-sheet .pay-code input').fill('000001')
    await page.locator('.pay-sheet .pay-submit').click()
    const locked = page.locator('.pay-outcome.pay-locked')
    await locked.waitFor()
    expect(await locked.locator('.outcome-title').textContent()).toBe(text('msg.paymentLocked', { minutes: 15 }))
    expect(await locked.locator('.pay-opens-at').textContent()).toMatch(/\d\d:\d\d/)
    await page.locator('.adm-toast-mask').waitFor({ state: 'hidden' })
    await snap(page, `pay-code-reset-${lang}-02-locked`)
  })

  it('follows "Forgot payment code?" and asks for a code by mail, sent to the account\'s email', async () => {
    await page.locator('.pay-locked .forgot-pay-code', { hasText: text('payCodeReset.forgot') }).click()
    await page.waitForURL((url) => url.pathname === '/forgotPayPwd')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/checkout?order_ids=${order.id}`)
    await page.getByText(text('payCodeReset.intro')).waitFor()
    await snap(page, `pay-code-reset-${lang}-03-ask`)
    await page.getByRole('button', { name: text('payCodeReset.sendCode') }).click()
    await page.getByText(text('payCodeReset.sentTo', { email: `${shopper.email[0]}***@example.com` })).waitFor()
    await expect.poll(() => lastCodeMailedTo(dataDir, shopper.email), { message: 'the code is mailed' }).toMatch(/^\d{6}$/)
  })

  it('is refused a wrong login password, and nothing changes', async () => {
    const code = lastCodeMailedTo(dataDir, shopper.email)!
    await page.getByLabel(text('payCodeReset.code')).fill(code)
    await page.getByLabel(text('payCodeReset.password'), { exact: true }).fill('not-my-password')
    await page.getByLabel(text('ui.newPaymentCode')).fill(NEW_CODE)
    await page.getByLabel(text('ui.confirmPaymentCode')).fill(NEW_CODE)
    await page.getByRole('button', { name: text('payCodeReset.submit') }).click()
    await page.getByText(text('payCodeReset.wrongPassword', { count: 4 })).waitFor()
    await snap(page, `pay-code-reset-${lang}-04-wrong-password`)
    expect(new URL(page.url()).pathname).toBe('/forgotPayPwd')
    // Still locked: the code was not replaced.
    const pay = await api(baseURL, 'POST', '/api/user/verify_pay', { order_ids: [order.id], payment_code: NEW_CODE }, shopper.token, { 'Idempotency-Key': `still-locked-${order.id}` })
    expect(pay.data).toMatchObject({ reason: 'locked' })
  })

  it('resets with the right login password and returns to paying the order', async () => {
    await page.locator('.adm-toast-mask').waitFor({ state: 'hidden' })
    await page.getByLabel(text('payCodeReset.password'), { exact: true }).fill(shopper.password)
    await page.getByRole('button', { name: text('payCodeReset.submit') }).click()
    await page.waitForURL((url) => url.pathname === '/checkout' && url.searchParams.get('order_ids') === String(order.id))
    await page.getByText(text('payCodeReset.done')).waitFor()
    await page.locator('.pay-sheet .pay-code input').waitFor()
    await snap(page, `pay-code-reset-${lang}-05-back-to-pay`)
  })

  it('pays the order with the new code', async () => {
    await page.locator('.pay-sheet .pay-code input').fill(NEW_CODE)
    await page.locator('.pay-sheet .pay-submit').click()
    await page.locator('.pay-outcome.pay-paid').waitFor()
    await page.locator('.adm-toast-mask').waitFor({ state: 'hidden' })
    await snap(page, `pay-code-reset-${lang}-06-paid`)
    expect((await orders.detail(shopper.token, order)).status).toBe(1)
  })

  it('finds "Forgot payment code?" on the payment code page too, coming back to the security page', async () => {
    await page.goto('/changePayPwd')
    await page.getByLabel(text('ui.oldPaymentCode')).waitFor()
    await page.locator('.forgot-pay-code', { hasText: text('payCodeReset.forgot') }).click()
    await page.waitForURL((url) => url.pathname === '/forgotPayPwd')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/security')
    await page.getByRole('button', { name: text('payCodeReset.sendCode') }).waitFor()
    await context.close()
  })
})
