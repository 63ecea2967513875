// What a test reads straight from the database to check what a call changed (a balance, a row's
// status): the rows of a raw query, typed by the test. The server itself reads checked rows only
// (src/server/db/rows.ts `parsedRows`); a test states what it expects of them instead.
import type { SQL } from 'drizzle-orm'
import type { Database } from '../../src/server/db/open-database'

export async function rowsOf<T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}
