// Customer service as the console answers it: conversations waiting for an answer first, found by
// the shopper's account, with the totals of unanswered conversations and unread messages; the
// shopper's recent orders beside a conversation; the conversation's live stream for the operator,
// which hears the shopper's messages and the replies (the shopper's own stream hears the reply too).
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { adminServiceConversations, adminServiceOrders, adminServiceReply, serviceSend } from '../../src/contract/support-chat'
import { rowsOf } from '../support/db-rows'
import { merchantSku, pay, placeOrder } from './support/order-steps'
import { openServiceStream, type OpenStream } from './support/service-stream'
import { newShopper, type Shopper } from './support/shoppers'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from './support/test-server'

let server: TestServer
let operator: string
const streams: OpenStream[] = []
beforeAll(async () => {
  server = await createTestServer({ settings: { streamKeepAliveMs: 100 } })
  operator = await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
}, 240_000)
afterEach(async () => {
  await Promise.all(streams.splice(0).map((s) => s.close()))
})
afterAll(() => server.close())

const say = async (token: string, text: string) => {
  const res = await server.call(serviceSend, { body: { client_id: `c-${randomBytes(8).toString('hex')}`, text } }, { token })
  expect(res.body, res.text).toMatchObject({ code: 1 })
  return res.body.data as { id: number }
}
const conversations = (query: Record<string, unknown> = {}, lang = 'en') =>
  server.call(adminServiceConversations, { query: query as never }, { token: operator, lang })
const accountOf = async (userId: number) => (await rowsOf<{ account: string }>(server.db, sql`select account from users where id = ${userId}`))[0]!.account
async function writer(): Promise<Shopper & { conversationId: number; account: string }> {
  const shopper = await newShopper(server, { balance: '500.00' })
  await say(shopper.token, 'Hello?')
  const [row] = await rowsOf<{ id: number }>(server.db, sql`select id from support_conversations where user_id = ${shopper.userId}`)
  return { ...shopper, conversationId: row!.id, account: await accountOf(shopper.userId) }
}
const reply = (conversationId: number, text: string) => server.call(adminServiceReply, { body: { conversation_id: conversationId, text } }, { token: operator })

describe('the conversation list', () => {
  it('puts the conversations waiting for an answer first, newest activity first within each, with the totals', async () => {
    const answered = await writer()
    const waiting = await writer()
    expect((await reply(answered.conversationId, 'Hi, how can I help?')).body.code).toBe(1)
    // The answered conversation is the newest activity, yet the waiting one comes first.
    const { list, unanswered, unread, total } = (await conversations({ limit: 50 })).body.data
    const ids = list.map((c: { id: number }) => c.id)
    expect(ids.indexOf(waiting.conversationId)).toBeLessThan(ids.indexOf(answered.conversationId))
    expect(list.find((c: { id: number }) => c.id === waiting.conversationId)).toMatchObject({ unanswered: true, unread: 1 })
    expect(list.find((c: { id: number }) => c.id === answered.conversationId)).toMatchObject({ unanswered: false, unread: 0 })
    const [counted] = await rowsOf<{ unanswered: number; total: number }>(server.db, sql`
      select count(*)::int as total, count(*) filter (where (select author from support_messages m where m.conversation_id = c.id order by m.id desc limit 1) = 'shopper')::int as unanswered
      from support_conversations c`)
    expect({ unanswered, total }).toEqual(counted)
    expect(unread).toBeGreaterThanOrEqual(1)
  })

  it("finds a shopper's conversation by a part of the account, any case; a pattern character is literal", async () => {
    const shopper = await writer()
    const found = (await conversations({ account: shopper.account.slice(3).toUpperCase() })).body.data
    expect(found).toMatchObject({ total: 1, unanswered: 1, unread: 1, list: [{ id: shopper.conversationId, user: { account: shopper.account } }] })
    expect((await conversations({ account: '_%' })).body.data).toMatchObject({ total: 0, list: [], unanswered: 0, unread: 0 })
    const tooLong = await conversations({ account: 'x'.repeat(101) }, 'th')
    expect(tooLong.status).toBe(400)
  })
})

describe('the orders beside a conversation', () => {
  it("shows the shopper's newest orders with the shop, the first item and the count", async () => {
    const shopper = await writer()
    const sku = await merchantSku(server)
    const first = await placeOrder(server, sku, { shopper })
    const second = await placeOrder(server, sku, { shopper, quantity: 2 })
    expect((await pay(server, second)).body.code).toBe(1)
    const res = await server.call(adminServiceOrders, { query: { conversation_id: shopper.conversationId } }, { token: operator, lang: 'vi' })
    expect(res.body).toMatchObject({ code: 1, data: { list: [{ id: second.id, sn: second.sn, status: 1, items: 2, total: second.total }, { id: first.id, status: 0, items: 1 }] } })
    expect(res.body.data.list[0].first_item).not.toBe('')
    expect(res.body.data.list[0].shop_name).not.toBe('')
  })

  it('refuses an unknown conversation and a shopper', async () => {
    const shopper = await writer()
    expect((await server.call(adminServiceOrders, { query: { conversation_id: 99_999_999 } }, { token: operator })).body).toMatchObject({ code: 0, msg: 'Conversation not found' })
    expect((await server.call(adminServiceOrders, { query: { conversation_id: shopper.conversationId } }, { token: shopper.token })).status).toBe(403)
  })
})

describe("the operator's live stream of a conversation", () => {
  const operatorStream = async (conversationId: number, token = operator, after = '') => {
    const opened = await openServiceStream(server, token, { path: '/api/admin/service/stream', query: `?conversation_id=${conversationId}${after}` })
    streams.push(opened)
    return opened
  }

  it("hears the shopper's new messages and the replies, while the shopper's stream hears the reply", async () => {
    const shopper = await writer()
    const desk = await operatorStream(shopper.conversationId)
    expect(desk.status).toBe(200)
    const app = await openServiceStream(server, shopper.token)
    streams.push(app)
    await say(shopper.token, 'My parcel is late')
    expect(JSON.parse((await desk.next(5000)).data)).toMatchObject({ author: 'shopper', text: 'My parcel is late' })
    const answer = await reply(shopper.conversationId, 'It arrives tomorrow')
    expect(JSON.parse((await desk.next(5000)).data)).toEqual(answer.body.data)
    // The shopper's open app hears the shopper's own message, then the reply.
    expect(JSON.parse((await app.next(5000)).data)).toMatchObject({ text: 'My parcel is late' })
    expect(JSON.parse((await app.next(5000)).data)).toEqual(answer.body.data)
  })

  it('catches up from after_id, and refuses a shopper and an unknown conversation', async () => {
    const shopper = await writer()
    const earlier = await say(shopper.token, 'Second question')
    const caughtUp = await operatorStream(shopper.conversationId, operator, `&after_id=${earlier.id - 1}`)
    expect(JSON.parse((await caughtUp.next(5000)).data)).toMatchObject({ id: earlier.id })
    expect((await operatorStream(shopper.conversationId, shopper.token)).status).toBe(403)
    const unknown = await server.request('GET', '/api/admin/service/stream?conversation_id=99999999', { token: operator })
    expect(unknown.body).toMatchObject({ code: 0, msg: 'Conversation not found' })
  })
})
