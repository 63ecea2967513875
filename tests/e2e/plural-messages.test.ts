// Plural forms on the phone (i18next's rules, locales/engine-options.ts): a shopper types wrong
// payment codes on the pay sheet and is told how many attempts are left, "2 attempts left", then
// "1 attempt left" in English; in Vietnamese, which has no plural forms, the one text for both.
import { afterAll, describe, expect, inject, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { api, newAccount } from './support/api'
import { openPhone, useBrowser } from './support/browser'
import { checkoutCall, checkoutCatalogue, recordToasts, type PageToasts } from './support/checkout'
import { snap } from './support/screenshots'
import { addAddress, createOrders, putInBag, setPaymentCode } from '../views/support/checkout'

const baseURL = inject('baseURL')
const browser = useBrowser()
const PAYMENT_CODE = '360514'
const WRONG_CODE = '000000'
const contexts: BrowserContext[] = []

afterAll(async () => {
  for (const context of contexts) await context.close()
})

/** A shopper with a payment code and one order waiting pay, the pay sheet open on it in `lang`. */
async function paySheetIn(lang: 'en' | 'vi'): Promise<{ page: Page; toasts: PageToasts }> {
  const call = checkoutCall(baseURL)
  const shopper = await newAccount(baseURL)
  await setPaymentCode(call, shopper.token, PAYMENT_CODE)
  expect((await api(baseURL, 'GET', `/api/user/set_language?lang=${lang}`, undefined, shopper.token)).code).toBe(1)
  const { plenty } = await checkoutCatalogue(baseURL)
  const address = await addAddress(call, shopper.token, 1)
  const cartIds = await putInBag(call, shopper.token, [{ item: plenty[0], quantity: 1 }])
  const orders = await createOrders(call, shopper.token, { cart_ids: cartIds, address_id: address.id })
  const { context, page } = await openPhone(browser(), baseURL)
  contexts.push(context)
  await context.addCookies([
    { name: 'Admin-Token', value: shopper.token, url: baseURL },
    { name: 'language', value: lang, url: baseURL },
  ])
  const toasts = await recordToasts(page)
  await page.goto(`/checkout?order_ids=${orders.orders.map((order) => order.id).join(',')}`)
  await page.locator('.pay-sheet .pay-code input').waitFor()
  return { page, toasts }
}

/** Types a wrong code on the sheet and waits for the refusal's toast; snaps the sheet with it when named. */
async function typeWrongCode(page: Page, toasts: PageToasts, message: string, shot?: string) {
  await toasts.clear()
  await page.locator('.pay-sheet .pay-code input').fill(WRONG_CODE)
  await page.locator('.pay-sheet .pay-submit').click()
  await expect.poll(() => toasts.shown(), { timeout: 30_000 }).toContain(message)
  if (shot) await snap(page, shot)
  await page.locator('.pay-sheet .pay-code input').waitFor()
}

describe('attempts left after wrong payment codes, on the pay sheet', () => {
  it('English: "2 attempts left", then "1 attempt left"', async () => {
    const { page, toasts } = await paySheetIn('en')
    await typeWrongCode(page, toasts, 'Wrong payment code, 4 attempts left')
    await typeWrongCode(page, toasts, 'Wrong payment code, 3 attempts left')
    await typeWrongCode(page, toasts, 'Wrong payment code, 2 attempts left', 'plural-en-2-attempts-left')
    await typeWrongCode(page, toasts, 'Wrong payment code, 1 attempt left', 'plural-en-1-attempt-left')
  })

  it('Vietnamese, without plural forms: "còn 2 lần thử", then "còn 1 lần thử"', async () => {
    const { page, toasts } = await paySheetIn('vi')
    await typeWrongCode(page, toasts, 'Sai mã thanh toán, còn 4 lần thử')
    await typeWrongCode(page, toasts, 'Sai mã thanh toán, còn 3 lần thử')
    await typeWrongCode(page, toasts, 'Sai mã thanh toán, còn 2 lần thử', 'plural-vi-2-attempts-left')
    await typeWrongCode(page, toasts, 'Sai mã thanh toán, còn 1 lần thử', 'plural-vi-1-attempt-left')
    expect(await page.locator('html').getAttribute('lang')).toBe('vi')
  })
})
