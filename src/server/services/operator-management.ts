// Operator management: users and shops found by a part of their names, suspended and lifted. A
// suspended user's sessions are revoked in the same transaction and no new one opens (login and
// every token check ask); their balance and ledger are not touched. A suspended shop's products
// are off sale everywhere shoppers look (catalogue/on-sale.ts), while its orders go on as before.
import { sql } from 'drizzle-orm'
import type { ManagedShop, ManagedUser } from '../../contract/operator-management'
import type { Clock } from '../clock'
import type { Database } from '../db/open-database'
import { containing } from '../db/like-pattern'
import * as z from 'zod'
import { decimalColumn, intColumn, textColumn, timestampColumn } from '../db/row-columns'
import { parsedRows } from '../db/rows'
import { AppError } from '../errors'
import type { ReadCache } from './read-cache'
import type { SessionStore } from './sessions'

const isoOf = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString()
const isoOrNull = (value: Date | string | null) => (value === null ? null : isoOf(value))

const userRow = z.object({
  id: intColumn, account: textColumn, given_name: textColumn, family_name: textColumn, email: textColumn, role: z.enum(['shopper', 'merchant', 'operator']),
  balance: decimalColumn, suspended_at: timestampColumn.nullable(), created_at: timestampColumn, total: intColumn,
})
type UserRow = z.output<typeof userRow>
const shopRow = z.object({
  id: intColumn, name: textColumn, owner_id: intColumn, owner_account: textColumn, products: intColumn, open_orders: intColumn,
  suspended_at: timestampColumn.nullable(), created_at: timestampColumn, total: intColumn,
})
type ShopRow = z.output<typeof shopRow>
const countRow = z.object({ n: intColumn })

const toUser = (row: UserRow): ManagedUser => ({
  id: row.id,
  account: row.account,
  name: [row.given_name, row.family_name].filter(Boolean).join(' ') || row.account,
  email: row.email,
  role: row.role,
  balance: row.balance,
  suspended_at: isoOrNull(row.suspended_at),
  created_at: isoOf(row.created_at),
})
const toShop = (row: ShopRow): ManagedShop => ({
  id: row.id,
  name: row.name,
  owner: { id: row.owner_id, account: row.owner_account },
  products: row.products,
  open_orders: row.open_orders,
  suspended_at: isoOrNull(row.suspended_at),
  created_at: isoOf(row.created_at),
})

const USER_COLUMNS = sql`u.id, u.account, u.given_name, u.family_name, u.email, u.role, u.balance::text as balance, u.suspended_at, u.created_at`
const SHOP_COLUMNS = sql`s.id, s.name, s.owner_user_id as owner_id, o.account as owner_account, s.suspended_at, s.created_at,
  (select count(*)::int from products p where p.shop_id = s.id and not p.hidden) as products,
  (select count(*)::int from orders r where r.shop_id = s.id and r.status in (1, 2, 3, -4)) as open_orders`

export function createOperatorManagement(deps: { db: Database; clock: Clock; sessions: SessionStore; cache: ReadCache }) {
  const { db, clock, sessions, cache } = deps

  async function userById(id: number): Promise<ManagedUser> {
    const [row] = await parsedRows(db, userRow, sql`select ${USER_COLUMNS}, 1 as total from users u where u.id = ${id}`)
    if (!row) throw new AppError('msg.userNotFound')
    return toUser(row)
  }
  async function shopById(id: number): Promise<ManagedShop> {
    const [row] = await parsedRows(db, shopRow, sql`select ${SHOP_COLUMNS}, 1 as total from shops s join users o on o.id = s.owner_user_id where s.id = ${id}`)
    if (!row) throw new AppError('msg.shopNotFound')
    return toShop(row)
  }

  return {
    async users(q: string | undefined, page: number, limit: number) {
      const where = q ? sql`(u.account ilike ${containing(q)} or u.email ilike ${containing(q)} or u.mobile ilike ${containing(q)}
        or (u.given_name || ' ' || u.family_name) ilike ${containing(q)})` : sql`true`
      const rows = await parsedRows(db, userRow, sql`select ${USER_COLUMNS}, count(*) over ()::int as total from users u where ${where}
        order by u.id desc limit ${limit} offset ${(page - 1) * limit}`)
      const total = rows[0]?.total ?? (await parsedRows(db, countRow, sql`select count(*)::int as n from users u where ${where}`))[0]!.n
      return { list: rows.map(toUser), total, page, limit }
    },

    async shops(q: string | undefined, page: number, limit: number) {
      const where = q ? sql`(s.name ilike ${containing(q)} or o.account ilike ${containing(q)})` : sql`true`
      const from = sql`from shops s join users o on o.id = s.owner_user_id where ${where}`
      const rows = await parsedRows(db, shopRow, sql`select ${SHOP_COLUMNS}, count(*) over ()::int as total ${from}
        order by s.id desc limit ${limit} offset ${(page - 1) * limit}`)
      const total = rows[0]?.total ?? (await parsedRows(db, countRow, sql`select count(*)::int as n ${from}`))[0]!.n
      return { list: rows.map(toShop), total, page, limit }
    },

    /** Suspends (revoking every session at once) or lifts; doing it twice changes nothing more. */
    async suspendUser(operatorId: number, id: number, suspended: boolean): Promise<ManagedUser> {
      const target = await userById(id)
      // Operators answer for each other: one cannot lock out another, nor themselves.
      if (target.role === 'operator' || id === operatorId) throw new AppError('msg.suspendOperatorRefused')
      await db.transaction(async (t) => {
        await t.execute(suspended
          ? sql`update users set suspended_at = coalesce(suspended_at, ${clock()}) where id = ${id}`
          : sql`update users set suspended_at = null where id = ${id}`)
        if (suspended) await sessions.revokeAllOf(id, t as unknown as Database)
      })
      return userById(id)
    },

    /** Suspends or lifts a shop; the catalogue's cached pages showing it are dropped after the commit. */
    async suspendShop(id: number, suspended: boolean): Promise<ManagedShop> {
      await shopById(id)
      await db.execute(suspended
        ? sql`update shops set suspended_at = coalesce(suspended_at, ${clock()}) where id = ${id}`
        : sql`update shops set suspended_at = null where id = ${id}`)
      const products = await parsedRows(db, z.object({ id: intColumn }), sql`select id from products where shop_id = ${id}`)
      await cache.invalidate('catalogue', `shop:${id}`, ...products.map((p) => `product:${p.id}`))
      return shopById(id)
    },
  }
}

export type OperatorManagement = ReturnType<typeof createOperatorManagement>
