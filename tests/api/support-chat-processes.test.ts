// Customer service streams when several server processes share the database: the limit of open
// streams per user holds over all of them, and a message another process publishes a moment late
// (its notification arriving after a live-only stream opened here) is not sent as if it were new.
// Two servers on one database stand for two processes (on PostgreSQL, two pools and two listeners).
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminServiceReply, serviceSend, type SupportMessage } from '../../src/contract/support-chat'
import { openServiceStream, type OpenStream } from './support/service-stream'
import { newShopper } from './support/shoppers'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from './support/test-server'

let one: TestServer
let two: TestServer
const streams: OpenStream[] = []

beforeAll(async () => {
  one = await createTestServer()
  two = await createTestServer({ sameDatabaseAs: one })
})
afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()))
  await two?.close()
  await one?.close()
})

async function open(server: TestServer, token: string): Promise<OpenStream> {
  const stream = await openServiceStream(server, token)
  streams.push(stream)
  return stream
}

const TOO_MANY = 'Customer service is open in too many windows: close one and try again'

describe('customer service streams over two processes', () => {
  it('five streams per user in all: the sixth is refused on either, and one closed frees a place on the other', async () => {
    const shopper = await newShopper(one)
    const held = [await open(one, shopper.token), await open(two, shopper.token), await open(one, shopper.token), await open(two, shopper.token), await open(one, shopper.token)]
    for (const stream of held) expect(stream.status).toBe(200)
    for (const server of [one, two]) {
      const sixth = await server.request('GET', '/api/service/stream', { token: shopper.token })
      expect(sixth.body).toMatchObject({ code: 0, msg: TOO_MANY })
    }
    expect(await one.services.streamSlots.held(shopper.userId)).toBe(5)
    await held[0]!.close()
    await expect.poll(() => one.services.streamSlots.held(shopper.userId)).toBe(4)
    expect((await open(two, shopper.token)).status).toBe(200)
  })

  it('a live-only stream is not sent a message stored before it opened, even when heard after', async () => {
    const shopper = await newShopper(one)
    const sent = await one.call(serviceSend, { body: { client_id: randomBytes(8).toString('hex'), text: 'Is it in stock?' } }, { token: shopper.token })
    const old = sent.body.data as SupportMessage
    const live = await open(two, shopper.token)
    // The notification of the message stored on `one`, arriving late at `two`.
    await two.services.supportHub.publish(shopper.userId, old)
    const operator = await one.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
    const conversationId = (await one.request('GET', '/api/admin/service/conversations', { token: operator })).body.data.list
      .find((c: { user: { id: number } }) => c.user.id === shopper.userId).id as number
    // Replied on the stream's own server: two test servers on one PGlite share no bus (PGlite is one process).
    const reply = (await two.call(adminServiceReply, { body: { conversation_id: conversationId, text: 'Yes, 12 left' } }, { token: operator })).body.data
    const first = await live.next(10_000)
    expect(JSON.parse(first.data)).toMatchObject({ id: reply.id, author: 'support', text: 'Yes, 12 left' })
    expect(live.events.map((e) => JSON.parse(e.data).id)).toEqual([reply.id])
  })
})
