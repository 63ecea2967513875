// The merchant's products at scale in Chromium on the built console and the real server, at a
// 1280x800 window, as a new merchant (their own shop, so the demo shop other journeys read is left
// alone): the shop's low-stock threshold set on the Shop page; option codes written in the editor;
// the list filtered by words or code, category and stock, sorted, all kept in the URL and read
// again from it; rows picked and hidden, then shown, at once; their prices and stock set in one
// dialog, a bad price refused naming the row with nothing saved; the overview's to-do counting low
// stock with the shop's threshold. Then the same list and dialog in Vietnamese.
import { randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import type { Page } from 'playwright-core'
import vi from '../../locales/vi.json'
import { DEMO_ACCOUNTS } from '../../src/server/db/demo-accounts'
import { api, newAccount, uploadPicture, type BrowserAccount } from './support/api'
import { useBrowser } from './support/browser'
import { dialogAsking, logInToConsole, openDesktop, openScreen, snapSettled } from './support/console-steps'
import { snap } from './support/screenshots'

const { baseURL } = serverOfThisFile()
const browser = useBrowser()

function ok<T = any>(answer: { code: number; msg: string; data: T }, what: string): T {
  if (answer.code !== 1) throw new Error(`${what} refused: ${JSON.stringify(answer)}`)
  return answer.data
}

let merchant: BrowserAccount
let categories: Array<{ id: number; key: string }>
const word = `qb${randomBytes(3).toString('hex')}`
/** Option codes share no word with the titles: a search by one finds it by the code alone. */
const codeTag = `L${randomBytes(3).toString('hex').toUpperCase()}`
const code = (name: string) => `${codeTag}-${name}`

/** A new shopper applies for a shop and the operator approves it: a merchant with an empty shop. */
async function newMerchant(): Promise<BrowserAccount> {
  const account = await newAccount(baseURL)
  const logo = await uploadPicture(baseURL, account.token, 'logo.png')
  categories = ok(await api(baseURL, 'GET', '/api/category/list'), 'categories')
  const applied = ok(await api(baseURL, 'POST', '/api/user/merchant/apply', {
    shop_name: `Bulk shop ${word}`, logo, category_id: categories[0]!.id, contact: 'bulk@example.com', description: 'Homeware for the bulk journey.',
  }, account.token), 'apply')
  const operator = ok(await api(baseURL, 'POST', '/api/user/login', { account: DEMO_ACCOUNTS.operator.account, password: DEMO_ACCOUNTS.operator.password }), 'operator login')
  ok(await api(baseURL, 'POST', '/api/admin/merchant/application/audit', { id: applied.id, approve: true }, operator.userinfo.token), 'approve')
  const signedIn = ok(await api(baseURL, 'POST', '/api/user/login', { account: account.account, password: account.password }), 'merchant login')
  return { ...account, token: signedIn.userinfo.token }
}

/** Products of the new shop made through the calls; what the journey tests is the list, not the editor. */
async function seedProducts(token: string) {
  const picture = await uploadPicture(baseURL, token, 'product.png')
  const product = async (title: string, vi: string, skus: Array<[string, string, string, number, string?]>, category = categories[0]!.id) =>
    ok(await api(baseURL, 'POST', '/api/merchant/product/save', {
      title: { en: `${title} ${word}`, vi: `${vi} ${word}` },
      description: { en: `About the ${title.toLowerCase()}.` },
      category_id: category,
      spec_name: 'colour',
      images: [picture],
      skus: skus.map(([en, vi, price, stock, sku]) => ({ label: { en, vi }, price, stock, ...(sku ? { code: sku } : {}) })),
    }, token), `save ${title}`)
  await product('Paper lamp', 'Đèn giấy', [['White', 'Trắng', '24.50', 30], ['Red', 'Đỏ', '26.00', 3]])
  await product('Oak chair', 'Ghế gỗ sồi', [['Natural', 'Tự nhiên', '89.00', 12]], categories[1]!.id)
  await product('Clay vase', 'Bình gốm', [['Blue', 'Xanh', '12.90', 8]])
}

const rowOf = (page: Page, title: string) => page.locator('.product-row', { hasText: `${title} ${word}` })
const titlesShown = (page: Page) => page.locator('.product-row .product-row-title').allInnerTexts()
/** The list read again: no skeleton, the rows of the new search on the screen. */
async function listed(page: Page, count: number) {
  await expect.poll(() => page.locator('.console-list').getAttribute('data-list-state')).toMatch(/^(ready|noMore)$/)
  await expect.poll(() => page.locator('.product-row').count()).toBe(count)
}

beforeAll(async () => {
  merchant = await newMerchant()
  await seedProducts(merchant.token)
})

describe('a merchant’s products at scale: filters, codes, bulk changes, the shop’s threshold', () => {
  it('in English: the threshold on the Shop page, codes in the editor, filters in the URL, bulk hide/show and price/stock', async () => {
    const { context, page } = await openDesktop(browser(), baseURL)
    await logInToConsole(page, merchant, '/merchant/dashboard')
    // The to-do counts the red lamp (3) against the platform's 5.
    await expect.poll(() => page.locator('.console-todo-low-stock .console-todo-count').textContent()).toBe('1')

    // The Shop page: the threshold raised to 10 (the vase's 8 is now low too); a bad one refused first.
    await openScreen(page, 'Shop', '/merchant/shop')
    await expect.poll(() => page.locator('.console-shop-low-stock').textContent()).toBe('5 units or fewer')
    await page.locator('.console-shop-edit').click()
    const threshold = page.locator('.console-shop-low-stock-input input')
    await threshold.fill('-2')
    await page.locator('.console-shop-save').click()
    await page.getByText('The low-stock threshold must be a whole number from 0 to 9999').waitFor()
    await threshold.fill('10')
    // In the middle of the window: the console's header covers the top of it.
    await threshold.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    await snapSettled(page, 'console-products-bulk-01-shop-threshold-desktop')
    await page.locator('.console-shop-save').click()
    await expect.poll(() => page.locator('.console-shop-low-stock').textContent()).toBe('10 units or fewer')
    // The to-do counts with it: the lamp and the vase.
    await openScreen(page, 'Overview', '/merchant/dashboard')
    await expect.poll(() => page.locator('.console-todo-low-stock .console-todo-count').textContent()).toBe('2')

    // A code for the white lamp in the editor.
    await openScreen(page, 'Products', '/merchant/products')
    await rowOf(page, 'Paper lamp').getByRole('link', { name: 'Edit' }).click()
    await page.waitForURL((url) => /^\/merchant\/products\/\d+$/.test(url.pathname))
    await page.locator('.sku-row[data-sku="0"] .sku-code input').fill(code('W'))
    await page.locator('.sku-row[data-sku="1"] .sku-code input').fill(code('R'))
    await snapSettled(page, 'console-products-bulk-02-editor-codes-desktop')
    await page.getByRole('button', { name: 'Save product' }).click()
    await page.waitForURL((url) => url.pathname === '/merchant/products')
    await expect.poll(() => rowOf(page, 'Paper lamp').locator('.product-row-codes').textContent()).toBe(`Codes: ${code('W')}, ${code('R')}`)
    // The shop's threshold marks the rows: the lamp (3) and the vase (8), not the chair (12).
    await expect.poll(() => page.locator('.products-threshold').textContent()).toBe('10 units or fewer in an option')
    await expect.poll(() => page.locator('.product-row:has(.product-low-stock) .product-row-title').allInnerTexts()).toEqual([`Clay vase ${word}`, `Paper lamp ${word}`])

    // Filters and sort go into the URL and come back from it.
    await page.locator('.products-search-input input').fill(code('r').toLowerCase())
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('keyword') === code('r').toLowerCase())
    await listed(page, 1)
    expect(await titlesShown(page)).toEqual([`Paper lamp ${word}`])
    await page.locator('.products-search-input input').fill('')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.locator('.products-sort').selectOption('price_desc')
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_desc' && !url.searchParams.has('keyword'))
    await listed(page, 3)
    expect(await titlesShown(page)).toEqual([`Oak chair ${word}`, `Paper lamp ${word}`, `Clay vase ${word}`])
    await page.getByRole('button', { name: 'Low stock', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('stock') === 'low')
    await listed(page, 2)
    await page.locator('.products-category').selectOption(String(categories[1]!.id))
    await page.waitForURL((url) => url.searchParams.get('category') === String(categories[1]!.id))
    await listed(page, 0)
    await page.getByRole('button', { name: 'In stock', exact: true }).click()
    await listed(page, 1)
    expect(await titlesShown(page)).toEqual([`Oak chair ${word}`])
    // Read again from the URL alone: the same view.
    const url = page.url()
    await page.goto(url)
    await listed(page, 1)
    expect(await page.locator('.products-sort').inputValue()).toBe('price_desc')
    expect(await page.locator('.products-category').inputValue()).toBe(String(categories[1]!.id))
    expect(await page.getByRole('button', { name: 'In stock', exact: true }).getAttribute('aria-pressed')).toBe('true')
    await snap(page, 'console-products-bulk-03-filtered-desktop')

    // Two rows picked and hidden at once, then shown again.
    await page.goto('/merchant/products')
    await listed(page, 3)
    await page.getByLabel(`Select Paper lamp ${word}`).check()
    await page.getByLabel(`Select Clay vase ${word}`).check()
    await expect.poll(() => page.locator('.products-bulk-count').textContent()).toBe('2 products selected')
    await snap(page, 'console-products-bulk-04-picked-desktop')
    await page.locator('.products-bulk-hide').click()
    await dialogAsking(page, 'Hide 2 products from shoppers?')
    await page.locator('.adm-dialog-button', { hasText: 'Hide' }).click()
    await page.getByText('The products are hidden from shoppers').waitFor()
    await page.locator('.console-tabs .adm-tabs-tab', { hasText: 'Hidden' }).click()
    await page.waitForURL((url) => url.searchParams.get('tab') === 'hidden')
    await listed(page, 2)
    await page.getByLabel('Select all shown').check()
    await page.locator('.products-bulk-show').click()
    await dialogAsking(page, 'Put 2 products on sale again?')
    await page.locator('.adm-dialog-button', { hasText: 'Put on sale' }).click()
    await page.getByText('The products are on sale again').waitFor()
    await listed(page, 0)

    // Prices and stock of the picked products in one dialog: a bad price is refused naming the row.
    await page.goto('/merchant/products')
    await listed(page, 3)
    await page.getByLabel(`Select Paper lamp ${word}`).check()
    await page.getByLabel(`Select Clay vase ${word}`).check()
    await page.locator('.products-bulk-edit').click()
    const dialog = page.locator('.products-bulk-dialog')
    await dialog.locator('tbody tr').nth(2).waitFor()
    await dialog.getByLabel(`Price of Paper lamp ${word} · Red`).fill('0')
    await dialog.getByLabel(`Stock of Paper lamp ${word} · Red`).fill('40')
    await dialog.getByLabel(`Price of Clay vase ${word} · Blue`).fill('11.5')
    await dialog.getByRole('button', { name: 'Save 2 changes' }).click()
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(`Row “Paper lamp ${word} · Red”: A price must be above 0 with at most 2 decimals`)
    await snap(page, 'console-products-bulk-05-edit-refused-desktop')
    await dialog.getByLabel(`Price of Paper lamp ${word} · Red`).fill('27')
    await dialog.getByRole('button', { name: 'Save 2 changes' }).click()
    await page.getByText('Prices and stock saved').waitFor()
    await expect.poll(() => rowOf(page, 'Paper lamp').locator('.product-row-price').innerText()).toBe('$24.50 – $27.00')
    await expect.poll(() => rowOf(page, 'Clay vase').locator('.product-row-price').innerText()).toBe('$11.50')
    // The red lamp now has 40: only the vase is low against 10, and the to-do says so.
    await expect.poll(() => page.locator('.product-row:has(.product-low-stock) .product-row-title').allInnerTexts()).toEqual([`Clay vase ${word}`])
    await snapSettled(page, 'console-products-bulk-06-edited-desktop')
    await openScreen(page, 'Overview', '/merchant/dashboard')
    await expect.poll(() => page.locator('.console-todo-low-stock .console-todo-count').textContent()).toBe('1')
    await context.close()
  })

  it('in Vietnamese: the list, its filters and the dialog say it in the merchant’s language', async () => {
    const { context, page } = await openDesktop(browser(), baseURL)
    await logInToConsole(page, merchant, '/merchant/products')
    // The merchant's profile says Vietnamese (the console applies it at start), and so does the browser.
    const token = (await context.cookies(baseURL)).find((cookie) => cookie.name === 'Console-Token')!.value
    ok(await api(baseURL, 'GET', '/api/user/set_language?lang=vi', undefined, token), 'language')
    await context.addCookies([{ name: 'language', value: 'vi', url: baseURL }])
    await page.goto('/merchant/products')
    await listed(page, 3)
    await expect.poll(() => page.locator('.products-sort option:checked').textContent()).toBe('Mới nhất')
    expect(await titlesShown(page)).toEqual([`Bình gốm ${word}`, `Ghế gỗ sồi ${word}`, `Đèn giấy ${word}`])
    await page.getByLabel(`Chọn Đèn giấy ${word}`).check()
    await expect.poll(() => page.locator('.products-bulk-count').textContent()).toBe('Đã chọn 1 sản phẩm')
    await page.getByRole('button', { name: 'Sửa giá và tồn kho' }).click()
    const dialog = page.locator('.products-bulk-dialog')
    await dialog.getByLabel(`Tồn kho của Đèn giấy ${word} · Đỏ`).fill('1,5')
    await dialog.getByRole('button', { name: 'Lưu 1 thay đổi' }).click()
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(`Dòng “Đèn giấy ${word} · Đỏ”: ${vi.msg.skuStockInvalid}`)
    await snap(page, 'console-products-bulk-07-edit-refused-desktop-vi')
    await dialog.getByRole('button', { name: 'Hủy' }).click()
    await page.getByRole('button', { name: 'Sắp hết hàng', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('stock') === 'low')
    await listed(page, 1)
    await snap(page, 'console-products-bulk-08-low-stock-desktop-vi')
    ok(await api(baseURL, 'GET', '/api/user/set_language?lang=en', undefined, token), 'language back')
    await context.close()
  })
})
