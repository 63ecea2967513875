// What one server process needs to work beside others on one PostgreSQL: the bus that tells them
// what changed, and whether it leads the timers. On the embedded database there is one process:
// a local bus, and it leads (unless TIMERS=off).
import type { Database, DbKind } from '../db/open-database'
import type { Settings } from '../settings'
import { createLocalEventBus, type EventBus } from './event-bus'
import { advisoryLockLeadership, alwaysLeads, neverLeads, type Leadership } from './leadership'
import { createListenerConnection } from './listener-connection'
import { createPostgresEventBus } from './postgres-event-bus'

export interface Fleet {
  bus: EventBus
  timers: Leadership
  close(): Promise<void>
}

/** The database a process joins by: PostgreSQL's URL is where the listener connection goes. */
export interface FleetDatabase {
  kind: DbKind
  db: Database
  url?: string
}

export async function joinFleet(database: FleetDatabase, settings: Pick<Settings, 'timers'>, log: (line: string) => void): Promise<Fleet> {
  if (database.kind === 'pglite' || !database.url) {
    return { bus: createLocalEventBus(log), timers: settings.timers === 'off' ? neverLeads : alwaysLeads, close: async () => {} }
  }
  const connection = createListenerConnection(database.url, log)
  const bus = createPostgresEventBus({ db: database.db, connection, log })
  const timers = settings.timers === 'off' ? neverLeads : advisoryLockLeadership(connection, log)
  // Serving before LISTEN would let a write of another process go unheard.
  await connection.ready
  return { bus, timers, close: () => connection.close() }
}
