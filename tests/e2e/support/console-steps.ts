// What a merchant or an operator does in the console (/merchant/), written once for every browser
// journey that does it: apply for a shop (the way in, from the storefront), log in, find a row in a
// queue, approve or refuse it, list a product, ship an order, approve a refund, publish a
// notification. Each step waits until the screen shows its
// outcome; `shot` names a screenshot taken at the step's telling moment (the question before the
// final tap, the form filled), what follows is the journey's to look at.
import type { Browser, Locator, Page } from 'playwright-core'
import { expect } from './expect'
import { snap } from './screenshots'

export const DESKTOP = { width: 1280, height: 800 }

export interface ConsoleAccount {
  account: string
  password: string
}

/** A screenshot once no toast covers the screen (a toast lasts 1200 ms). */
export async function snapSettled(page: Page, name: string) {
  await expect.poll(() => page.locator('.adm-toast-main:visible').count()).toBe(0)
  await snap(page, name)
}

/** The confirm asking `question`, once open: antd-mobile lets taps through only when its opening animation is over. */
export async function dialogAsking(page: Page, question: string): Promise<Locator> {
  const content = page.locator('.adm-dialog-content', { hasText: question })
  await content.waitFor()
  await expect.poll(() => content.evaluate((element) => getComputedStyle(element.closest('.adm-center-popup-wrap > div')!).pointerEvents)).not.toBe('none')
  return content
}

export interface ShopApplication {
  shopName: string
  logo: { name: string; buffer: Buffer }
  /** What the shop mainly sells, as the English storefront names it. */
  category: string
  contact: string
  description: string
}

/** The way in: a shopper on /partnership applies for a shop (the logo uploaded); the application waits for review. */
export async function applyForShop(page: Page, application: ShopApplication, shot?: string) {
  await page.locator('.partnership-shop-name input').fill(application.shopName)
  await page.locator('.partnership-logo input[type=file]').setInputFiles({ ...application.logo, mimeType: 'image/png' })
  await expect.poll(() => page.locator('.partnership-logo .adm-image-uploader-cell:not(.adm-image-uploader-upload-button) img').count()).toBe(1)
  await page.getByRole('option', { name: application.category }).click()
  await page.locator('.partnership-contact input').fill(application.contact)
  await page.locator('.partnership-description textarea').first().fill(application.description)
  if (shot) await snapSettled(page, shot)
  await page.getByRole('button', { name: 'Submit application' }).click()
  await page.getByRole('heading', { name: 'Application submitted' }).waitFor()
  expect(await page.locator('.partnership-status-badge').textContent()).toBe('Waiting for review')
  expect(await page.locator('.partnership-fact-name').textContent()).toBe(application.shopName)
}

/** A desktop window (1280x800) in English. */
export async function openDesktop(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, locale: 'en-US' })
  return { context, page: await context.newPage() }
}

/** Logs in on the console's login page, already open. */
export async function submitLogin(page: Page, { account, password }: ConsoleAccount) {
  await page.getByLabel('Account').fill(account)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

/**
 * Opens the console's `screen` logged out (the login page comes instead), logs in and lands on it.
 * A merchant's home is /merchant/dashboard, an operator's /merchant/recharges.
 */
export async function logInToConsole(page: Page, who: ConsoleAccount, screen: string) {
  await page.goto(screen)
  await page.waitForURL((url) => url.pathname === '/merchant/login')
  await submitLogin(page, who)
  await page.waitForURL((url) => url.pathname === screen)
}

/** Opens a screen from the navigation. */
export async function openScreen(page: Page, name: string, path: string) {
  await page.getByRole('link', { name, exact: true }).click()
  await page.waitForURL((url) => url.pathname === path)
}

/** The row `selector` of a list, loading more pages until it shows (a busy queue, oldest first, may hold it later). */
export async function findRow(page: Page, selector: string): Promise<Locator> {
  const row = page.locator(selector)
  const more = page.getByRole('button', { name: 'Load more' })
  for (let pages = 1; pages < 20; pages++) {
    // The row is on the pages loaded, or a later page may hold it (a tab just chosen is still loading).
    await row.or(more).first().waitFor()
    if (await row.count()) break
    await more.click()
    await page.locator('.console-list[data-list-state="loadingMore"]').waitFor({ state: 'detached' })
  }
  await row.scrollIntoViewIfNeeded()
  return row
}

/** An operator approves a queue's row (a recharge, a withdrawal, a shop application) after the confirm asking `question`. */
export async function approveInQueue(page: Page, row: Locator, question: string, shot?: string) {
  await row.getByRole('button', { name: 'Approve' }).click()
  await dialogAsking(page, question)
  if (shot) await snapSettled(page, shot)
  await page.locator('.adm-dialog-button', { hasText: 'Approve' }).click()
  await expect.poll(() => row.getAttribute('data-status')).toBe('1')
}

/** An operator refuses a queue's row with `reason`, which the row then shows. */
export async function refuseInQueue(page: Page, row: Locator, reason: string, shot?: string) {
  await row.getByRole('button', { name: 'Refuse' }).click()
  await row.getByLabel('Reason for refusing').fill(reason)
  if (shot) await snapSettled(page, shot)
  await row.getByRole('button', { name: 'Refuse with this reason' }).click()
  await expect.poll(() => row.getAttribute('data-status')).toBe('2')
  expect(await row.locator('.console-decided-note').textContent()).toBe(`Reason: ${reason}`)
}

/** Words in English and in Vietnamese (the editor's other languages left empty). */
export interface TwoLanguages {
  en: string
  vi: string
}

export interface NewProduct {
  title: TwoLanguages
  description: TwoLanguages
  picture: { name: string; buffer: Buffer }
  /** The category's and the options' dimension's chips, as the English console names them. */
  category: string
  dimension: string
  skus: Array<{ label: TwoLanguages; price: string; stock: string }>
}

/** A merchant on Products lists a new product; answers its row on the list. */
export async function listProduct(page: Page, product: NewProduct, shot?: string): Promise<Locator> {
  await page.getByRole('link', { name: 'New product' }).click()
  await page.waitForURL((url) => url.pathname === '/merchant/products/new')
  for (let added = 1; added < product.skus.length; added++) await page.locator('.sku-add').click()
  for (const lang of ['en', 'vi'] as const) {
    await page.locator(`.product-language[data-lang="${lang}"]`).click()
    await page.locator(`.product-title-${lang} input`).fill(product.title[lang])
    await page.locator(`.product-description-${lang} textarea`).first().fill(product.description[lang])
    for (const [n, sku] of product.skus.entries()) await page.locator(`.sku-row[data-sku="${n}"] .sku-label-${lang} input`).fill(sku.label[lang])
    await expect.poll(() => page.locator(`.product-language[data-lang="${lang}"]`).getAttribute('data-written')).toBe('all')
  }
  await page.locator('.product-pictures input[type=file]').setInputFiles({ ...product.picture, mimeType: 'image/png' })
  await page.locator('.product-picture-cover').waitFor()
  await page.locator('.adm-selector-item', { hasText: product.category }).click()
  await page.locator('.adm-selector-item', { hasText: product.dimension }).click()
  for (const [n, sku] of product.skus.entries()) {
    await page.locator(`.sku-row[data-sku="${n}"] .sku-price input`).fill(sku.price)
    await page.locator(`.sku-row[data-sku="${n}"] .sku-stock input`).fill(sku.stock)
  }
  if (shot) await snapSettled(page, shot)
  await page.getByRole('button', { name: 'Save product' }).click()
  await page.waitForURL((url) => url.pathname === '/merchant/products')
  const row = page.locator('.product-row', { hasText: product.title.en })
  await row.waitFor()
  return row
}

/** A merchant opens a paid order from Orders, "To ship", to its page with the shipping form. */
export async function openOrderToShip(page: Page, sn: string) {
  await openScreen(page, 'Orders', '/merchant/orders')
  await page.getByText('To ship', { exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/merchant/orders' && url.search === '?status=1')
  const card = page.locator(`[data-order-sn="${sn}"]`)
  await card.waitFor()
  await card.getByRole('link', { name: 'Ship', exact: true }).click()
  await page.waitForURL((url) => url.pathname === `/merchant/orders/${sn}`)
  await page.locator('.console-ship-form').waitFor()
}

/** A merchant ships the open order with a common carrier and its tracking number: the order is on its way. */
export async function shipWith(page: Page, carrier: string, trackingNo: string, shot?: string) {
  await page.locator('.console-ship-form .adm-selector-item').getByText(carrier, { exact: true }).click()
  await page.getByLabel('Tracking number').fill(trackingNo)
  if (shot) await snapSettled(page, shot)
  await page.getByRole('button', { name: 'Ship the order' }).click()
  await expect.poll(() => page.locator('.console-order-detail .console-status').textContent()).toBe('Delivered')
  expect(await page.locator('.console-ship-address').count(), 'the address it was shipped to, still shown').toBe(1)
  expect(await page.locator('.console-timeline-event.is-latest .console-timeline-text').textContent()).toBe(`Picked up by ${carrier}`)
}

/** A merchant opens Refunds and finds the shopper's refund, its proof picture loaded. */
export async function findRefund(page: Page, refundId: number): Promise<Locator> {
  await openScreen(page, 'Refunds', '/merchant/refunds')
  const row = page.locator(`[data-refund-id="${refundId}"]`)
  await row.waitFor()
  await expect.poll(() => row.locator('.console-proof img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  return row
}

/** A merchant approves a refund after the question: the money is back in the shopper's wallet. */
export async function approveRefund(page: Page, row: Locator, shot?: string) {
  await row.getByRole('button', { name: 'Approve' }).click()
  await row.locator('.console-question-text').waitFor()
  if (shot) await snapSettled(page, shot)
  await row.getByRole('button', { name: 'Confirm' }).click()
  await expect.poll(() => row.locator('.console-refund-status').textContent()).toBe('Refunded')
  // Said in a toast too; Playwright looks on every frame, so its 1200 ms are not missed.
  await page.locator('.adm-toast-main', { hasText: "Refunded to the shopper's wallet" }).waitFor()
}

/** An operator publishes a notification to one shopper, in English and Vietnamese; answers it on the list of those published. */
export async function notifyOneShopper(page: Page, account: string, title: TwoLanguages, text: TwoLanguages, shot?: string): Promise<Locator> {
  await page.goto('/merchant/notifications')
  await page.locator('.console-compose').waitFor()
  await page.getByText('One account', { exact: true }).click()
  await page.getByLabel(/^Account/).fill(account)
  await page.getByLabel(/^Title · English/).fill(title.en)
  await page.getByLabel(/^Text · English/).fill(text.en)
  await page.locator('.console-language[data-lang="vi"]').click()
  await page.getByLabel(/^Title · Tiếng Việt/).fill(title.vi)
  await page.getByLabel(/^Text · Tiếng Việt/).fill(text.vi)
  if (shot) await snapSettled(page, shot)
  await page.getByRole('button', { name: 'Publish' }).click()
  await dialogAsking(page, `Publish this notification to ${account}?`)
  await page.locator('.adm-dialog-button', { hasText: 'Publish' }).click()
  // Another journey on the same server may have sent the same title to someone else: the one sent
  // now is the one with this title addressed to this account.
  const published = page.locator('.console-announcement', { hasText: title.en }).filter({ has: page.locator('.console-announcement-to', { hasText: `To ${account}` }) }).first()
  await published.waitFor()
  expect(await published.locator('.console-announcement-to').textContent()).toBe(`To ${account}`)
  await published.scrollIntoViewIfNeeded()
  return published
}
