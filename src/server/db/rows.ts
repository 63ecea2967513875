// Raw SQL for the queries Drizzle's builder does not express. Both drivers answer `{ rows }`, but
// the shared Database type cannot know their shape: `parsedRows` parses every row with the zod
// schema the caller names, so a column renamed or retyped fails at the query, not three calls later.
// No unchecked cast is left: `src/tools/count-row-reads.ts` counts any that comes back (a result cast to
// `{ rows }` by hand), and tests/tools/row-reads.test.ts fails on one.
import type { SQL } from 'drizzle-orm'
import * as z from 'zod'
import type { Database } from './open-database'

/** Rows of a raw query, each parsed with `row` (a zod object of the columns the query selects). */
export async function parsedRows<Row extends z.ZodType<Record<string, unknown>>>(db: Database, row: Row, query: SQL): Promise<z.output<Row>[]> {
  const result = (await db.execute(query)) as unknown as { rows: unknown[] }
  return z.array(row).parse(result.rows)
}

