// Shipping many orders from a file through the API: the template of the orders waiting to be shipped
// (CSV in the reader's language), the check of a filled one that changes nothing, and its shipping:
// the valid rows shipped through the one-order ship, every other row refused with its reason in the
// reader's language, another shop's order untouched, the same file sent again shipping nothing twice,
// and a file too large, not CSV or without the columns refused with a sentence.
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { merchantShipFile, merchantShipFileCheck, merchantShipTemplate, MAX_SHIP_FILE_BYTES } from '../../src/contract/merchant-bulk-ship'
import { rowsOf } from '../support/db-rows'
import { parseCsv } from '../support/csv'
import { TINY_PNG } from '../support/pictures'
import { merchantSku, merchantToken, orderAt, ship, type PlacedOrder } from './support/order-steps'
import { skusOfShops, type TestSku } from './support/shoppers'
import { createTestServer, type TestServer } from './support/test-server'

let server: TestServer
let sku: TestSku
let merchant: string
beforeAll(async () => {
  server = await createTestServer()
  sku = await merchantSku(server)
  merchant = await merchantToken(server)
  // A loaded host may take minutes to start a server: wait for it, not a clock.
}, 600_000)
afterAll(() => server?.close())
afterEach(() => expect(server.logs.filter((line) => line.startsWith('error:'))).toEqual([]))

/** Sends a file to one of the two calls as the console does (multipart, field `file`). */
async function send(path: string, file: Blob, name: string, options: { token?: string; lang?: string } = {}) {
  const form = new FormData()
  form.append('file', file, name)
  const headers: Record<string, string> = { token: options.token ?? merchant }
  if (options.lang) headers.lang = options.lang
  const res = await server.app.request(path, { method: 'POST', body: form, headers })
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: any } }
}
const csvFile = (text: string) => new Blob([text], { type: 'text/csv' })
const check = (text: string, lang?: string) => send(merchantShipFileCheck.path, csvFile(text), 'orders.csv', { lang })
const shipFile = (text: string, lang?: string) => send(merchantShipFile.path, csvFile(text), 'orders.csv', { lang })

const stateOf = async (orderId: number) =>
  (await rowsOf<{ status: number; tracking_no: string | null; events: number }>(server.db, sql`
    select status, tracking_no, (select count(*)::int from logistics_events e where e.order_id = o.id) as events from orders o where o.id = ${orderId}`))[0]!

/** Another shop than the demo merchant's, with an order of its own paid and waiting to be shipped. */
async function otherShopOrder(): Promise<PlacedOrder> {
  const other = (await skusOfShops(server.db, 10)).find((candidate) => candidate.shopId !== sku.shopId)!
  const [owner] = await rowsOf<{ account: string }>(server.db, sql`select u.account from shops s join users u on u.id = s.owner_user_id where s.id = ${other.shopId}`)
  expect(owner).toBeDefined()
  return orderAt(server, other, 1, merchant)
}

describe('the ship template', () => {
  it('lists the paid orders waiting to be shipped, headers in the reader’s language, carrier and tracking number empty', async () => {
    const toShip = await orderAt(server, sku, 1, merchant)
    const unpaid = await orderAt(server, sku, 0, merchant)
    const shipped = await orderAt(server, sku, 2, merchant)
    const res = await server.app.request(merchantShipTemplate.path, { headers: { token: merchant, lang: 'vi' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-to-ship-\d{4}-\d{2}-\d{2}\.csv"$/)
    const [header, ...rows] = parseCsv((await res.text()).replace(/^\uFEFF/, ''))
    expect(header).toEqual(['Mã đơn hàng', 'Tên người mua', 'Người nhận', 'Số điện thoại', 'Địa chỉ', 'Sản phẩm', 'Đơn vị vận chuyển', 'Mã vận đơn'])
    const sns = rows.map((row) => row[0])
    expect(sns).toContain(toShip.sn)
    expect(sns).not.toContain(unpaid.sn)
    expect(sns).not.toContain(shipped.sn)
    const row = rows.find((cells) => cells[0] === toShip.sn)!
    expect(row[1]).toBe('Lan Pham')
    expect(row.slice(6)).toEqual(['', ''])
  })

  it('is the merchant’s: a shopper is refused', async () => {
    const shopper = await server.login()
    const res = await server.app.request(merchantShipTemplate.path, { headers: { token: shopper } })
    expect(res.status).toBe(403)
  })
})

describe('a filled template, checked then shipped', () => {
  it('ships the valid rows and refuses each other row with its reason; another shop’s order is untouched; a second upload ships nothing twice', async () => {
    const [a, b, notWaiting, carrierless, noTracking, badTracking] = await Promise.all([
      orderAt(server, sku, 1, merchant), orderAt(server, sku, 1, merchant), orderAt(server, sku, 2, merchant),
      orderAt(server, sku, 1, merchant), orderAt(server, sku, 1, merchant), orderAt(server, sku, 1, merchant),
    ])
    const blank = await orderAt(server, sku, 1, merchant)
    const theirs = await otherShopOrder()
    // Headers by their keys, a carrier typed in another case, a semicolon line as a spreadsheet may write.
    const file = [
      'sn,buyer_name,carrier,tracking_no',
      `${a.sn},Lan Pham,viettel post,VTP-0001`,
      `${b.sn},Lan Pham,J&T Express,JT0002`,
      '99999999999999,Nobody,VNPost,VN0003',
      `${theirs.sn},Lan Pham,VNPost,VN0004`,
      `${notWaiting.sn},Lan Pham,VNPost,VN0005`,
      `${carrierless.sn},Lan Pham,Pigeon Post,PG0006`,
      `${noTracking.sn},Lan Pham,VNPost,`,
      `${badTracking.sn},Lan Pham,VNPost,VN 0008!`,
      `${a.sn},Lan Pham,VNPost,VN0009`,
      `${blank.sn},Lan Pham,,`,
    ].join('\r\n')

    const checked = await check(file, 'vi')
    expect(checked.body.code, checked.body.msg).toBe(1)
    const outcomes = checked.body.data.rows.map((row: any) => [row.line, row.sn, row.outcome, row.reason])
    expect(outcomes).toEqual([
      [2, a.sn, 'ready', null],
      [3, b.sn, 'ready', null],
      [4, '99999999999999', 'refused', 'unknownOrder'],
      [5, theirs.sn, 'refused', 'otherShop'],
      [6, notWaiting.sn, 'refused', 'notWaiting'],
      [7, carrierless.sn, 'refused', 'unknownCarrier'],
      [8, noTracking.sn, 'refused', 'missingTracking'],
      [9, badTracking.sn, 'refused', 'invalidTracking'],
      [10, a.sn, 'refused', 'duplicate'],
      [11, blank.sn, 'blank', null],
    ])
    expect(checked.body.data.counts).toEqual({ ready: 2, shipped: 0, alreadyShipped: 0, refused: 7, blank: 1 })
    const messages = checked.body.data.rows.map((row: any) => row.message)
    expect(messages).toEqual([
      'Sẵn sàng giao', 'Sẵn sàng giao', 'Không có đơn hàng nào mang số này', 'Đơn hàng này thuộc về cửa hàng khác',
      'Đơn hàng này không ở trạng thái chờ giao (hiện tại: Đã gửi hàng)',
      expect.stringMatching(/^Đơn vị vận chuyển không xác định: hãy ghi một trong VNPost, Viettel Post/),
      'Thiếu mã vận đơn', 'Mã vận đơn phải gồm 4 đến 40 chữ cái, chữ số hoặc dấu gạch ngang', 'Đơn hàng này đã có ở dòng 2', 'Để trống: không giao',
    ])
    // The check changed nothing.
    expect((await stateOf(a.id)).status).toBe(1)

    const shipped = await shipFile(file)
    expect(shipped.body.code, shipped.body.msg).toBe(1)
    expect(shipped.body.data.rows.map((row: any) => row.outcome)).toEqual([
      'shipped', 'shipped', 'refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'blank',
    ])
    expect(shipped.body.data.rows[0].message).toBe('Shipped')
    expect(await stateOf(a.id)).toEqual({ status: 2, tracking_no: 'VTP-0001', events: 1 })
    expect(await stateOf(b.id)).toEqual({ status: 2, tracking_no: 'JT0002', events: 1 })
    const [{ company }] = await rowsOf<{ company: string }>(server.db, sql`select logistics_company as company from orders where id = ${a.id}`)
    expect(company).toBe('Viettel Post')
    // Another shop's order, the refused and the blank ones are untouched.
    expect(await stateOf(theirs.id)).toEqual({ status: 1, tracking_no: null, events: 0 })
    for (const order of [carrierless, noTracking, badTracking, blank]) expect((await stateOf(order.id)).status).toBe(1)

    // The same file again: nothing shipped twice.
    const again = await shipFile(file)
    expect(again.body.code).toBe(1)
    expect(again.body.data.rows.slice(0, 2).map((row: any) => [row.outcome, row.message])).toEqual([
      ['alreadyShipped', 'Already shipped'], ['alreadyShipped', 'Already shipped'],
    ])
    expect(again.body.data.counts.shipped).toBe(0)
    expect(await stateOf(a.id)).toEqual({ status: 2, tracking_no: 'VTP-0001', events: 1 })
  })

  it('reads the template as downloaded in another language, with a byte-order mark and semicolons', async () => {
    const order = await orderAt(server, sku, 1, merchant)
    const file = `\uFEFF注文番号;購入者名;配送業者;追跡番号\n${order.sn};Lan Pham;Ninja Van;NV-7777\n`
    const res = await server.app.request(merchantShipTemplate.path, { headers: { token: merchant, lang: 'ja' } })
    const [header] = parseCsv((await res.text()).replace(/^\uFEFF/, ''))
    expect(header).toContain('追跡番号')
    const checked = await check(file)
    expect(checked.body.data.rows.map((row: any) => row.outcome), checked.body.msg).toEqual(['ready'])
  })

  it('ships an order shipped meanwhile by hand as "not waiting", and one shipped with the same number as "already shipped"', async () => {
    const [byHand, same] = await Promise.all([orderAt(server, sku, 1, merchant), orderAt(server, sku, 1, merchant)])
    await ship(server, merchant, byHand.id, 'VNPost', 'VN1111')
    await ship(server, merchant, same.id, 'VNPost', 'vn2222')
    const shipped = await shipFile(`sn,carrier,tracking_no\n${byHand.sn},VNPost,VN9999\n${same.sn},VNPost,VN2222\n`)
    expect(shipped.body.data.rows.map((row: any) => [row.outcome, row.reason])).toEqual([['refused', 'notWaiting'], ['alreadyShipped', null]])
  })
})

describe('a bad file', () => {
  it('is refused with a sentence when too large, not CSV, without the columns, empty, or missing', async () => {
    const large = await send(merchantShipFileCheck.path, csvFile(`sn,carrier,tracking_no\n${'1,VNPost,VN0001\n'.repeat(MAX_SHIP_FILE_BYTES / 15)}`), 'orders.csv')
    expect(large.body).toMatchObject({ code: 0, msg: 'The file is larger than 256 KB: split it into smaller files' })

    const picture = await send(merchantShipFileCheck.path, new Blob([TINY_PNG], { type: 'image/png' }), 'orders.png', { lang: 'vi' })
    expect(picture.body.code).toBe(0)
    expect(picture.body.msg).toBe('Đây không phải tệp CSV: hãy lưu bảng tính dạng CSV (phân cách bằng dấu phẩy) rồi tải lên lại')

    const binary = await send(merchantShipFile.path, new Blob([TINY_PNG], { type: 'text/csv' }), 'orders.csv')
    expect(binary.body).toMatchObject({ code: 0, msg: 'This is not a CSV file: save the sheet as CSV (comma separated) and upload it again' })

    const unclosed = await shipFile('sn,carrier,tracking_no\n"123,VNPost,VN0001\n')
    expect(unclosed.body.msg).toBe('This is not a CSV file: save the sheet as CSV (comma separated) and upload it again')

    const columns = await shipFile('order,company\n123,VNPost\n')
    expect(columns.body).toMatchObject({ code: 0, msg: 'The file has no column for Order number, Carrier, Tracking number: start from the downloaded template' })

    const empty = await shipFile('sn,carrier,tracking_no\n')
    expect(empty.body).toMatchObject({ code: 0, msg: 'The file has no orders in it' })

    const rows = await shipFile(`sn,carrier,tracking_no\n${'1,VNPost,VN0001\n'.repeat(1001)}`)
    expect(rows.body).toMatchObject({ code: 0, msg: 'The file has more than 1000 rows: split it into smaller files' })

    const none = await server.app.request(merchantShipFile.path, { method: 'POST', body: new FormData(), headers: { token: merchant } })
    expect(none.status).toBe(400)
    expect(((await none.json()) as { code: number }).code).toBe(0)
  })

  it('is the merchant’s call: a shopper is refused and nothing is read', async () => {
    const shopper = await server.login()
    const res = await send(merchantShipFile.path, csvFile('sn,carrier,tracking_no\n'), 'orders.csv', { token: shopper })
    expect(res.status).toBe(403)
  })
})
