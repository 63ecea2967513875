// Operator management: finding users and shops, suspending and lifting them, and the audit log of
// every operator change. A suspended user is signed out everywhere and cannot log in, with their
// money untouched; a suspended shop's products are off sale while its paid orders are still shipped
// and refundable; the log is written by every operator change and can never be changed.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productDetail, productList } from '../../src/contract/catalogue'
import { adminAuditLog, adminShops, adminShopSuspension, adminUsers, adminUserSuspension } from '../../src/contract/operator-management'
import { adminChangeSettings } from '../../src/contract/platform-settings'
import { refundApply } from '../../src/contract/refunds'
import { getUserInfo as userInfo } from '../../src/contract/user'
import { rowsOf } from '../support/db-rows'
import { merchantSku, merchantToken, pay, placeOrder, ship, uploadPicture } from './support/order-steps'
import { addToBag, balanceOf, newShopper } from './support/shoppers'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from './support/test-server'

let server: TestServer
let operator: string
beforeAll(async () => {
  server = await createTestServer()
  operator = await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
}, 240_000)
afterAll(() => server.close())

const asOperator = { get token() { return operator } }
const suspendUser = (id: number, suspended: boolean, reason?: string, lang = 'en') =>
  server.call(adminUserSuspension, { body: { id, suspended, reason } as never }, { token: operator, lang })
const suspendShop = (id: number, suspended: boolean, reason?: string) =>
  server.call(adminShopSuspension, { body: { id, suspended, reason } as never }, { token: operator })
const auditRows = async (subject?: string) => (await server.call(adminAuditLog, { query: { subject } as never }, asOperator)).body.data
const operatorId = async () => (await rowsOf<{ id: number }>(server.db, sql`select id from users where account = ${DEMO_ACCOUNTS.operator.account}`))[0]!.id

describe('finding users and shops', () => {
  it('finds a user by a part of the account, any case, with the balance and state', async () => {
    const shopper = await newShopper(server, { balance: '12.50' })
    const [row] = await rowsOf<{ account: string }>(server.db, sql`select account from users where id = ${shopper.userId}`)
    const res = await server.call(adminUsers, { query: { q: row!.account.slice(2).toUpperCase() } as never }, asOperator)
    expect(res.body).toMatchObject({ code: 1, data: { total: 1, list: [{ id: shopper.userId, account: row!.account, balance: '12.50', role: 'shopper', suspended_at: null }] } })
  })

  it('finds a shop by its name or its owner, with its products and open orders; a pattern character is taken literally', async () => {
    const res = await server.call(adminShops, { query: { q: DEMO_ACCOUNTS.merchant.account } as never }, asOperator)
    expect(res.body.code).toBe(1)
    expect(res.body.data.list[0]).toMatchObject({ owner: { account: DEMO_ACCOUNTS.merchant.account }, suspended_at: null })
    expect(res.body.data.list[0].products).toBeGreaterThan(0)
    expect((await server.call(adminShops, { query: { q: '%' } as never }, asOperator)).body.data.total).toBe(0)
  })

  it('refuses shoppers and merchants, in their language', async () => {
    const shopper = await newShopper(server)
    const merchant = await merchantToken(server)
    expect((await server.call(adminUsers, {}, { token: shopper.token })).status).toBe(403)
    const refused = await server.call(adminShopSuspension, { body: { id: 1, suspended: true, reason: 'x' } }, { token: merchant, lang: 'vi' })
    expect(refused.status).toBe(403)
    expect(refused.body.msg).not.toMatch(/[A-Za-z]{6,}/)
  })
})

describe('suspending a user', () => {
  it('signs them out everywhere and keeps them out, their money untouched; lifting lets them in again', async () => {
    const shopper = await newShopper(server, { balance: '40.00' })
    const [row] = await rowsOf<{ account: string }>(server.db, sql`select account from users where id = ${shopper.userId}`)
    const password = `pass-${row!.account.slice('buyer_'.length)}`
    const second = await server.login(row!.account, password)
    expect((await server.call(userInfo, {}, { token: second })).body.code).toBe(1)

    const res = await suspendUser(shopper.userId, true, 'Chargeback fraud')
    expect(res.body).toMatchObject({ code: 1, msg: 'User suspended; their sessions are signed out', data: { id: shopper.userId } })
    expect(res.body.data.suspended_at).toEqual(expect.any(String))
    for (const token of [shopper.token, second]) expect((await server.call(userInfo, {}, { token })).status).toBe(401)
    const login = await server.request('POST', '/api/user/login', { body: { account: row!.account, password }, lang: 'vi' })
    expect(login.body).toMatchObject({ code: 0, msg: 'Tài khoản này đang bị tạm khóa. Vui lòng liên hệ chăm sóc khách hàng.' })
    expect(await balanceOf(server.db, shopper.userId)).toBe('40.00')

    expect((await suspendUser(shopper.userId, false)).body).toMatchObject({ code: 1, msg: 'Suspension lifted: the user can log in again', data: { suspended_at: null } })
    expect((await server.login(row!.account, password)).length).toBe(32)
  })

  it('refuses without a reason, an operator, and an unknown user, changing nothing', async () => {
    const shopper = await newShopper(server)
    const missing = await suspendUser(shopper.userId, true, '   ', 'ja')
    expect(missing.status).toBe(400)
    expect(missing.body.msg).toBe('停止する理由を入力してください')
    expect((await suspendUser(await operatorId(), true, 'test')).body).toMatchObject({ code: 0, msg: 'An operator account cannot be suspended here' })
    expect((await suspendUser(99_999_999, true, 'test')).body).toMatchObject({ code: 0, msg: 'This user does not exist' })
    const [row] = await rowsOf<{ suspended_at: unknown }>(server.db, sql`select suspended_at from users where id = ${shopper.userId}`)
    expect(row!.suspended_at).toBeNull()
  })
})

describe('suspending a shop', () => {
  it('takes its products off sale while its paid orders are still shipped and refundable; lifting puts them back', async () => {
    const sku = await merchantSku(server)
    const merchant = await merchantToken(server)
    const paid = await placeOrder(server, sku)
    expect((await pay(server, paid)).body.code).toBe(1)
    const refundable = await placeOrder(server, sku)
    expect((await pay(server, refundable)).body.code).toBe(1)
    const bagged = await newShopper(server, { balance: '500.00' })
    await addToBag(server, bagged.token, sku)
    const listed = async () => (await server.call(productList, { query: { shop_id: sku.shopId, limit: 50 } as never })).body.data.total as number
    expect(await listed()).toBeGreaterThan(0)

    expect((await suspendShop(sku.shopId, true, 'Counterfeit goods reported')).body).toMatchObject({ code: 1, msg: 'Shop suspended: its products are off sale', data: { id: sku.shopId } })
    expect(await listed()).toBe(0)
    expect((await server.call(productDetail, { query: { id: sku.productId } })).body).toMatchObject({ code: 0 })
    // Its open orders go on: the merchant ships, the shopper asks for a refund.
    expect((await ship(server, merchant, paid.id)).body.code).toBe(1)
    const proof = await uploadPicture(server, refundable.shopper.token)
    const refund = await server.call(refundApply, {
      body: { order_id: refundable.id, product_ids: [sku.productId], type: 'refund', amount: refundable.total, product_status: 'not_received', reason: 'noLongerNeeded', explanation: 'Shop closed', proof: [proof] } as never,
    }, { token: refundable.shopper.token })
    expect(refund.body, refund.text).toMatchObject({ code: 1 })

    expect((await suspendShop(sku.shopId, false)).body).toMatchObject({ code: 1, data: { suspended_at: null } })
    expect(await listed()).toBeGreaterThan(0)
    expect((await server.call(productDetail, { query: { id: sku.productId } })).body.code).toBe(1)
  })
})

describe('the audit log', () => {
  it('records every operator change with who, what, to what and when, newest first', async () => {
    const shopper = await newShopper(server)
    await suspendUser(shopper.userId, true, 'Spam')
    await suspendUser(shopper.userId, false)
    await server.call(adminChangeSettings, { body: { commission_rate: '0.05' } }, asOperator)
    const log = await auditRows()
    expect(log.list.slice(0, 3)).toEqual([
      expect.objectContaining({ action: '/api/admin/settings', subject: null, detail: { commission_rate: '0.05' }, operator: { id: await operatorId(), account: DEMO_ACCOUNTS.operator.account } }),
      expect.objectContaining({ action: '/api/admin/users/suspension', subject: `user:${shopper.userId}`, detail: { id: shopper.userId, suspended: false } }),
      expect.objectContaining({ action: '/api/admin/users/suspension', subject: `user:${shopper.userId}`, detail: { id: shopper.userId, suspended: true, reason: 'Spam' } }),
    ])
    expect(Date.parse(log.list[0].created_at)).not.toBeNaN()
    expect((await auditRows(`user:${shopper.userId}`)).total).toBe(2)
  })

  it('does not record a refused call, nor anything read', async () => {
    const before = (await auditRows()).total
    await suspendUser(99_999_999, true, 'nobody')
    await server.call(adminUsers, {}, asOperator)
    expect((await auditRows()).total).toBe(before)
  })

  it('can never be changed or removed, even by the database user', async () => {
    const [row] = await rowsOf<{ id: number }>(server.db, sql`select id from operator_actions order by id limit 1`)
    await expect(server.db.execute(sql`update operator_actions set action = 'x' where id = ${row!.id}`)).rejects.toThrow()
    await expect(server.db.execute(sql`delete from operator_actions where id = ${row!.id}`)).rejects.toThrow()
  })
})
