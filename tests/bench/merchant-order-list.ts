// A merchant's order list at scale, on PostgreSQL: 10,000 orders of the demo shop from 50 buyers
// over 90 days in every status, then the list call (the Hono app in-process, the real database)
// paged and filtered as a merchant uses it: a status tab, a page deep in the list, a buyer, part of
// a serial number, a date range, and all of them together. Prints p50/p95/max per query and overall.
//
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx tests/bench/merchant-order-list.ts [--rounds 40]
import { sql } from 'drizzle-orm'
import { merchantOrderList } from '../../src/contract/merchant-orders'
import { rowsOf } from '../support/db-rows'
import { merchantSku, merchantToken, orderAt } from '../api/support/order-steps'
import { newShopper } from '../api/support/shoppers'
import { createTestServer } from '../api/support/test-server'
import { percentile } from './latency'

if (!process.env.TEST_DATABASE_URL) throw new Error('set TEST_DATABASE_URL to a PostgreSQL server: the figure is for PostgreSQL')
const args = process.argv.slice(2)
const rounds = Number(args[args.indexOf('--rounds') + 1] || 40)
const ORDERS = 10_000
const BUYERS = 50

const server = await createTestServer()
try {
  const sku = await merchantSku(server)
  const merchant = await merchantToken(server)
  const template = await orderAt(server, sku, 2, merchant)
  const buyers: number[] = []
  for (let i = 0; i < BUYERS; i++) buyers.push((await newShopper(server, { paymentCode: null })).userId)
  const started = performance.now()
  await server.db.execute(sql`
    insert into orders (sn, checkout_id, user_id, shop_id, status, subtotal, freight, discount, total, address, created_at, paid_at)
    select '8' || lpad(g::text, 13, '0'), t.checkout_id, (${sql.raw(`array[${buyers.join(',')}]`)})[1 + g % ${BUYERS}], t.shop_id,
      (array[0, 1, 1, 2, 2, 3, 4, 4, 4, -1, -4])[1 + g % 11], t.subtotal, t.freight, t.discount, t.total, t.address,
      now() - (g % 90) * interval '1 day' - (g % 1440) * interval '1 minute',
      case when g % 11 = 0 then null else now() - (g % 90) * interval '1 day' end
    from generate_series(1, ${ORDERS}) g, (select * from orders where id = ${template.id}) t`)
  await server.db.execute(sql`
    insert into order_items (order_id, product_id, sku_id, title, sku_label, image, price, quantity)
    select o.id, i.product_id, i.sku_id, i.title, i.sku_label, i.image, i.price, 1 + o.id % 3
    from orders o, (select * from order_items where order_id = ${template.id} limit 1) i where o.sn like '8%' and length(o.sn) = 14`)
  await server.db.execute(sql`analyze orders; analyze order_items; analyze users`)
  const [{ n }] = await rowsOf<{ n: number }>(server.db, sql`select count(*)::int as n from orders where shop_id = ${sku.shopId}`)
  console.log(`${n} orders in the shop (${ORDERS} added in ${Math.round(performance.now() - started)} ms)`)

  const [{ account }] = await rowsOf<{ account: string }>(server.db, sql`select account from users where id = ${buyers[7]!}`)
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)
  const queries: Array<[string, Record<string, unknown>]> = [
    ['first page, all', {}],
    ['tab: to ship', { status: 1 }],
    ['page 40 of all', { page: 40, limit: 20 }],
    ['buyer', { buyer: account }],
    ['serial number part', { sn: '00000042' }],
    ['last 7 days', { from: day(7), to: day(0) }],
    ['buyer + tab + 30 days', { buyer: account, status: 4, from: day(30), to: day(0) }],
  ]
  const all: number[] = []
  const rows: Array<Record<string, string | number>> = []
  for (const [name, query] of queries) {
    const times: number[] = []
    for (let i = 0; i < rounds + 3; i++) {
      const t0 = performance.now()
      const res = await server.call(merchantOrderList, { query: { limit: 20, ...query } as never }, { token: merchant })
      const elapsed = performance.now() - t0
      if (res.body.code !== 1) throw new Error(`${name}: ${res.text}`)
      if (i >= 3) times.push(elapsed) // the first three warm the caches and plans
      if (i === 0) rows.push({ query: name, total: res.body.data.total })
    }
    const sorted = Float64Array.from(times).sort()
    Object.assign(rows.at(-1)!, { p50: +percentile(sorted, 50).toFixed(1), p95: +percentile(sorted, 95).toFixed(1), max: +sorted.at(-1)!.toFixed(1) })
    all.push(...times)
  }
  console.table(rows)
  const sorted = Float64Array.from(all).sort()
  console.log(`list call over ${all.length} requests: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms (in-process app, PostgreSQL, 20 rows a page with items, tab counts)`)
} finally {
  await server.close()
}
