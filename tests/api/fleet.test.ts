// Three real server processes (`tsx src/server/main.ts`), started at once on one fresh PostgreSQL
// database, each with its own port and DATA_DIR, uploads in one S3-compatible bucket: what a
// person does on one process holds on the others. Needs TEST_DATABASE_URL (CI's second API run);
// the embedded database is one process, so without it the test is skipped and says why.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../../src/server/db/demo-accounts'
import { eventually } from '../support/eventually'
import { TINY_PNG } from '../support/pictures'
import { callOn, dataOf, loginOn, openStreamOn, uploadOn, type HeldStream } from './support/fleet-client'
import { startTestS3, type TestS3 } from './support/s3-server'
import { startServerProcess, waitUntilHealthy, type ServerProcess } from './support/server-processes'

const adminUrl = process.env.TEST_DATABASE_URL
/** How soon a change on one process must show on the others (the TTL is ten minutes here). */
const VISIBLE_WITHIN_MS = 1000
/** Generous: three processes starting, migrating and seeding at once on a loaded two-core host. */
const START_DEADLINE_MS = 240_000
/** What arrives by notification arrives in milliseconds; the deadline only bounds a failure. */
const LIVE_DEADLINE_MS = 15_000
const TIMER_DEADLINE_MS = 90_000
const LEADS = 'this process now runs the order timers'

if (!adminUrl) {
  describe('three server processes on one PostgreSQL', () => {
    it.skip('need TEST_DATABASE_URL (a PostgreSQL server): the embedded database serves one process only', () => {})
  })
}

describe.runIf(adminUrl)('three server processes on one PostgreSQL', () => {
  let s3: TestS3
  let databaseUrl: string
  let databaseName: string
  let db: pg.Pool
  let fleet: ServerProcess[] = []
  let A: ServerProcess, B: ServerProcess, C: ServerProcess

  const query = async <R extends pg.QueryResultRow>(text: string, params: unknown[] = []) => (await db.query<R>(text, params)).rows

  beforeAll(async () => {
    s3 = await startTestS3()
    databaseName = `fleet_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`create database "${databaseName}"`)
    await admin.end()
    const url = new URL(adminUrl!)
    url.pathname = `/${databaseName}`
    databaseUrl = url.toString()
    db = new pg.Pool({ connectionString: databaseUrl, max: 2 })
    // Dropping the database at the end ends whatever connection is still closing: expected, not a failure.
    db.on('error', () => {})
    // A bucket nobody created yet: the three create it at start, together.
    const bucket = `fleet-${randomBytes(6).toString('hex')}`
    const env = {
      DATABASE_URL: databaseUrl, DEMO: '1', DB_POOL_MAX: '4', TIMER_INTERVAL_MS: '250',
      // Far longer than any deadline here: a change seen in time was dropped by notification.
      READ_CACHE_TTL_MS: '600000',
      ...s3.env(bucket),
    }
    fleet = await Promise.all(['A', 'B', 'C'].map((name) => startServerProcess(name, env)))
    ;[A, B, C] = fleet as [ServerProcess, ServerProcess, ServerProcess]
    await waitUntilHealthy(fleet, START_DEADLINE_MS)
  }, START_DEADLINE_MS + 30_000)

  afterAll(async () => {
    await Promise.all(fleet.map((process) => process.stop()))
    await db?.end()
    if (databaseName) {
      const admin = new pg.Client({ connectionString: adminUrl })
      await admin.connect()
      await admin.query(`drop database if exists "${databaseName}" with (force)`)
      await admin.end()
    }
    await s3?.close()
  }, 60_000)

  const register = async (on: ServerProcess) => {
    const id = randomBytes(4).toString('hex')
    const password = `pass-${id}`
    const data = await dataOf(callOn(on, 'POST', '/api/user/register', {
      body: { account: `fleet_${id}`, password, email: `fleet_${id}@example.com`, mobile: '+84901234567', family_name: 'Pham', given_name: 'Lan' },
    }), 'register')
    return { account: `fleet_${id}`, password, token: data.userinfo.token as string, userId: data.userinfo.id as number }
  }

  it('started at once on a fresh database, migrated and seeded it once', async () => {
    const [shopper] = await query<{ balance: string; entries: number }>(`
      select u.balance::text, (select count(*)::int from ledger_entries e where e.user_id = u.id) as entries from users u where u.account = $1`, [DEMO_ACCOUNTS.shopper.account])
    expect(shopper).toEqual({ balance: '1000.00', entries: 1 })
    await eventually('one process leads the timers', async () => fleet.filter((process) => process.output().includes(LEADS)).length, (n) => n === 1, LIVE_DEADLINE_MS)
  }, LIVE_DEADLINE_MS + 10_000)

  it('a session logged out on one process is dead on all', async () => {
    const token = await loginOn(A, DEMO_ACCOUNTS.shopper.account, DEMO_ACCOUNTS.shopper.password)
    for (const process of fleet) expect((await callOn(process, 'GET', '/api/user/getUserInfo', { token })).body.code).toBe(1)
    await dataOf(callOn(B, 'POST', '/api/user/logout', { token }), 'logout on B')
    for (const process of fleet) expect((await callOn(process, 'GET', '/api/user/getUserInfo', { token })).status).toBe(401)
  })

  it('a price changed on one process is seen on the others within a second', async () => {
    const merchant = await loginOn(A, DEMO_ACCOUNTS.merchant.account, DEMO_ACCOUNTS.merchant.password)
    const [row] = (await dataOf(callOn(A, 'GET', '/api/merchant/product/list', { token: merchant, query: { tab: 'on_sale', limit: 1 } }), 'merchant products')).list
    const product = await dataOf(callOn(A, 'GET', '/api/merchant/product/detail', { token: merchant, query: { id: row.id } }), 'merchant product')
    const priceOn = async (process: ServerProcess) =>
      (await dataOf(callOn(process, 'GET', '/api/product/detail', { query: { id: product.id } }), `detail on ${process.name}`)).skus.map((s: { price: string }) => s.price)
    // B and C hold the page in their caches.
    const before = await priceOn(B)
    expect(await priceOn(C)).toEqual(before)
    expect(await priceOn(B)).toEqual(before)
    const newPrice = (Number(product.skus[0].price) + 1.11).toFixed(2)
    await dataOf(callOn(A, 'POST', '/api/merchant/product/save', {
      token: merchant,
      body: {
        id: product.id, title: product.title, description: product.description, category_id: product.category_id, spec_name: product.spec_name, images: product.images,
        skus: product.skus.map((k: { id: number; label: unknown; price: string; stock: number }, i: number) => ({ id: k.id, label: k.label, price: i === 0 ? newPrice : k.price, stock: k.stock, stock_was: k.stock })),
      },
    }), 'save on A')
    await Promise.all([B, C].map((process) =>
      eventually(`the new price on ${process.name}`, () => priceOn(process), (prices) => prices.includes(newPrice), VISIBLE_WITHIN_MS)))
  })

  it('a reply sent on one process arrives live on a stream held by another; five streams per user in all', async () => {
    const shopper = await register(A)
    await dataOf(callOn(A, 'POST', '/api/service/send', { token: shopper.token, body: { client_id: randomBytes(8).toString('hex'), text: 'Where is my parcel?' } }), 'send on A')
    const streams: HeldStream[] = []
    try {
      // Live only (no after_id): the reply can only come by notification, not by catching up.
      const held = await openStreamOn(B, shopper.token)
      streams.push(held)
      expect(held.status).toBe(200)
      const operator = await loginOn(C, DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
      const [conversation] = await query<{ id: number }>('select id from support_conversations where user_id = $1', [shopper.userId])
      const reply = await dataOf(callOn(C, 'POST', '/api/admin/service/reply', { token: operator, body: { conversation_id: conversation!.id, text: 'On its way' } }), 'reply on C')
      const { answer: heard } = await eventually('the reply on the stream held by B', async () => held.events.find((e) => e.type === 'message'), (event) => event !== undefined, LIVE_DEADLINE_MS)
      expect(JSON.parse(heard!.data)).toMatchObject({ id: reply.id, author: 'support', text: 'On its way' })

      // Four more over the three processes make five; the sixth is refused wherever it asks.
      for (const process of [A, C, A, C]) {
        const stream = await openStreamOn(process, shopper.token)
        streams.push(stream)
        expect(stream.status, JSON.stringify(stream.refusal)).toBe(200)
      }
      for (const process of fleet) {
        const sixth = await openStreamOn(process, shopper.token)
        streams.push(sixth)
        expect(sixth.refusal).toMatchObject({ code: 0, msg: 'Customer service is open in too many windows: close one and try again' })
      }
      // One closed on A frees a place on B.
      streams[1]!.close()
      await eventually('a stream on B once one on A closed', async () => {
        const stream = await openStreamOn(B, shopper.token)
        streams.push(stream)
        return stream.status
      }, (status) => status === 200, LIVE_DEADLINE_MS, 100)
    } finally {
      for (const stream of streams) stream.close()
    }
  }, 3 * LIVE_DEADLINE_MS + 30_000)

  it('a picture uploaded on one process is served by the others, and counts as uploaded there', async () => {
    const shopper = await register(B)
    const url = await uploadOn(A, shopper.token, TINY_PNG, 'parcel.png')
    // What is kept is the picture drawn again (no metadata): every process serves those same bytes.
    const served: Buffer[] = []
    for (const process of fleet) {
      const res = await fetch(new URL(url, process.url))
      expect(res.status, `${url} on ${process.name}`).toBe(200)
      served.push(Buffer.from(await res.arrayBuffer()))
    }
    expect(served[0]!.subarray(0, 8)).toEqual(TINY_PNG.subarray(0, 8))
    for (const bytes of served) expect(bytes).toEqual(served[0])
    const sent = await callOn(C, 'POST', '/api/service/send', { token: shopper.token, body: { client_id: randomBytes(8).toString('hex'), image: url } })
    expect(sent.body).toMatchObject({ code: 1, data: { image: url } })
  })

  it('wrong passwords spread over the three processes lock the account after five in all', async () => {
    const { account, password } = await register(A)
    const tries = await Promise.all(Array.from({ length: 9 }, (_, i) => callOn(fleet[i % 3]!, 'POST', '/api/user/login', { body: { account, password: `${password}-wrong` } })))
    const wrong = tries.filter((t) => t.body.msg === 'Wrong account or password').length
    const locked = tries.filter((t) => t.body.msg.startsWith('Too many login attempts')).length
    expect({ wrong, locked }).toEqual({ wrong: 5, locked: 4 })
    for (const process of fleet) {
      expect((await callOn(process, 'POST', '/api/user/login', { body: { account, password } })).body.msg).toMatch(/^Too many login attempts/)
    }
  })

  it('the timers move each order once, led by one process, and by another once the leader dies', async () => {
    const shopper = await register(A)
    const [address] = await query<{ id: number }>(`
      insert into addresses (user_id, addressee, mobile, area, detail, tag, is_default)
      values ($1, 'Pham Lan', '+84901234567', 'Hà Nội, Ba Đình', '12 Phố Huế', 'home', true) returning id`, [shopper.userId])
    const [sku] = await query<{ product_id: number; sku_id: number }>(`
      select k.product_id, k.id as sku_id from product_skus k join products p on p.id = k.product_id where not p.hidden order by k.id limit 1`)
    await query('update product_skus set stock = 1000 where id = $1', [sku!.sku_id])
    const order = async (on: ServerProcess) => {
      const data = await dataOf(callOn(on, 'POST', '/api/order/create', {
        token: shopper.token, body: { buy_now: { product_id: sku!.product_id, sku_id: sku!.sku_id, quantity: 1 }, address_id: address!.id },
      }), `order on ${on.name}`)
      return data.orders[0].id as number
    }
    const expireAll = async (ids: number[]) => {
      // Created a day ago: due for the unpaid-order timer (30 minutes).
      await query(`update orders set created_at = created_at - interval '1 day' where id = any($1)`, [ids])
      await eventually(`orders ${ids.join(', ')} cancelled by the timer`, async () => query<{ status: number }>('select status from orders where id = any($1)', [ids]),
        (rows) => rows.length === ids.length && rows.every((r) => r.status === -1), TIMER_DEADLINE_MS, 100)
    }

    const first: number[] = []
    for (const process of [A, B, C, A, B, C]) first.push(await order(process))
    await expireAll(first)

    // The leader dies without a word (its connection, and the lock with it, goes with the process).
    const leader = fleet.find((process) => process.output().includes(LEADS))!
    await leader.stop('SIGKILL')
    const survivors = fleet.filter((process) => process !== leader)
    const second: number[] = []
    for (const process of [...survivors, ...survivors]) second.push(await order(process))
    await expireAll(second)

    // Every order cancelled once: one notice each, the stock back to where it was exactly.
    const notices = await query<{ ref_id: number; n: number }>(`
      select ref_id, count(*)::int as n from notifications where kind = 'order_expired' and ref_type = 'order' and ref_id = any($1) group by ref_id order by ref_id`, [[...first, ...second]])
    expect(notices).toEqual([...first, ...second].sort((a, b) => a - b).map((id) => ({ ref_id: id, n: 1 })))
    const [stock] = await query<{ stock: number }>('select stock from product_skus where id = $1', [sku!.sku_id])
    expect(stock!.stock).toBe(1000)
    expect(survivors.filter((process) => process.output().includes(LEADS))).toHaveLength(1)
  }, 2 * TIMER_DEADLINE_MS + 60_000)
})
