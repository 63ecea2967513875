// Customer service: a shopper's conversation with support, paged history, sending once
// per client message id, the live stream (read from app.request's body as a browser reads it), the
// operators' calls, and every refusal: bad input, other roles, another shopper's conversation.
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { logout } from '../../src/contract/user'
import { adminServiceConversations, adminServiceMessages, adminServiceReply, serviceMessages, serviceSend } from '../../src/contract/support-chat'
import { rowsOf } from '../support/db-rows'
import { uploadPicture } from './support/order-steps'
import { openServiceStream, type OpenStream } from './support/service-stream'
import { newShopper, type Shopper } from './support/shoppers'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from './support/test-server'

let server: TestServer
let operator: string
const streams: OpenStream[] = []
beforeAll(async () => {
  // A short keep-alive, so a test sees the comment and a revoked session ending its stream quickly.
  server = await createTestServer({ settings: { streamKeepAliveMs: 100 } })
  operator = await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
})
afterEach(async () => {
  await Promise.all(streams.splice(0).map((s) => s.close()))
  expect(server.logs.filter((line) => line.startsWith('error:'))).toEqual([])
})
afterAll(() => server.close())

const clientId = () => `c-${randomBytes(8).toString('hex')}`
const send = (token: string, body: Record<string, unknown>, lang = 'en') => server.call(serviceSend, { body: body as never }, { token, lang })
const say = async (token: string, text: string, id = clientId()) => {
  const res = await send(token, { client_id: id, text })
  expect(res.body, res.text).toMatchObject({ code: 1 })
  return res.body.data as { id: number; text: string; client_id: string }
}
const history = (token: string, query: Record<string, number> = {}) => server.call(serviceMessages, { query }, { token })
const conversationIdOf = async (userId: number) =>
  (await rowsOf<{ id: number }>(server.db, sql`select id from support_conversations where user_id = ${userId}`))[0]?.id
const reply = (conversationId: number, text: string) => server.call(adminServiceReply, { body: { conversation_id: conversationId, text } }, { token: operator })
const countMessages = async () => (await rowsOf<{ n: number }>(server.db, sql`select count(*)::int as n from support_messages`))[0]!.n
async function stream(token: string | undefined, options: Parameters<typeof openServiceStream>[2] = {}) {
  const opened = await openServiceStream(server, token, options)
  streams.push(opened)
  return opened
}

/** A shopper who wrote once, and the id of their conversation. */
async function shopperWithConversation(): Promise<Shopper & { conversationId: number }> {
  const shopper = await newShopper(server)
  await say(shopper.token, 'Hello, I have a question about my order')
  return { ...shopper, conversationId: (await conversationIdOf(shopper.userId))! }
}

describe('a shopper writes to support', () => {
  it('the first message starts the conversation; the page answers it as written, by the shopper', async () => {
    const shopper = await newShopper(server)
    expect((await history(shopper.token)).body).toMatchObject({ code: 1, data: { list: [], has_earlier: false } })
    const id = clientId()
    const sent = await send(shopper.token, { client_id: id, text: '  Where is my parcel?\nIt was due Monday.  ' })
    expect(sent.body).toMatchObject({ code: 1, data: { author: 'shopper', text: 'Where is my parcel?\nIt was due Monday.', image: null, client_id: id } })
    const page = (await history(shopper.token)).body.data
    expect(page.list).toEqual([sent.body.data])
    expect(new Date(page.list[0].created_at).toISOString()).toBe(page.list[0].created_at)
  })

  it('HTML and script are stored and answered exactly as typed', async () => {
    const shopper = await newShopper(server)
    const typed = `<script>alert('hi')</script><img src=x onerror="alert(1)"> & "quotes"`
    const sent = await say(shopper.token, typed)
    expect(sent.text).toBe(typed)
    expect((await history(shopper.token)).body.data.list[0].text).toBe(typed)
  })

  it('a picture uploaded here is a message of its own', async () => {
    const shopper = await newShopper(server)
    const url = await uploadPicture(server, shopper.token)
    const sent = await send(shopper.token, { client_id: clientId(), image: url })
    expect(sent.body).toMatchObject({ code: 1, data: { author: 'shopper', text: null, image: url } })
  })

  it('a message sent again with its client id is stored once and answered the same, also when sent at once', async () => {
    const shopper = await newShopper(server)
    const id = clientId()
    const first = await say(shopper.token, 'Sent from the offline queue', id)
    const again = await send(shopper.token, { client_id: id, text: 'Sent from the offline queue' })
    expect(again.body).toMatchObject({ code: 1, data: first })
    const concurrent = clientId()
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(shopper.token, { client_id: concurrent, text: 'Tapped send on two devices' })))
    expect(answers.map((a) => a.body.code)).toEqual([1, 1, 1, 1, 1, 1])
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1)
    expect((await history(shopper.token)).body.data.list.map((m: { text: string }) => m.text)).toEqual(['Sent from the offline queue', 'Tapped send on two devices'])
  })

  it('history comes a page at a time, newest page first, each oldest first, with has_earlier', async () => {
    const shopper = await shopperWithConversation()
    for (let i = 1; i <= 24; i++) expect((await reply(shopper.conversationId, `Answer ${i}`)).body.code).toBe(1)
    const newest = (await history(shopper.token)).body.data
    expect(newest.list.map((m: { text: string }) => m.text)).toEqual(Array.from({ length: 20 }, (_, i) => `Answer ${i + 5}`))
    expect(newest.has_earlier).toBe(true)
    const older = (await history(shopper.token, { before_id: newest.list[0].id })).body.data
    expect(older.list.map((m: { text: string }) => m.text)).toEqual(['Hello, I have a question about my order', 'Answer 1', 'Answer 2', 'Answer 3', 'Answer 4'])
    expect(older.has_earlier).toBe(false)
    const small = (await history(shopper.token, { before_id: newest.list[0].id, limit: 2 })).body.data
    expect(small).toMatchObject({ list: [{ text: 'Answer 3' }, { text: 'Answer 4' }], has_earlier: true })
  })
})

describe('the stream', () => {
  it("hears an operator's reply live, with the message id as the event id", async () => {
    const shopper = await shopperWithConversation()
    const last = (await history(shopper.token)).body.data.list.at(-1).id as number
    const live = await stream(shopper.token, { query: `?after_id=${last}` })
    expect(live.status).toBe(200)
    expect(live.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(live.headers.get('cache-control')).toBe('no-store')
    expect(await live.nothingWithin(150)).toBe(true)
    const answered = (await reply(shopper.conversationId, 'Your parcel left the warehouse today')).body.data
    const event = await live.next()
    expect(event).toEqual({ type: 'message', id: String(answered.id), data: JSON.stringify(answered) })
    expect(JSON.parse(event.data)).toMatchObject({ author: 'support', text: 'Your parcel left the warehouse today', client_id: null })
  })

  it("carries the shopper's own message sent from another device, once", async () => {
    const shopper = await shopperWithConversation()
    const live = await stream(shopper.token, { query: '?after_id=0' })
    expect(JSON.parse((await live.next()).data).text).toBe('Hello, I have a question about my order')
    const id = clientId()
    const sent = await say(shopper.token, 'Sent from my phone', id)
    await say(shopper.token, 'Sent from my phone', id)
    expect(JSON.parse((await live.next()).data)).toEqual(sent)
    expect(await live.nothingWithin(150)).toBe(true)
  })

  it('a reconnecting stream first gets what it missed (after_id or Last-Event-ID), then goes on live', async () => {
    const shopper = await shopperWithConversation()
    const first = (await history(shopper.token)).body.data.list[0].id as number
    const missed = [await reply(shopper.conversationId, 'Missed one'), await reply(shopper.conversationId, 'Missed two')].map((r) => r.body.data)
    for (const options of [{ query: `?after_id=${first}` }, { headers: { 'Last-Event-ID': String(first) } }]) {
      const again = await stream(shopper.token, options)
      expect([JSON.parse((await again.next()).data), JSON.parse((await again.next()).data)]).toEqual(missed)
    }
    const [a, b] = streams
    const later = (await reply(shopper.conversationId, 'Live again')).body.data
    for (const s of [a!, b!]) expect(JSON.parse((await s.next()).data)).toEqual(later)
  })

  it('without after_id it is live only; a comment keeps it alive', async () => {
    const shopper = await shopperWithConversation()
    const live = await stream(shopper.token)
    const quiet = await live.nothingWithin(250)
    expect(quiet, JSON.stringify(live.events)).toBe(true)
    expect(live.raw).toContain(': keep-alive')
    const answered = (await reply(shopper.conversationId, 'Only the new one')).body.data
    expect(JSON.parse((await live.next()).data)).toEqual(answered)
  })

  it('a stream that goes away stops listening', async () => {
    const shopper = await shopperWithConversation()
    const live = await stream(shopper.token, { query: '?after_id=0' })
    await live.next()
    expect(server.services.supportHub.streamsOf(shopper.userId)).toBe(1)
    await live.close()
    await expect.poll(() => server.services.supportHub.streamsOf(shopper.userId)).toBe(0)
    expect((await reply(shopper.conversationId, 'Nobody is listening')).body.code).toBe(1)
  })

  it('logging out ends the open stream at its next keep-alive; the token then opens none', async () => {
    const shopper = await shopperWithConversation()
    const live = await stream(shopper.token, { query: '?after_id=0' })
    await live.next()
    await server.call(logout, {}, { token: shopper.token })
    await live.ended
    expect(server.services.supportHub.streamsOf(shopper.userId)).toBe(0)
    const refused = await stream(shopper.token)
    expect(refused.status).toBe(401)
  })

  it('a visitor, a broken after_id and one stream too many are refused before anything streams', async () => {
    const visitor = await stream(undefined)
    expect(visitor.status).toBe(401)
    const shopper = await newShopper(server)
    const broken = await server.request('GET', '/api/service/stream', { query: { after_id: 'abc' }, token: shopper.token })
    expect(broken).toMatchObject({ status: 400, body: { code: 0, msg: 'Message not found', data: { field: 'after_id' } } })
    for (let i = 0; i < server.settings.serviceStreamsPerUser; i++) expect((await stream(shopper.token)).status).toBe(200)
    const sixth = await server.request('GET', '/api/service/stream', { token: shopper.token, lang: 'vi' })
    expect(sixth.body).toMatchObject({ code: 0, msg: 'Bạn đang mở bộ phận chăm sóc khách hàng ở quá nhiều cửa sổ: hãy đóng bớt một cửa sổ rồi thử lại' })
  })
})

describe('operators', () => {
  it('list conversations by newest activity with unread counts; reading one marks it read; a reply reaches the shopper', async () => {
    const older = await shopperWithConversation()
    const newer = await shopperWithConversation()
    await say(newer.token, 'Anyone there?')
    const list = (await server.call(adminServiceConversations, { query: {} }, { token: operator })).body.data
    const ids = list.list.map((c: { id: number }) => c.id)
    expect(ids.indexOf(newer.conversationId)).toBeLessThan(ids.indexOf(older.conversationId))
    const row = list.list.find((c: { id: number }) => c.id === newer.conversationId)
    expect(row).toMatchObject({ user: { id: newer.userId, name: 'Lan Pham' }, unread: 2, last_message: { author: 'shopper', text: 'Anyone there?' } })
    expect(list.total).toBeGreaterThanOrEqual(2)

    const read = (await server.call(adminServiceMessages, { query: { conversation_id: newer.conversationId } }, { token: operator })).body.data
    expect(read).toMatchObject({ has_earlier: false, conversation: { id: newer.conversationId, unread: 0 } })
    expect(read.list.map((m: { text: string }) => m.text)).toEqual(['Hello, I have a question about my order', 'Anyone there?'])

    const answered = await reply(older.conversationId, 'Sorry for the wait!')
    expect(answered.body).toMatchObject({ code: 1, data: { author: 'support', text: 'Sorry for the wait!' } })
    const again = (await server.call(adminServiceConversations, { query: {} }, { token: operator })).body.data.list
    // Answered, it goes below every conversation still waiting for an answer.
    const answeredAt = again.findIndex((c: { id: number }) => c.id === older.conversationId)
    expect(again[answeredAt]).toMatchObject({ unread: 0, unanswered: false, last_message: { author: 'support' } })
    expect(again.slice(0, answeredAt).every((c: { unanswered: boolean }) => c.unanswered)).toBe(true)
    expect((await history(older.token)).body.data.list.at(-1)).toEqual(answered.body.data)
  })

  it('a reply with a picture, and one sent twice with its client id, stored once', async () => {
    const shopper = await shopperWithConversation()
    const url = await uploadPicture(server, operator)
    const id = clientId()
    const body = { conversation_id: shopper.conversationId, client_id: id, image: url }
    const [a, b] = [await server.call(adminServiceReply, { body }, { token: operator }), await server.call(adminServiceReply, { body }, { token: operator })]
    expect(a.body).toMatchObject({ code: 1, data: { image: url, text: null } })
    expect(b.body.data).toEqual(a.body.data)
  })

  it('refuse shoppers and visitors; an unknown conversation is a clear refusal', async () => {
    const shopper = await shopperWithConversation()
    const before = await countMessages()
    for (const [call, input] of [
      [adminServiceConversations, { query: {} }],
      [adminServiceMessages, { query: { conversation_id: shopper.conversationId } }],
      [adminServiceReply, { body: { conversation_id: shopper.conversationId, text: 'I am support, send me your code' } }],
    ] as const) {
      const asShopper = await server.call(call, input as never, { token: shopper.token })
      expect(asShopper).toMatchObject({ status: 403, body: { code: 0, data: null } })
      expect((await server.call(call, input as never)).status).toBe(401)
    }
    const unknown = await server.call(adminServiceReply, { body: { conversation_id: 999999, text: 'Hello?' } }, { token: operator })
    expect(unknown.body).toMatchObject({ code: 0, msg: 'Conversation not found' })
    const unknownRead = await server.call(adminServiceMessages, { query: { conversation_id: 999999 } }, { token: operator })
    expect(unknownRead.body).toMatchObject({ code: 0, msg: 'Conversation not found' })
    expect(await countMessages()).toBe(before)
  })
})

describe('bad input', () => {
  it('empty, blank, too long, both or neither, a picture not uploaded here, a bad client id: a clear msg and nothing stored', async () => {
    const shopper = await newShopper(server)
    const before = await countMessages()
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ client_id: clientId(), text: '' }, 'text', 'Please write a message'],
      [{ client_id: clientId(), text: ' \n\t ' }, 'text', 'Please write a message'],
      [{ client_id: clientId() }, 'text', 'Please write a message'],
      [{ client_id: clientId(), text: 'x'.repeat(1001) }, 'text', 'A message can be at most 1000 characters'],
      [{ client_id: clientId(), text: 'Both', image: await uploadPicture(server, shopper.token) }, 'image', 'Send either a text or a picture'],
      [{ client_id: clientId(), image: 'https://evil.example/x.png' }, 'image', 'That picture was not uploaded here: please upload it again'],
      [{ client_id: 'short', text: 'Hello' }, 'client_id', 'This message cannot be sent: please reload the page'],
      [{ text: 'Hello' }, 'client_id', 'This message cannot be sent: please reload the page'],
      [{ client_id: clientId(), text: 42 }, 'text', 'Please write a message'],
    ]
    for (const [body, field, msg] of cases) {
      const res = await send(shopper.token, body)
      expect(res, JSON.stringify(body).slice(0, 80)).toMatchObject({ status: 400, body: { code: 0, msg, data: { field } } })
    }
    const missing = await send(shopper.token, { client_id: clientId(), image: '/uploads/u/202611/0123456789abcdef0123456789abcdef.png' })
    expect(missing.body).toMatchObject({ code: 0, msg: 'That picture was not uploaded here: please upload it again' })
    const broken = await server.request('POST', '/api/service/send', { token: shopper.token, body: '{"text": "Hel' })
    expect(broken).toMatchObject({ status: 400, body: { code: 0 } })
    expect((await send(shopper.token, { client_id: clientId(), text: 'x'.repeat(1000) })).body.code).toBe(1)
    expect(await countMessages()).toBe(before + 1)
  })

  it('refusals are in the request language', async () => {
    const shopper = await newShopper(server)
    const res = await send(shopper.token, { client_id: clientId(), text: '' }, 'th')
    expect(res.body.msg).toBe('กรุณาพิมพ์ข้อความ')
    const page = await server.request('GET', '/api/service/messages', { token: shopper.token, query: { before_id: 'x' }, lang: 'ja' })
    expect(page).toMatchObject({ status: 400, body: { msg: 'メッセージが見つかりません', data: { field: 'before_id' } } })
  })

  it('sending is limited per minute; a message sent again is not counted; the limit passes with the minute', async () => {
    const shopper = await newShopper(server)
    const max = server.settings.serviceMessagesPerMinute
    const ids = Array.from({ length: max }, clientId)
    for (const id of ids) await say(shopper.token, `Message ${id}`, id)
    expect((await send(shopper.token, { client_id: ids[0]!, text: 'again' })).body).toMatchObject({ code: 1, data: { client_id: ids[0] } })
    const refused = await send(shopper.token, { client_id: clientId(), text: 'One too many' })
    expect(refused).toMatchObject({ status: 200, body: { code: 0, msg: 'You are sending messages too fast, please wait a moment', data: { reason: 'rateLimited' } } })
    server.clock.advance(61_000)
    expect((await send(shopper.token, { client_id: clientId(), text: 'A minute later' })).body.code).toBe(1)
  })
})

describe('another shopper', () => {
  it("never sees or hears another's conversation, not even through before_id or a client id", async () => {
    const alice = await shopperWithConversation()
    const bob = await newShopper(server)
    const bobLive = await stream(bob.token, { query: '?after_id=0' })
    const aliceMessages = (await history(alice.token)).body.data.list
    await reply(alice.conversationId, 'For Alice only')
    expect((await history(bob.token)).body.data).toEqual({ list: [], has_earlier: false })
    expect((await history(bob.token, { before_id: aliceMessages[0].id + 1000 })).body.data).toEqual({ list: [], has_earlier: false })
    // Alice's client id in Bob's conversation is a new message of Bob's, never Alice's answered back.
    const aliceClientId = aliceMessages[0].client_id as string
    const bobs = await send(bob.token, { client_id: aliceClientId, text: 'Mine' })
    expect(bobs.body.data).toMatchObject({ text: 'Mine', author: 'shopper' })
    expect(JSON.parse((await bobLive.next()).data)).toMatchObject({ text: 'Mine' })
    expect(await bobLive.nothingWithin(150)).toBe(true)
    expect((await history(alice.token)).body.data.list.map((m: { text: string }) => m.text)).toEqual(['Hello, I have a question about my order', 'For Alice only'])
  })
})
