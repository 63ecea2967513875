// A fresh, migrated (and by default seeded) database for each test server.
// PGlite: migrating a new database takes seconds, so the first test server of a code version
// builds a template once, stores its dump under .tmp/test-db/ (keyed by a hash of src/server/db),
// and every test server loads that dump (~0.6 s). With TEST_DATABASE_URL: a new database on that
// PostgreSQL server per test server, migrated and seeded, dropped on close.
// `demo: false` leaves out the demo accounts (the language list is always there).
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { Blob } from 'node:buffer'
import { basename, dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { migrateDatabase } from '../../../src/server/db/migrate'
import { createPglite, createPool, wrapPglite, wrapPool, type DatabaseHandle } from '../../../src/server/db/open-database'
import { seedDatabase } from '../../../src/server/db/seed'

// From the file path, not `new URL(.., import.meta.url)`: under jsdom URL is jsdom's own.
const root = join(dirname(fileURLToPath(import.meta.url)), '../../..')
const cacheDir = join(root, '.tmp', 'test-db')
/** Everything the template depends on: schema, migrations, seed (catalogue included), the hashing the seed uses, the locales, PGlite. */
const templateSources = [
  join(root, 'src/server/db'),
  join(root, 'src/server/services/passwords.ts'),
  // The demo wallet's opening credit is posted through the ledger.
  join(root, 'src/server/services/ledger.ts'),
  // The search documents hold the category names of the locales.
  join(root, 'src/server/i18n.ts'),
  join(root, 'locales'),
  join(root, 'node_modules/@electric-sql/pglite/package.json'),
]

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => filesUnder(join(path, entry.name)))
}

function templateKey(demo: boolean): string {
  const hash = createHash('sha256')
  for (const file of templateSources.flatMap(filesUnder).sort()) {
    hash.update(relative(root, file)).update(readFileSync(file))
  }
  return `${hash.digest('hex').slice(0, 16)}-${demo ? 'demo' : 'plain'}`
}

const templates = new Map<string, Promise<Blob>>()

/** Dumps of older code versions are never read again: keep the folder from growing. */
function removeStaleTemplates(current: string): void {
  const version = basename(current).split('-')[0]
  for (const name of readdirSync(cacheDir)) {
    if (name.endsWith('.tar.gz') && !name.startsWith(version)) rmSync(join(cacheDir, name), { force: true })
  }
}

async function buildTemplate(demo: boolean, file: string): Promise<Blob> {
  const client = await createPglite()
  try {
    const handle = wrapPglite(client)
    await migrateDatabase(handle)
    await seedDatabase(handle.db, { demo })
    const dump = await client.dumpDataDir('gzip')
    const bytes = Buffer.from(await dump.arrayBuffer())
    mkdirSync(cacheDir, { recursive: true })
    // Write then rename: a parallel worker never reads half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
    writeFileSync(partial, bytes)
    renameSync(partial, file)
    removeStaleTemplates(file)
    return new Blob([bytes])
  } finally {
    await client.close()
  }
}

function pgliteTemplate(demo: boolean): Promise<Blob> {
  const key = templateKey(demo)
  let template = templates.get(key)
  if (!template) {
    const file = join(cacheDir, `${key}.tar.gz`)
    template = existsSync(file) ? Promise.resolve(new Blob([readFileSync(file)])) : buildTemplate(demo, file)
    // A failed build must not be remembered: the next test server tries again.
    template.catch(() => templates.delete(key))
    templates.set(key, template)
  }
  return template
}

async function freshPglite(demo: boolean): Promise<DatabaseHandle> {
  const dump = await pgliteTemplate(demo)
  return wrapPglite(await createPglite({ loadDataDir: dump as unknown as globalThis.Blob }))
}

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    return await work(admin)
  } finally {
    await admin.end()
  }
}

/** A test database; `url` names a PostgreSQL one, so a second server can open its own pool on it. */
export type TestDatabaseHandle = Pick<DatabaseHandle, 'db' | 'kind' | 'close'> & { url?: string }

async function freshPostgres(adminUrl: string, demo: boolean): Promise<TestDatabaseHandle> {
  const name = `test_${process.pid}_${randomBytes(6).toString('hex')}`
  await withAdmin(adminUrl, (admin) => admin.query(`create database "${name}"`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const handle = wrapPool(createPool(url.toString(), 5), url.toString())
  try {
    await migrateDatabase(handle)
    await seedDatabase(handle.db, { demo })
  } catch (error) {
    await handle.close()
    await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`))
    throw error
  }
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close()
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`))
    },
  }
}

/** A database of its own for one test server: PGlite, or PostgreSQL when TEST_DATABASE_URL is set. */
export function createTestDatabase(options: { demo: boolean }): Promise<TestDatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL
  return adminUrl ? freshPostgres(adminUrl, options.demo) : freshPglite(options.demo)
}
