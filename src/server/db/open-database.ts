// The single place that builds the database: the embedded PGlite (a data directory on disk, or in
// memory) or a PostgreSQL server through node-postgres. Both answer the same Drizzle interface.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite, type PGliteOptions } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from './schema'

export type Schema = typeof schema
/** The Drizzle database every service uses, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>
export type DbKind = 'pglite' | 'postgres'

export type DatabaseHandle = { db: Database; close(): Promise<void> } & (
  | { kind: 'pglite'; client: PGlite }
  | { kind: 'postgres'; client: pg.Pool; /** Where the pool connects: the listener connection goes there too. */ url: string }
)

/** The PGlite contrib extensions the migrations create (search: accents and similarity). */
export const pgliteExtensions = { unaccent, pg_trgm }

/** A new PGlite with our extensions: on disk at `dataDir`, in memory without it, or from a dump. */
export async function createPglite(options: { dataDir?: string; loadDataDir?: Blob | File } = {}): Promise<PGlite> {
  const pgliteOptions: PGliteOptions = { extensions: pgliteExtensions }
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true })
    pgliteOptions.dataDir = options.dataDir
  }
  if (options.loadDataDir) pgliteOptions.loadDataDir = options.loadDataDir
  return PGlite.create(pgliteOptions)
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database
  return { kind: 'pglite', client, db, close: () => client.close() }
}

export function wrapPool(client: pg.Pool, url: string): DatabaseHandle {
  const db = drizzlePostgres({ client, schema }) as unknown as Database
  return { kind: 'postgres', client, url, db, close: () => client.end() }
}

let roundTrips = 0

/** Queries sent to PostgreSQL by this process's pools so far (the bench's database work per request). */
export const databaseRoundTrips = () => roundTrips

/** A pool on a PostgreSQL server, counting the queries it sends. */
export function createPool(databaseUrl: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max })
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', (error) => console.error('postgres pool error:', error.message))
  // pool.query goes through a client's query too: counted once, here.
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown
    ;(client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      roundTrips++
      return query(...args)
    }
  })
  return pool
}

/** Opens the database the settings name: PostgreSQL with a URL, else PGlite in `dataDir/pg`. */
export async function openDatabase(settings: { databaseUrl?: string; dataDir: string; dbPoolMax?: number }): Promise<DatabaseHandle> {
  if (settings.databaseUrl) return wrapPool(createPool(settings.databaseUrl, settings.dbPoolMax), settings.databaseUrl)
  return wrapPglite(await createPglite({ dataDir: join(settings.dataDir, 'pg') }))
}
