// The operator's lists behind the console's screens: the announcements published (newest first, to
// whom, their words in every language written, how many read them) and one row of an audit queue by
// id, whatever its status (what the console reads again after another operator decided it). A
// shopper or a merchant is refused; bad input is refused in words and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { announcementList, announcementPublish, notificationRead } from '../../src/contract/notifications'
import { adminRechargeList } from '../../src/contract/recharges'
import { adminWithdrawalList } from '../../src/contract/withdrawals'
import { newShopper } from './support/shoppers'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from './support/test-server'
import { auditRecharge, bankWithdrawal, manualRecharge, moneySnapshot } from './support/wallet-steps'

let server: TestServer
let operator: string
let merchant: string
beforeAll(async () => {
  server = await createTestServer()
  operator = await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
  merchant = await server.login(DEMO_ACCOUNTS.merchant.account, DEMO_ACCOUNTS.merchant.password)
})
afterAll(() => server.close())

const ok = <T = any>(res: { body: { code: number; data: T }; text: string }) => {
  expect(res.body.code, res.text).toBe(1)
  return res.body.data
}

describe('the announcements published', () => {
  it('newest first, to whom, in every language written, and how many have read each', async () => {
    const shopper = await newShopper(server)
    const account = ok(await server.request('GET', '/api/user/getUserInfo', { token: shopper.token })).account as string
    const toAll = ok(await server.call(announcementPublish, { body: { title: { en: 'Holiday hours', th: 'เวลาทำการช่วงวันหยุด' }, body: { en: 'Support answers until 18:00.' } } }, { token: operator }))
    const toOne = ok(await server.call(announcementPublish, { body: { title: { en: 'Your parcel' }, body: { en: 'It left the warehouse.' }, account } }, { token: operator }))
    ok(await server.call(notificationRead, { body: {} }, { token: shopper.token }))

    const page = ok(await server.call(announcementList, { query: { limit: 2 } as never }, { token: operator }))
    expect(page.total).toBeGreaterThanOrEqual(2)
    expect(page.list.map((row: { id: number }) => row.id)).toEqual([toOne.id, toAll.id])
    expect(page.list[0]).toMatchObject({ to: account, title: { en: 'Your parcel' }, body: { en: 'It left the warehouse.' }, read_count: 1 })
    expect(page.list[1]).toMatchObject({ to: null, title: { en: 'Holiday hours', th: 'เวลาทำการช่วงวันหยุด' }, read_count: 1 })
    expect(Date.parse(page.list[0].created_at)).not.toBeNaN()
  })

  it('a bad page is refused in words', async () => {
    const res = await server.request('GET', announcementList.path, { query: { page: 0 }, token: operator, lang: 'vi' })
    expect(res.status).toBe(400)
    expect(res.body.msg).not.toMatch(/msg\./)
  })
})

describe('one row of an audit queue by id', () => {
  it('whatever its status, with who decided it; another id or status filter gives none', async () => {
    const shopper = await newShopper(server, { balance: '200.00' })
    const asked = ok(await manualRecharge(server, shopper, '75'))
    ok(await auditRecharge(server, operator, asked.id, false, 'No transfer arrived'))
    const one = ok(await server.call(adminRechargeList, { query: { status: 'all', id: asked.id } as never }, { token: operator }))
    expect(one.total).toBe(1)
    expect(one.list[0]).toMatchObject({ id: asked.id, status: 2, note: 'No transfer arrived', audited_by: { account: DEMO_ACCOUNTS.operator.account } })
    const waiting = ok(await server.call(adminRechargeList, { query: { status: '0', id: asked.id } as never }, { token: operator }))
    expect(waiting.list).toEqual([])

    const held = ok(await bankWithdrawal(server, shopper, '50')).withdrawal
    const row = ok(await server.call(adminWithdrawalList, { query: { status: 'all', id: held.id } as never }, { token: operator }))
    expect(row.list.map((r: { id: number; status: number }) => [r.id, r.status])).toEqual([[held.id, 0]])
  })

  it.each([
    ['recharges', adminRechargeList.path, 'vi'],
    ['withdrawals', adminWithdrawalList.path, 'en'],
  ])('a malformed id of the %s is refused in words and changes nothing', async (_name, path, lang) => {
    const before = await moneySnapshot(server)
    const res = await server.request('GET', path, { query: { status: 'all', id: 'abc' }, token: operator, lang })
    expect(res.status).toBe(400)
    expect(res.body.msg).not.toMatch(/msg\./)
    expect(await moneySnapshot(server)).toEqual(before)
  })
})

describe('who may read them', () => {
  it.each([
    ['a shopper', async () => (await newShopper(server)).token],
    ['a merchant', async () => merchant],
  ])('%s is refused, with no data', async (_who, tokenOf) => {
    const token = await tokenOf()
    for (const path of [announcementList.path, adminRechargeList.path, adminWithdrawalList.path]) {
      const res = await server.request('GET', path, { query: { id: 1 }, token })
      expect(res.status, path).toBe(403)
      expect(res.body.data ?? null).toBeNull()
    }
  })
})
