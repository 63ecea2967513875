import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { countRowReads } from '../../src/tools/count-row-reads'

// What the last change left: lower it when a service moves to checked rows; never raise it (a new
// query reads its rows with Drizzle's builder or with parsedRows and a schema).
const UNCHECKED_CASTS_LEFT = 0

describe('reading rows', () => {
  it(`has at most ${UNCHECKED_CASTS_LEFT} unchecked casts of rows in src/server`, () => {
    const counts = countRowReads(join(import.meta.dirname, '../..'))
    expect(counts.uncheckedCasts, JSON.stringify(counts.uncheckedByFile, null, 2)).toBeLessThanOrEqual(UNCHECKED_CASTS_LEFT)
  })

  const root = mkdtempSync(join(tmpdir(), 'row-reads-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('counts raw templates, builder calls and unchecked casts, the reader itself left out', () => {
    mkdirSync(join(root, 'src/server/db'), { recursive: true })
    writeFileSync(join(root, 'src/server/db/rows.ts'), 'export async function rowsOf<T>(db, query) { return (await db.execute(query)) as unknown as { rows: T[] } }\n')
    writeFileSync(join(root, 'src/server/service.ts'), [
      "import { rowsOf } from './db/rows'",
      'const a = await rowsOf<{ id: number }>(db, sql`select id from users`)',
      'const b = await rowsOf(t, sql`select 1 where ${sql`true`}`)',
      'const c = await parsedRows(db, row, sql`select 2`)',
      'const d = (await db.execute(sql`select 3`)) as unknown as { rows: Array<{ n: number }> }',
      'const e = await db.select({ id: users.id }).from(users)',
      'await tx\n  .update(users).set({ balance: sql`0` })',
      'const f = hash.update(text); map.delete(key)',
    ].join('\n'))
    expect(countRowReads(root)).toEqual({ rawSqlTemplates: 6, builderCalls: 2, uncheckedCasts: 3, uncheckedByFile: { [join('src/server/service.ts')]: 3 } })
  })
})
