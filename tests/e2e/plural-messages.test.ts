// Plural forms on the phone (i18next's rules, locales/engine-options.ts): a shopper types wrong
// payment codes on the pay sheet and is told how many attempts are left, "2 attempts left", then
// "1 attempt left" in English; in Vietnamese, which has no plural forms, the one text for both.
import { afterAll, describe, expect, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import type { BrowserContext, Page } from 'playwright-core'
import { api, newAccount } from './support/api'
import { openPhone, useBrowser } from './support/browser'
import { checkoutCall, checkoutCatalogue, recordToasts, type PageToasts } from './support/checkout'
import { snap } from './support/screenshots'
import { addAddress, createOrders, putInBag, setPaymentCode } from '../views/support/checkout'

const { baseURL } = serverOfThisFile()
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

/** What each language says after each of four wrong codes: 4, 3, 2 attempts left, then 1. */
const SAID = {
  en: (left: number) => `Wrong payment code, ${left} ${left === 1 ? 'attempt' : 'attempts'} left`,
  vi: (left: number) => `Sai mã thanh toán, còn ${left} lần thử`,
}

describe('attempts left after wrong payment codes, on the pay sheet', () => {
  it.each<{ lang: 'en' | 'vi'; reads: string }>([
    { lang: 'en', reads: 'English: "2 attempts left", then "1 attempt left"' },
    { lang: 'vi', reads: 'Vietnamese, without plural forms: "còn 2 lần thử", then "còn 1 lần thử"' },
  ])('$reads', async ({ lang }) => {
    const { page, toasts } = await paySheetIn(lang)
    for (const left of [4, 3, 2, 1]) {
      const shot = left === 2 ? `plural-${lang}-2-attempts-left` : left === 1 ? `plural-${lang}-1-attempt-left` : undefined
      await typeWrongCode(page, toasts, SAID[lang](left), shot)
    }
    expect(await page.locator('html').getAttribute('lang')).toBe(lang)
  })
})
