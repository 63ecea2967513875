// Raw queries' rows are parsed, not cast: the column schemas accept what each driver answers
// (amounts as exact text, bigint as a number on both) and a row that does not fit is refused at the query.
import { sql } from 'drizzle-orm'
import * as z from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bigintColumn, decimalColumn, intColumn, timestampColumn } from '../../src/server/db/row-columns'
import { parsedRows } from '../../src/server/db/rows'
import { createTestDatabase, type TestDatabaseHandle } from './support/test-database'

describe('checked rows', () => {
  let database: TestDatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase({ demo: false })
  })
  afterAll(async () => {
    await database.close()
  })

  it('reads amounts as exact decimal text, ints and bigints as numbers, timestamps as the driver gives them', async () => {
    const [row] = await parsedRows(database.db, z.object({ amount: decimalColumn, id: intColumn, n: bigintColumn, at: timestampColumn }), sql`
      select (0.1 + 0.2)::numeric(18, 2)::text as amount, 7::int as id, 9007199254740993::bigint - 9007199254740000::bigint as n, now() as at`)
    expect(row).toMatchObject({ amount: '0.30', id: 7, n: 993 })
    expect(Number.isNaN(new Date(row!.at).getTime())).toBe(false)
  })

  it('refuses a row whose column is not what the schema says, naming the column', async () => {
    await expect(parsedRows(database.db, z.object({ id: intColumn }), sql`select 'seven' as id`)).rejects.toThrow(/id/)
    await expect(parsedRows(database.db, z.object({ amount: decimalColumn }), sql`select 1.5::float8 as amount`)).rejects.toThrow(/amount/)
    await expect(parsedRows(database.db, z.object({ missing: intColumn }), sql`select 1 as other`)).rejects.toThrow(/missing/)
  })
})
