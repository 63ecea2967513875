// Brings a database up to the SQL migrations of src/server/db/migrations, on either driver.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { DatabaseHandle } from './open-database'

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations')

/** Any number for pg_advisory_lock, the same in every process of this application. */
const MIGRATION_LOCK = 727_001

/**
 * Migrates the database, then runs `afterwards` (the seed) while still holding the start-up lock:
 * processes starting at once on a fresh database would otherwise insert the same seed rows together.
 */
export async function migrateDatabase(handle: DatabaseHandle, afterwards: () => Promise<void> = async () => {}): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: handle.client }), { migrationsFolder })
    await afterwards()
    return
  }
  // Several API processes may start at once against one PostgreSQL: a session-level advisory
  // lock on one connection makes them migrate and seed one after another instead of racing.
  const connection = await handle.client.connect()
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    await migratePostgres(drizzlePostgres({ client: connection }), { migrationsFolder })
    await afterwards()
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
    connection.release()
  }
}
