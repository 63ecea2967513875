// The merchant's products in the console (/merchant/products) through the real views and the real
// server in-process: the list with its tabs, search and rows as the API gives them; a product made
// in the editor (English required and said so, Vietnamese written and marked, a picture uploaded,
// category, dimension, an option) that shoppers then find in Vietnamese; an edit whose stock is
// moved by the difference while an order takes a unit; a refusal naming the stock left, after which
// the same wish goes through; an ordered option that cannot be removed; hiding after a question.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { productDetail, productList } from '../../src/contract/catalogue'
import { merchantProductDetail, merchantProductSave, type MerchantProduct } from '../../src/contract/merchant-products'
import { createConsoleRuntime, type ConsoleRuntime } from '../../src/console/runtime'
import { rowsOf } from '../support/db-rows'
import { merchantToken, placeOrder } from '../api/support/order-steps'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from '../api/support/test-server'
import { PARCEL_PNG } from '../support/pictures'
import { click, confirmDialog, fill, found, press, q } from './support/interact'
import { encodeFormData, withMultipartBodies } from './support/multipart'
import { inProcessFetch } from './support/render-app'
import { watchAppToasts, type ToastWatch } from './support/toasts'

let server: TestServer
let merchant: string
let runtime: ConsoleRuntime | undefined
let toasts: ToastWatch
beforeAll(async () => {
  server = await createTestServer()
  merchant = await merchantToken(server)
})
afterAll(() => server.close())
afterEach(() => {
  runtime?.session.stop()
  runtime = undefined
  toasts?.stop()
})

const pathOf = () => runtime!.router.state.location.pathname

/** The console at `path`, logged in as the demo merchant; uploads reach the server as a browser sends them. */
async function openAsMerchant(path: string, line: (fetch: typeof globalThis.fetch) => typeof globalThis.fetch = (fetch) => fetch) {
  toasts = await watchAppToasts()
  runtime = createConsoleRuntime({ history: createMemoryHistory({ initialEntries: ['/merchant/login'] }), fetch: line(withMultipartBodies(inProcessFetch(server))) })
  await act(async () => void render(<RouterProvider router={runtime!.router} />))
  await fill('Account', DEMO_ACCOUNTS.merchant.account)
  await fill('Password', DEMO_ACCOUNTS.merchant.password)
  await press('Log in')
  await waitFor(() => expect(pathOf()).toBe('/dashboard'))
  await act(async () => void (await runtime!.router.navigate({ href: path })))
}

const rowOf = (id: number) => q(`.product-row[data-product="${id}"]`)
const tabOf = (lang: string) => q(`.product-language[data-lang="${lang}"]`)
const typeInto = (selector: string, value: string) => found<HTMLInputElement>(selector).then((input) => act(async () => void fireEvent.change(input, { target: { value } })))
async function chooseChip(name: string) {
  await click(await screen.findByText(name, { selector: '.adm-selector-item, .adm-selector-item *' }))
}

async function saved(body: Record<string, unknown>): Promise<MerchantProduct> {
  const res = await server.call(merchantProductSave, { body: body as never }, { token: merchant })
  if (res.body.code !== 1) throw new Error(res.text)
  return res.body.data
}
/** A product of the demo merchant with two sizes of `stock` each, made through the API. */
async function aProduct(title: string, stock: number): Promise<MerchantProduct> {
  const [{ id: category }] = await rowsOf<{ id: number }>(server.db, sql`select id from categories where key = 'familyLife'`)
  const form = new FormData()
  form.append('file', new Blob([PARCEL_PNG], { type: 'image/png' }), 'picture.png')
  const { body, contentType } = await encodeFormData(form)
  const uploaded = await server.app.request('/api/common/upload', { method: 'POST', body, headers: { token: merchant, 'content-type': contentType } })
  const { data } = (await uploaded.json()) as { data: { url: string } }
  return saved({
    title: { en: title }, description: { en: `${title}, made by hand.` }, category_id: category, spec_name: 'size', images: [data.url],
    skus: [{ label: { en: 'Small' }, price: '8.00', stock }, { label: { en: 'Large' }, price: '12.00', stock }],
  })
}

describe('the product list', () => {
  it('rows as the API gives them, the tabs and a search in any language the merchant wrote', async () => {
    const product = await aProduct('Woven seagrass basket qv1', 7)
    await server.call(merchantProductSave, { body: { ...(await detail(product.id)), title: { en: 'Woven seagrass basket qv1', vi: 'Giỏ cỏ biển đan qv1' } } as never }, { token: merchant })
    await openAsMerchant('/products')
    await waitFor(() => expect(rowOf(product.id)).not.toBeNull())
    const row = within(rowOf(product.id)!)
    expect(row.getByText('Woven seagrass basket qv1')).toBeTruthy()
    expect(rowOf(product.id)!.querySelector('.product-row-price')!.textContent).toBe('$8.00 – $12.00')
    expect(rowOf(product.id)!.querySelector('.product-row-stock')!.textContent).toBe('Stock 14')
    expect(row.getByText('On sale')).toBeTruthy()

    await typeInto('.products-search-input input', 'giỏ cỏ qv1')
    await press('Search')
    await waitFor(() => expect(runtime!.router.state.location.search).toMatchObject({ keyword: 'giỏ cỏ qv1' }))
    await waitFor(() => expect(document.querySelectorAll('.product-row')).toHaveLength(1))
    expect(rowOf(product.id)).not.toBeNull()

    await click(screen.getByText('Hidden', { selector: '.adm-tabs-tab *, .adm-tabs-tab' }))
    await waitFor(() => expect(runtime!.router.state.location.search).toMatchObject({ tab: 'hidden' }))
    await screen.findByText('None of your products holds these words')
  })

  it('hides a product after asking: it moves to Hidden and shoppers no longer get its page; shown again', async () => {
    const product = await aProduct('Rattan tray qv2', 3)
    await openAsMerchant('/products?keyword=qv2')
    const hide = await waitFor(() => within(rowOf(product.id)!).getByRole('button', { name: 'Hide' }))
    await click(hide)
    await screen.findByText('Hide “Rattan tray qv2”? Shoppers will no longer find it or buy it; orders already placed keep it.')
    await confirmDialog('Hide')
    await waitFor(() => expect(toasts.shown).toContain('Product hidden: shoppers no longer see it'))
    await waitFor(() => expect(within(rowOf(product.id)!).getByRole('button', { name: 'Put on sale' })).toBeTruthy())
    expect(within(rowOf(product.id)!).getByText('Hidden')).toBeTruthy()
    expect((await server.call(productDetail, { query: { id: product.id } })).body).toMatchObject({ code: 0, msg: 'This product does not exist or is no longer sold' })

    await click(within(rowOf(product.id)!).getByRole('button', { name: 'Put on sale' }))
    await confirmDialog('Put on sale')
    await waitFor(() => expect(within(rowOf(product.id)!).getByRole('button', { name: 'Hide' })).toBeTruthy())
    expect((await server.call(productDetail, { query: { id: product.id } })).body.code).toBe(1)
  })
})

async function detail(id: number) {
  const data = (await server.call(merchantProductDetail, { query: { id } }, { token: merchant })).body.data as MerchantProduct
  return { id, title: data.title, description: data.description, category_id: data.category_id, spec_name: data.spec_name, images: data.images, skus: data.skus.map((k) => ({ id: k.id, label: k.label, price: k.price, stock: k.stock, stock_was: k.stock })) }
}

describe('the product editor', () => {
  it('a new product: English required and said so, Vietnamese written and marked, saved and found by shoppers in Vietnamese', async () => {
    await openAsMerchant('/products')
    await click(await screen.findByText('New product'))
    await waitFor(() => expect(pathOf()).toBe('/products/new'))
    await found('.product-editor')
    expect(tabOf('en')!.dataset.written).toBe('none')

    // Nothing written: the English texts are asked for, nothing is sent.
    await press('Save product')
    await screen.findByText("Please write the product's title in English")
    await screen.findByText("Please write the product's description in English")
    await screen.findByText('Please upload 1 to 9 pictures of the product')

    await click(tabOf('vi')!)
    await typeInto('.product-title-vi input', 'Đèn lồng giấy qv3')
    await typeInto('.product-description-vi textarea', 'Đèn lồng giấy dó làm thủ công.')
    await typeInto('.sku-label-vi input', 'Màu đỏ')
    await waitFor(() => expect(tabOf('vi')!.dataset.written).toBe('all'))
    // English is still missing: saving opens its tab with the message.
    await press('Save product')
    await waitFor(() => expect(q('.product-title-en')?.closest('.adm-form-item')?.classList.contains('adm-form-item-hidden')).toBe(false))
    await typeInto('.product-title-en input', 'Paper lantern qv3')
    await typeInto('.product-description-en textarea', 'A hand-made lantern of dó paper.')
    await typeInto('.sku-label-en input', 'Red')
    await waitFor(() => expect(tabOf('en')!.dataset.written).toBe('all'))

    const input = await found<HTMLInputElement>('.product-pictures input[type=file]')
    await act(async () => void fireEvent.change(input, { target: { files: [new File([PARCEL_PNG], 'lantern.png', { type: 'image/png' })] } }))
    await waitFor(() => expect(document.querySelectorAll('.product-picture')).toHaveLength(1))
    expect(q('.product-picture-cover')?.textContent).toBe('Cover')
    await chooseChip('Family life')
    await chooseChip('Colour')
    await typeInto('.sku-price input', '0')
    await press('Save product')
    await screen.findByText('A price must be above 0 with at most 2 decimals')
    await typeInto('.sku-price input', '6.5')
    await typeInto('.sku-stock input', '40')
    await press('Save product')

    await waitFor(() => expect(pathOf()).toBe('/products'))
    expect(toasts.shown).toContain('Product saved')
    const search = await server.call(productList, { query: { keyword: 'đèn lồng qv3' } }, { lang: 'vi' })
    expect(search.body.data.list).toHaveLength(1)
    const [shown] = search.body.data.list
    expect(shown).toMatchObject({ title: 'Đèn lồng giấy qv3', price: '6.50', stock: 40 })
    expect((await server.call(productDetail, { query: { id: shown.id } }, { lang: 'en' })).body.data).toMatchObject({ title: 'Paper lantern qv3', spec_name: 'Colour' })
    await waitFor(() => expect(rowOf(shown.id)).not.toBeNull())
  })

  it('stock moved by the difference: an order placed while the editor is open keeps its unit', async () => {
    const product = await aProduct('Clay teapot qv4', 10)
    await openAsMerchant(`/products/${product.id}`)
    await found('.product-editor')
    expect(q('.sku-row[data-sku="0"]')!.textContent).toContain('10 left to sell when opened')
    // Another shopper buys one Small while the merchant types.
    await placeOrder(server, { productId: product.id, skuId: product.skus[0]!.id, shopId: 0, price: '8.00', stock: 10 })
    await typeInto('.sku-row[data-sku="0"] .sku-stock input', '25')
    await press('Save product')
    await waitFor(() => expect(pathOf()).toBe('/products'))
    const [{ stock }] = await rowsOf<{ stock: number }>(server.db, sql`select stock from product_skus where id = ${product.skus[0]!.id}`)
    expect(stock).toBe(24)
  })

  it('lowered below what orders left: refused with the stock left, then the same wish goes through; an ordered option cannot be removed', async () => {
    const product = await aProduct('Silk scarf qv5', 3)
    await openAsMerchant(`/products/${product.id}`)
    await found('.product-editor')
    await placeOrder(server, { productId: product.id, skuId: product.skus[0]!.id, shopId: 0, price: '8.00', stock: 3 }, { quantity: 2 })
    await typeInto('.sku-row[data-sku="0"] .sku-stock input', '0')
    await press('Save product')
    await waitFor(() => expect(toasts.shown.some((m) => m.startsWith('Orders took some of “Small” while you were editing: 1 are left now'))).toBe(true))
    expect(pathOf()).toBe(`/products/${product.id}`)
    await waitFor(() => expect(q('.sku-row[data-sku="0"]')!.textContent).toContain('1 left to sell when opened'))
    await press('Save product')
    await waitFor(() => expect(pathOf()).toBe('/products'))
    const [{ stock }] = await rowsOf<{ stock: number }>(server.db, sql`select stock from product_skus where id = ${product.skus[0]!.id}`)
    expect(stock).toBe(0)

    // Small was ordered: the editor offers no removal for it, Large may go.
    await act(async () => void (await runtime!.router.navigate({ href: `/products/${product.id}` })))
    await found('.product-editor')
    const heads = [...document.querySelectorAll('.sku-head')]
    expect(heads[0]!.textContent).toContain('Ordered before: it stays')
    expect(within(heads[0] as HTMLElement).queryByRole('button', { name: 'Remove' })).toBeNull()
    expect(within(heads[1] as HTMLElement).getByRole('button', { name: 'Remove' })).toBeTruthy()
  })

  it('a save whose answer is lost: the editor says so and reads the product again, so the difference is never sent twice', async () => {
    const product = await aProduct('Lacquer bowl qv6', 10)
    // The line drops the answer of the next save after the server has stored it.
    let dropNextSave = false
    await openAsMerchant(`/products/${product.id}`, (fetch) => async (input, init) => {
      const answer = await fetch(input, init)
      if (dropNextSave && String(input instanceof Request ? input.url : input).includes('/api/merchant/product/save')) {
        dropNextSave = false
        throw new TypeError('Failed to fetch')
      }
      return answer
    })
    await found('.product-editor')
    await typeInto('.sku-row[data-sku="0"] .sku-stock input', '25')
    dropNextSave = true
    await press('Save product')
    await screen.findByText(/No answer came back: the product may have been saved/)
    await confirmDialog('Confirm')
    // Read again: the stock is the server's 25, and the row's base with it.
    await waitFor(() => expect(q<HTMLInputElement>('.sku-row[data-sku="0"] .sku-stock input')?.value).toBe('25'))
    expect(q('.sku-row[data-sku="0"]')!.textContent).toContain('25 left to sell when opened')
    await press('Save product')
    await waitFor(() => expect(pathOf()).toBe('/products'))
    const [{ stock }] = await rowsOf<{ stock: number }>(server.db, sql`select stock from product_skus where id = ${product.skus[0]!.id}`)
    expect(stock).toBe(25)
  })

  it('another shop’s product: the editor says it does not exist', async () => {
    const [{ id }] = await rowsOf<{ id: number }>(server.db, sql`
      select p.id from products p join shops s on s.id = p.shop_id join users u on u.id = s.owner_user_id where u.account <> 'merchant' order by p.id limit 1`)
    await openAsMerchant(`/products/${id}`)
    await screen.findByText('This product does not exist or is no longer sold')
    expect(q('.product-editor')).toBeNull()
  })
})
