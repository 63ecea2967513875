// A shopper's address book (docs/product/entities.md#shipping-address). Every write locks the shopper's
// user row first, so two taps at once cannot both pass the 20-address check or leave two defaults;
// the partial unique index addresses_one_default_key backs the "one default" rule in the schema.
import { sql } from 'drizzle-orm'
import { MAX_ADDRESSES, type Address, type addressSave } from '../../contract/addresses'
import type { CallParsed } from '../../contract/call'
import type { Database } from '../db/open-database'
import * as z from 'zod'
import { parsedRows } from '../db/rows'
import { booleanColumn, countRow, intColumn, presentRow, textColumn } from '../db/row-columns'
import { AppError } from '../errors'

/** The fields, `id` to edit, and `is_default` (false never takes the default away: set another one instead). */
export type AddressInput = CallParsed<typeof addressSave>['body']

const addressRow = z.object({
  id: intColumn, addressee: textColumn, mobile: textColumn, area: textColumn, detail: textColumn, tag: textColumn, is_default: booleanColumn,
  total: intColumn.optional(),
})
type AddressRow = z.output<typeof addressRow>
const idRow = z.object({ id: intColumn })

const columns = sql`id, addressee, mobile, area, detail, tag, is_default`
/** Default first, then the newest. */
const listOrder = sql`is_default desc, created_at desc, id desc`

const toAddress = ({ total: _total, ...row }: AddressRow): Address => row

export function createAddressService(deps: { db: Database }) {
  const { db } = deps

  /** Runs `work` in a transaction holding the shopper's user row: their writes happen one at a time. */
  function asShopper<T>(userId: number, work: (t: Database) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const t = tx as unknown as Database
      await parsedRows(t, presentRow, sql`select id from users where id = ${userId} for update`)
      return work(t)
    })
  }

  /** The one row of this shopper with that id; another shopper's id reads as not found. */
  async function own(t: Database, userId: number, id: number): Promise<Address> {
    const [row] = await parsedRows(t, addressRow, sql`select ${columns} from addresses where id = ${id} and user_id = ${userId}`)
    if (!row) throw new AppError('msg.addressNotFound')
    return toAddress(row)
  }

  /** Unsets the previous default, then sets this one (in that order: the unique index allows one). */
  async function makeDefault(t: Database, userId: number, id: number): Promise<Address> {
    await t.execute(sql`update addresses set is_default = false where user_id = ${userId} and is_default and id <> ${id}`)
    const [row] = await parsedRows(t, addressRow, sql`update addresses set is_default = true where id = ${id} and user_id = ${userId} returning ${columns}`)
    return toAddress(row)
  }

  return {
    async list(userId: number, page: number, limit: number) {
      const rows = await parsedRows(db, addressRow, sql`
        select ${columns}, (count(*) over ())::int as total from addresses where user_id = ${userId}
        order by ${listOrder} limit ${limit} offset ${(page - 1) * limit}`)
      let total = rows[0]?.total ?? 0
      if (rows.length === 0 && page > 1) [{ total }] = await parsedRows(db, countRow, sql`select count(*)::int as total from addresses where user_id = ${userId}`)
      return { list: rows.map(toAddress), total, page, limit }
    },

    detail: (userId: number, id: number) => own(db, userId, id),

    /** Adds an address, or changes one of the shopper's when `id` is given. The first address is the default. */
    async save(userId: number, input: AddressInput): Promise<Address> {
      const { addressee, mobile, area, detail, tag } = input
      return asShopper(userId, async (t) => {
        let id: number
        if (input.id !== undefined) {
          const [row] = await parsedRows(t, idRow, sql`
            update addresses set addressee = ${addressee}, mobile = ${mobile}, area = ${area}, detail = ${detail}, tag = ${tag}
            where id = ${input.id} and user_id = ${userId} returning id`)
          if (!row) throw new AppError('msg.addressNotFound')
          id = row.id
        } else {
          const [{ count }] = await parsedRows(t, z.object({ count: intColumn }), sql`select count(*)::int as count from addresses where user_id = ${userId}`)
          if (count >= MAX_ADDRESSES) throw new AppError('msg.addressBookFull', { max: MAX_ADDRESSES })
          const [row] = await parsedRows(t, idRow, sql`
            insert into addresses (user_id, addressee, mobile, area, detail, tag, is_default)
            values (${userId}, ${addressee}, ${mobile}, ${area}, ${detail}, ${tag}, ${count === 0}) returning id`)
          id = row.id
        }
        return input.is_default ? makeDefault(t, userId, id) : own(t, userId, id)
      })
    },

    setDefault(userId: number, id: number): Promise<Address> {
      return asShopper(userId, async (t) => {
        await own(t, userId, id)
        return makeDefault(t, userId, id)
      })
    },

    /** Deletes one of the shopper's addresses; when it was the default, the newest remaining one becomes it. */
    async remove(userId: number, id: number): Promise<null> {
      return asShopper(userId, async (t) => {
        const [gone] = await parsedRows(t, z.object({ is_default: booleanColumn }), sql`delete from addresses where id = ${id} and user_id = ${userId} returning is_default`)
        if (!gone) throw new AppError('msg.addressNotFound')
        if (gone.is_default) {
          await t.execute(sql`
            update addresses set is_default = true
            where id = (select id from addresses where user_id = ${userId} order by created_at desc, id desc limit 1)`)
        }
        return null
      })
    },
  }
}
