// How the server reads its rows, counted in src/server's TypeScript: raw `sql` templates, Drizzle
// builder calls, and unchecked casts of rows (a call of the deprecated `rowsOf`, or a query result
// cast to `{ rows }` anywhere but src/server/db/rows.ts). `npx tsx src/tools/count-row-reads.ts`
// prints the figures and each file's unchecked casts; tests/tools/row-reads.test.ts holds the
// unchecked count at or below the figure the last change left.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

export interface RowReadCounts {
  rawSqlTemplates: number
  builderCalls: number
  uncheckedCasts: number
  /** Unchecked casts by file (relative to the root), the files with none left out. */
  uncheckedByFile: Record<string, number>
}

/** A `sql` tagged template (sql`...`), whether a whole query or a fragment of one. */
const RAW_SQL = /\bsql`/g
/** A builder query started on a database or transaction handle: db.select(...), t.insert(...), ... */
const BUILDER = /\b(?:db|t|tx|trx)\s*\.\s*(?:select|selectDistinct|insert|update|delete)\s*\(|\.query\.\w+\.find(?:Many|First)\s*\(/g
/** A call of the unchecked reader: rowsOf(...) or rowsOf<T>(...), not its declaration or import. */
const UNCHECKED_CALL = /(?<!function\s)\browsOf\s*(?:<[^()]*?>)?\s*\(/g
/** A query result cast to rows by hand. */
const ROWS_CAST = /as\s+unknown\s+as\s+\{\s*rows\b/g

const READER = join('src', 'server', 'db', 'rows.ts')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0

export function countRowReads(root: string): RowReadCounts {
  const counts: RowReadCounts = { rawSqlTemplates: 0, builderCalls: 0, uncheckedCasts: 0, uncheckedByFile: {} }
  for (const file of sourceFiles(join(root, 'src', 'server'))) {
    const name = relative(root, file)
    const text = readFileSync(file, 'utf8')
    counts.rawSqlTemplates += count(text, RAW_SQL)
    counts.builderCalls += count(text, BUILDER)
    // The reader itself casts once, inside the two functions that every call goes through.
    const unchecked = name === READER ? 0 : count(text, UNCHECKED_CALL) + count(text, ROWS_CAST)
    if (unchecked > 0) counts.uncheckedByFile[name] = unchecked
    counts.uncheckedCasts += unchecked
  }
  return counts
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const counts = countRowReads(process.cwd())
  console.log(`raw sql templates: ${counts.rawSqlTemplates}`)
  console.log(`builder calls:     ${counts.builderCalls}`)
  console.log(`unchecked casts:   ${counts.uncheckedCasts}`)
  if (process.argv.includes('--files')) {
    for (const [file, n] of Object.entries(counts.uncheckedByFile).sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(3)} ${file}`)
  }
}
