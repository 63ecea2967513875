// Notifications: what happens to a shopper's orders and refunds tells them, inside the
// change's own transaction; an operator's announcement reaches everyone or one shopper, in the
// reader's language with English as the fallback; read once per reader; nobody sees another's.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { announcementPublish, notificationList, notificationRead, notificationUnread } from '../../src/contract/notifications'
import { merchantRefundDecide, refundApply } from '../../src/contract/refunds'
import { merchantSku, merchantToken, orderAt, uploadPicture } from './support/order-steps'
import { newShopper, type TestSku } from './support/shoppers'
import { auditRecharge, auditWithdrawal, bankWithdrawal, manualRecharge } from './support/wallet-steps'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from './support/test-server'

let server: TestServer
let operator: string
let merchant: string
let sku: TestSku
beforeAll(async () => {
  server = await createTestServer()
  operator = await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
  merchant = await merchantToken(server)
  sku = await merchantSku(server)
})
afterAll(() => server.close())
afterEach(() => expect(server.logs.filter((line) => line.startsWith('error:'))).toEqual([]))

const list = (token: string, lang = 'en') => server.call(notificationList, { query: {} }, { token, headers: { lang } })
const unread = async (token: string) => (await server.call(notificationUnread, {}, { token })).body.data.unread as number

describe('notifications', () => {
  it('shipping and a refused refund tell the shopper, with what they are about', async () => {
    const order = await orderAt(server, sku, 2, merchant)
    const token = order.shopper.token
    const proof = await uploadPicture(server, token)
    const applied = await server.call(refundApply, {
      body: { order_id: order.id, product_ids: [sku.productId], type: 'refund', amount: order.total, product_status: 'received', reason: 'damaged', explanation: 'Broken', proof: [proof] },
    }, { token })
    expect(applied.body.code, applied.text).toBe(1)
    await server.call(merchantRefundDecide, { body: { refund_id: applied.body.data.id, approve: false, note: 'The photo shows another item' } }, { token: merchant })
    const res = await list(token)
    const mine = res.body.data.list.filter((n: { kind: string }) => n.kind !== 'announcement')
    expect(mine.map((n: { kind: string }) => n.kind)).toEqual(['refund_refused', 'order_shipped'])
    expect(mine[0]).toMatchObject({ params: { sn: order.sn, note: 'The photo shows another item' }, ref: { type: 'order', id: order.id }, read: false })
    expect(mine[1].params).toMatchObject({ sn: order.sn, company: 'VNPost Express', tracking_no: 'VN123456789' })
    expect(await unread(token)).toBe(res.body.data.unread)
  })

  it('an announcement to one shopper reaches only them, in their language or in English', async () => {
    const one = await newShopper(server)
    const other = await newShopper(server)
    const account = (await server.request('GET', '/api/user/getUserInfo', { token: one.token })).body.data.account as string
    const published = await server.call(announcementPublish, {
      body: { title: { en: 'Your parcel insurance', vi: 'Bảo hiểm bưu kiện của bạn' }, body: { en: 'Every order is insured.' }, account },
    }, { token: operator })
    expect(published.body, published.text).toMatchObject({ code: 1, data: { to: account } })
    const vi = (await list(one.token, 'vi')).body.data.list.find((n: { id: number }) => n.id === published.body.data.id)
    expect(vi).toMatchObject({ kind: 'announcement', title: 'Bảo hiểm bưu kiện của bạn', body: 'Every order is insured.' })
    expect((await list(other.token)).body.data.list.some((n: { id: number }) => n.id === published.body.data.id)).toBe(false)
  })

  it('an announcement to everyone is read once per reader; marking all read leaves none', async () => {
    const shopper = await newShopper(server)
    const before = await unread(shopper.token)
    await server.call(announcementPublish, { body: { title: { en: 'Maintenance tonight' }, body: { en: 'From 1 to 2 am.' } } }, { token: operator })
    expect(await unread(shopper.token)).toBe(before + 1)
    const first = (await list(shopper.token)).body.data.list[0]
    const read = await server.call(notificationRead, { body: { ids: [first.id] } }, { token: shopper.token })
    expect(read.body.data.unread).toBe(before)
    const other = await newShopper(server)
    expect((await list(other.token)).body.data.list[0]).toMatchObject({ id: first.id, read: false })
    await server.call(notificationRead, { body: {} }, { token: shopper.token })
    expect(await unread(shopper.token)).toBe(0)
  })

  it('a shopper cannot publish, a visitor cannot read, an unknown account is named', async () => {
    const shopper = await newShopper(server)
    const forbidden = await server.call(announcementPublish, { body: { title: { en: 'x' }, body: { en: 'y' } } }, { token: shopper.token })
    expect(forbidden.body.code).not.toBe(1)
    expect((await server.call(notificationList, { query: {} }, {})).status).toBe(401)
    const unknown = await server.call(announcementPublish, { body: { title: { en: 'x' }, body: { en: 'y' }, account: 'nobody_here' } }, { token: operator })
    expect(unknown.body).toMatchObject({ code: 0, msg: 'No account nobody_here' })
    const empty = await server.call(announcementPublish, { body: { title: { en: '' }, body: { en: 'y' } } }, { token: operator })
    expect(empty.body.msg).toBe('Please fill the title in English')
  })
})

describe('wallet notifications', () => {
  it('a recharge approved and rejected, a withdrawal refused and passed tell the shopper, with the amounts and the reason', async () => {
    const shopper = await newShopper(server, { balance: '200.00' })
    const approved = (await manualRecharge(server, shopper, '500')).body.data.id
    const rejected = (await manualRecharge(server, shopper, '30')).body.data.id
    await auditRecharge(server, operator, approved, true)
    await auditRecharge(server, operator, rejected, false, 'No transfer arrived')
    const refused = (await bankWithdrawal(server, shopper, '100')).body.data.withdrawal.id
    const passed = (await bankWithdrawal(server, shopper, '50')).body.data.withdrawal.id
    await auditWithdrawal(server, operator, refused, false, 'Card name mismatch')
    await auditWithdrawal(server, operator, passed, true)
    const mine = (await list(shopper.token)).body.data.list.filter((n: { kind: string }) => n.kind !== 'announcement')
    expect(mine.map((n: { kind: string; params: unknown; ref: unknown }) => [n.kind, n.params, n.ref])).toEqual([
      ['withdrawal_passed', { amount: '50.00', arrival: '49.50' }, { type: 'withdrawal', id: passed }],
      ['withdrawal_refused', { amount: '100.00', note: 'Card name mismatch' }, { type: 'withdrawal', id: refused }],
      ['recharge_rejected', { amount: '30.00', note: 'No transfer arrived' }, { type: 'recharge', id: rejected }],
      ['recharge_approved', { amount: '500.00' }, { type: 'recharge', id: approved }],
    ])
  })
})
