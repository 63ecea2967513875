// The whole API in-process on a fresh database, for API tests and for view tests (jsdom) alike:
// const server = await createTestServer(); const res = await server.request('POST', '/api/user/login', { body })
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Hono } from 'hono'
import type { CallDef, CallInput } from '../../../src/contract/call'
import type { Envelope } from '../../../src/contract/envelope'
import { createAppWithServices } from '../../../src/server/app'
import type { Services } from '../../../src/server/services/create-services'
import type { Database, DbKind } from '../../../src/server/db/open-database'
import { DEMO_ACCOUNTS } from '../../../src/server/db/demo-accounts'
import { joinFleet } from '../../../src/server/fleet/fleet'
import type { AppEnv } from '../../../src/server/http/app-env'
import { createMemoryMailer, type MemoryMailer } from '../../../src/server/mail/memory-mailer'
import { defaultSettings, type Settings } from '../../../src/server/settings'
import { createUploadStore } from '../../../src/server/storage/upload-store'
import { createTestClock, type TestClock } from './test-clock'
import { createTestDatabase, type TestDatabaseHandle } from './test-database'
import { createPool, wrapPool } from '../../../src/server/db/open-database'

export { DEMO_ACCOUNTS }
export type { TestClock }

export interface TestServerOptions {
  /** Seed the demo accounts (demo, merchant, operator). @default true */
  demo?: boolean
  /** Settings changed for this server, e.g. `{ loginFailuresPerAccount: 2, staticDir }`. */
  settings?: Partial<Settings>
  /**
   * A second server instance on another server's database, as a second process would be: on
   * PostgreSQL a pool of its own on the same database, on PGlite the same (one-connection) handle.
   */
  sameDatabaseAs?: TestServer
}

export interface RequestOptions {
  /** Sent as JSON; a string is sent as it is (broken JSON tests). */
  body?: unknown
  /** Added to the query string; arrays repeat the key. */
  query?: Record<string, string | number | boolean | Array<string | number> | undefined>
  token?: string
  /** The lang header. */
  lang?: string
  headers?: Record<string, string>
  /** The client address the server sees (per-address rate limits); none by default. */
  ip?: string
}

export interface TestResponse<D = any> {
  status: number
  headers: Headers
  /** The parsed envelope (or whatever JSON came back); undefined when the answer is not JSON. */
  body: Envelope<D>
  text: string
}

export interface TestServer {
  app: Hono<AppEnv>
  /** The services behind the app, for what the server does on its own (background jobs). */
  services: Services
  db: Database
  dbKind: DbKind
  /** The PostgreSQL database's URL (undefined on PGlite). */
  databaseUrl?: string
  settings: Settings
  /** Every mail the server sent. */
  mailbox: MemoryMailer
  /** The server's clock: `clock.advance(ms)` moves time forward. */
  clock: TestClock
  /** Lines the server logged (errors included, which are also printed). */
  logs: string[]
  request<D = any>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<D>>
  /** A contract call with typed input: `server.call(login, { body: { account, password } })`. */
  call<C extends CallDef>(call: C, input?: Partial<CallInput<C>>, options?: Omit<RequestOptions, 'body' | 'query'>): Promise<TestResponse>
  /** Logs in (the demo shopper by default) and answers the token; throws when refused. */
  login(account?: string, password?: string): Promise<string>
  /** The 6-digit code of the newest reset mail to an address; throws when there is none. */
  lastResetCode(email: string): string
  close(): Promise<void>
}

function urlOf(path: string, query: RequestOptions['query']): string {
  const url = new URL(path, 'http://localhost')
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(item))
  }
  return url.toString()
}

/** Another connection to a test server's database; closing it leaves the database to its owner. */
async function peerDatabase(owner: TestServer): Promise<TestDatabaseHandle> {
  if (!owner.databaseUrl) return { kind: owner.dbKind, db: owner.db, close: async () => {} }
  return wrapPool(createPool(owner.databaseUrl, 5), owner.databaseUrl)
}

export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const handle = options.sameDatabaseAs ? await peerDatabase(options.sameDatabaseAs) : await createTestDatabase({ demo: options.demo ?? true })
  // No built app unless a test gives one: a dist/ left by `npm start` must not change API answers.
  // Uploads go to a folder of the server's own, removed when it closes (unless a test gives one).
  const ownDataDir = options.settings?.dataDir === undefined ? mkdtempSync(join(tmpdir(), 'market-test-data-')) : null
  const settings: Settings = {
    ...defaultSettings, logRequests: false, staticDir: join(tmpdir(), 'market-no-build'), ...(ownDataDir ? { dataDir: ownDataDir } : {}), ...options.settings,
  }
  const mailbox = createMemoryMailer()
  const clock = createTestClock()
  const logs: string[] = []
  const log = (line: string) => {
    logs.push(line)
    if (line.startsWith('error:')) console.error(line)
  }
  // On PostgreSQL the server listens for the fleet's events like a real process (its own are skipped).
  const fleet = await joinFleet(handle, settings, log)
  const uploadStore = createUploadStore(settings)
  await uploadStore.prepare()
  const { app, services } = createAppWithServices({ db: handle.db, dbKind: handle.kind, settings, mailer: mailbox, clock, log, bus: fleet.bus, uploadStore })

  const request: TestServer['request'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers }
    if (opts.token) headers.token = opts.token
    if (opts.lang) headers.lang = opts.lang
    let body: string | undefined
    if (opts.body !== undefined) {
      body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body)
      headers['content-type'] ??= 'application/json'
    }
    // The Node server binding getConnInfo reads: how a test chooses the address the server sees.
    const env = opts.ip ? { incoming: { socket: { remoteAddress: opts.ip } } } : undefined
    const res = await app.request(urlOf(path, opts.query), { method, headers, body }, env)
    const text = await res.text()
    let parsed: any
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = undefined
    }
    return { status: res.status, headers: res.headers, body: parsed, text }
  }

  const server: TestServer = {
    app,
    services,
    db: handle.db,
    dbKind: handle.kind,
    databaseUrl: handle.url,
    settings,
    mailbox,
    clock,
    logs,
    request,
    call(call, input = {}, opts = {}) {
      return request(call.method, call.path, { ...opts, body: input.body, query: input.query as RequestOptions['query'] })
    },
    async login(account: string = DEMO_ACCOUNTS.shopper.account, password: string = DEMO_ACCOUNTS.shopper.password) {
      const res = await request('POST', '/api/user/login', { body: { account, password } })
      if (res.body?.code !== 1) throw new Error(`login of ${account} refused: ${res.status} ${res.text}`)
      return res.body.data.userinfo.token as string
    },
    lastResetCode(email) {
      const mail = mailbox.last(email)
      const code = mail?.text.match(/\b\d{6}\b/)?.[0]
      if (!code) throw new Error(`no reset code was mailed to ${email}`)
      return code
    },
    async close() {
      await services.streamSlots.releaseAll()
      await fleet.close()
      await handle.close()
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true })
    },
  }
  return server
}
