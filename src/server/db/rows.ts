// Raw SQL for the few queries Drizzle's builder does not express. Both drivers answer `{ rows }`,
// but the shared Database type cannot know it, so the cast lives here once.
import type { SQL } from 'drizzle-orm'
import type { Database } from './open-database'

export async function rowsOf<T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}
