// Temporary: screenshots of the pay-with-code states in English and Vietnamese (not committed).
import { randomBytes } from 'node:crypto'
import { describe, inject, it } from 'vitest'
import { addAddress, setPaymentCode } from '../views/support/checkout'
import { orderApi } from '../views/support/orders'
import { newAccount } from './support/api'
import { openPhone, useBrowser } from './support/browser'
import { snap } from './support/screenshots'

const baseURL = inject('baseURL')
const browser = useBrowser()
const api = orderApi((p, init) => fetch(`${baseURL}${p}`, init))
const key = () => ({ 'Idempotency-Key': randomBytes(8).toString('hex') })

async function shopper(lang: string, code: boolean) {
  const { token } = await newAccount(baseURL)
  if (code) await setPaymentCode(api.call, token, '147258')
  const address = await addAddress(api.call, token, 1)
  await api.call('GET', `/api/user/set_language?lang=${lang}`, undefined, token)
  const item = await api.shopItem()
  const created = await api.call('POST', '/api/order/create', { buy_now: { product_id: item.productId, sku_id: item.skuId, quantity: 1 }, address_id: address.id }, token)
  return { token, orderId: created.data.orders[0].id as number }
}

async function open(token: string, orderId: number) {
  const { context, page } = await openPhone(browser(), baseURL)
  await context.addCookies([{ name: 'Admin-Token', value: token, url: baseURL }])
  await page.goto(`/checkout?order_ids=${orderId}`)
  return { context, page }
}

describe.each(['en', 'vi'])('pay with code in %s', (lang) => {
  it('entry, wrong code, no answer, locked', async () => {
    const s = await shopper(lang, true)
    const { context, page } = await open(s.token, s.orderId)
    await page.locator('.pay-sheet .pay-code input').waitFor()
    await page.waitForTimeout(600)
    await snap(page, `pay-entry-${lang}`)
    await page.locator('.pay-sheet .pay-code input').fill('258147')
    await page.locator('.pay-sheet button.pay-submit').click()
    await page.locator('.adm-toast-main').waitFor()
    await snap(page, `pay-wrong-code-${lang}`)
    await page.waitForTimeout(1500)
    await page.route('**/api/user/verify_pay', (route) => route.abort())
    await page.locator('.pay-sheet .pay-code input').fill('147258')
    await page.locator('.pay-sheet button.pay-submit').click()
    await page.locator('.pay-sheet .pay-failed').waitFor()
    await page.waitForTimeout(1500)
    await snap(page, `pay-failed-${lang}`)
    await page.unroute('**/api/user/verify_pay')
    await page.locator('.pay-sheet button.pay-later').click()
    await page.waitForTimeout(300)
    // Wrong entries from another device until one is left, then the last one here.
    for (let n = 0; n < 3; n++) await api.call('POST', '/api/user/verify_pay', { order_ids: [s.orderId], payment_code: '258147' }, s.token, key())
    await page.goto(`/checkout?order_ids=${s.orderId}`)
    await page.locator('.pay-sheet .pay-code input').fill('258147')
    await page.locator('.pay-sheet button.pay-submit').click()
    await page.locator('.pay-outcome.pay-locked').waitFor()
    await page.waitForTimeout(400)
    await snap(page, `pay-locked-${lang}`)
    await context.close()
  }, 120_000)

  it('no code set', async () => {
    const s = await shopper(lang, false)
    const { context, page } = await open(s.token, s.orderId)
    await page.locator('.pay-outcome.pay-noPaymentCode').waitFor()
    await page.waitForTimeout(400)
    await snap(page, `pay-no-code-${lang}`)
    await context.close()
  }, 120_000)

  it('short balance', async () => {
    const s = await shopper(lang, true)
    const balance = await api.balance(s.token)
    const spent = await api.call('POST', '/api/user/extract', { type: 'bank', amount: (Number(balance) - 0.5).toFixed(2), bank_card: '9704 0000 1234 5678', bank_name: 'Vietcombank', payment_code: '147258' }, s.token, key())
    if (spent.code !== 1) throw new Error(JSON.stringify(spent))
    const { context, page } = await open(s.token, s.orderId)
    await page.locator('.pay-sheet .pay-code input').fill('147258')
    await page.locator('.pay-sheet button.pay-submit').click()
    await page.locator('.pay-outcome.pay-insufficientBalance').waitFor()
    await page.waitForTimeout(400)
    await snap(page, `pay-short-balance-${lang}`)
    await context.close()
  }, 120_000)

  it('withdrawal: the sheet and no code', async () => {
    const s = await shopper(lang, true)
    const { context, page } = await openPhone(browser(), baseURL)
    await context.addCookies([{ name: 'Admin-Token', value: s.token, url: baseURL }])
    await page.goto('/withDraw')
    await page.locator('.withdraw-bank-card input').fill('9704 0000 1234 5678')
    await page.locator('.withdraw-bank-name input').fill('Vietcombank')
    await page.locator('.withdraw-amount input').fill('10')
    await page.locator('button.withdraw-submit').click()
    await page.locator('.withdraw-sheet .pay-code input').waitFor()
    await page.waitForTimeout(600)
    await snap(page, `withdraw-sheet-${lang}`)
    await context.close()
  }, 120_000)
})
