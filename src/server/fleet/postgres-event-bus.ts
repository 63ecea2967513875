// The fleet's bus on PostgreSQL: every process LISTENs on one channel through its listener
// connection and publishes with pg_notify through the pool. A payload names its channel and its
// sender, so a process skips its own (its listeners were told when it published). PostgreSQL
// delivers a notification only once the transaction that sent it commits, and to every listening
// connection of the database; a process whose listener connection was lost may have missed some,
// which its gap listeners hear of when the connection is back.
import { sql } from 'drizzle-orm'
import type { Database } from '../db/open-database'
import { createListeners, newInstanceId, type EventBus } from './event-bus'
import type { ListenerConnection } from './listener-connection'

/** The PostgreSQL channel every process of the application listens on. */
export const FLEET_CHANNEL = 'marketplace_events'
/** PostgreSQL refuses a payload of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7999

interface Envelope {
  /** The bus channel. */
  c: string
  /** The sender's instance id. */
  f: string
  /** The payload. */
  p: unknown
}

export function createPostgresEventBus(deps: { db: Database; connection: ListenerConnection; log: (line: string) => void }): EventBus {
  const { db, connection, log } = deps
  const instanceId = newInstanceId()
  const listeners = createListeners()
  let connectedBefore = false

  connection.onConnect(async (client) => {
    await client.query(`listen ${FLEET_CHANNEL}`)
    // The first connection has missed nothing; a later one may have.
    if (connectedBefore) listeners.gap()
    connectedBefore = true
  })
  connection.onNotification((channel, text) => {
    if (channel !== FLEET_CHANNEL) return
    let envelope: Envelope
    try {
      envelope = JSON.parse(text) as Envelope
    } catch {
      return log(`error: a ${FLEET_CHANNEL} notification is not JSON`)
    }
    if (envelope.f !== instanceId) listeners.deliver(envelope.c, envelope.p, log)
  })

  return {
    instanceId,
    async publish(channel, payload) {
      listeners.deliver(channel, payload, log)
      const text = JSON.stringify({ c: channel, f: instanceId, p: payload } satisfies Envelope)
      if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) throw new Error(`a ${channel} event of ${Buffer.byteLength(text)} bytes is too large for NOTIFY`)
      await db.execute(sql`select pg_notify(${FLEET_CHANNEL}, ${text})`)
    },
    subscribe(channel, listener) {
      return listeners.add(channel, listener as (payload: unknown) => void)
    },
    onGap: (listener) => listeners.addGap(listener),
  }
}
