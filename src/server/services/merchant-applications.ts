// Applications to open a shop ("partnership"): a shopper applies, an operator decides
// once. Approving opens the shop, makes the applicant its merchant and tells them, all in one
// transaction under the applicant's row lock then the application's, so a second decision, or the
// loser of two racing, is refused and changes nothing. A shop name is free when no shop has it in
// any letter case, checked when applying and again, under a lock on the name, when approving.
import { sql } from 'drizzle-orm'
import type { AuditFilter, AuditStatus } from '../../contract/audits'
import type { LanguageFile } from '../../contract/fields'
import type { AdminApplicationRow, ApplicationFormValues, ApplicationView, ApplyRefusal } from '../../contract/merchant-applications'
import type { Clock } from '../clock'
import type { Database } from '../db/open-database'
import { uniqueViolation } from '../db/errors'
import * as z from 'zod'
import { parsedRows } from '../db/rows'
import { intColumn, textColumn } from '../db/row-columns'
import type { LocalText } from '../db/schema'
import { AppError } from '../errors'
import { lockUsers } from './ledger'
import { notify } from './notifications'
import type { ReadCache } from './read-cache'
import { requireStoredUploads } from './uploads'
import { auditedColumns, iso, listOrder, parsedPageOf, statusCondition, type Decision } from './wallet/audit-rows'
import type { UploadStore } from '../storage/upload-store'

const applicationRow = z.object({
  id: intColumn,
  shop_name: textColumn,
  logo: textColumn,
  category_id: intColumn,
  category_key: textColumn,
  contact: textColumn,
  description: textColumn,
  shop_id: intColumn.nullable(),
  user_lang: textColumn.nullable(),
  ...auditedColumns,
})
type ApplicationRow = z.output<typeof applicationRow>
const idRow = z.object({ id: intColumn })

const columns = sql`t.id, t.shop_name, t.logo, t.category_id, c.key as category_key, t.contact, t.description, t.shop_id, t.status,
  t.note, t.audited_at, t.created_at, u.id as user_id, u.account as user_account, u.lang as user_lang,
  a.id as auditor_id, a.account as auditor_account
  from merchant_applications t join users u on u.id = t.user_id join categories c on c.id = t.category_id
  left join users a on a.id = t.audited_by`

function viewOf(row: ApplicationRow): ApplicationView {
  return {
    id: row.id, shop_name: row.shop_name, logo: row.logo, category: { id: row.category_id, key: row.category_key },
    contact: row.contact, description: row.description, shop_id: row.shop_id,
    status: row.status as AuditStatus, note: row.note, audited_at: iso(row.audited_at), created_at: iso(row.created_at)!,
  }
}

function adminRowOf(row: ApplicationRow): AdminApplicationRow {
  return {
    ...viewOf(row),
    user: { id: row.user_id, account: row.user_account },
    audited_by: row.auditor_id === null ? null : { id: row.auditor_id, account: row.auditor_account ?? '' },
  }
}

const refusal = (msgKey: string, reason: ApplyRefusal, params: Record<string, string | number> = {}) => new AppError(msgKey, params, { reason })

/** Refuses a shop name some shop already has, in any letter case. */
async function requireFreeName(t: Database, name: string): Promise<void> {
  const [taken] = await parsedRows(t, idRow, sql`select id from shops where lower(name) = lower(${name}) limit 1`)
  if (taken) throw refusal('msg.shopNameTaken', 'nameTaken', { name })
}

/**
 * The applicant's role and shop, read under their row's lock: only a shopper without a shop may
 * apply, or be made a merchant.
 */
async function requireShopper(t: Database, userId: number): Promise<void> {
  const [user] = await parsedRows(t, z.object({ role: textColumn, shop_id: intColumn.nullable() }), sql`
    select u.role, s.id as shop_id from users u left join shops s on s.owner_user_id = u.id where u.id = ${userId}`)
  if (user?.role === 'operator') throw refusal('msg.applicationNotShopper', 'notShopper')
  if (user?.role !== 'shopper' || user.shop_id !== null) throw refusal('msg.applicationAlreadyMerchant', 'merchant')
}

/** The shop's description as the catalogue stores texts: the applicant's words as the fallback, and in their language. */
function describedIn(text: string, lang: string | null): LocalText {
  const described: Record<string, string> = { en: text }
  if (lang && lang !== 'en') described[lang as LanguageFile] = text
  return described as LocalText
}

export function createMerchantApplicationService(deps: { db: Database; clock: Clock; store: UploadStore; cache: ReadCache }) {
  const { db, clock, store, cache } = deps

  async function byId(t: Database, id: number): Promise<ApplicationRow> {
    const [row] = await parsedRows(t, applicationRow, sql`select ${columns} where t.id = ${id}`)
    return row!
  }

  async function transaction<R>(work: (t: Database) => Promise<R>): Promise<R> {
    return db.transaction((tx) => work(tx as unknown as Database))
  }

  /** Opens the applicant's shop (the application's lock and the applicant's held); answers its id. */
  async function openShop(t: Database, row: ApplicationRow): Promise<number> {
    // Two applications for one name approved at once: the second waits here, then finds the name taken.
    await t.execute(sql`select pg_advisory_xact_lock(hashtext(${`shop-name:${row.shop_name.toLowerCase()}`}))`)
    await requireFreeName(t, row.shop_name)
    const [shop] = await parsedRows(t, idRow, sql`
      insert into shops (owner_user_id, name, logo, description, category_id, contact, created_at)
      values (${row.user_id}, ${row.shop_name}, ${row.logo}, ${JSON.stringify(describedIn(row.description, row.user_lang))}::jsonb,
              ${row.category_id}, ${row.contact}, ${clock()})
      returning id`)
    await t.execute(sql`update users set role = 'merchant' where id = ${row.user_id}`)
    return shop!.id
  }

  return {
    async apply(userId: number, body: ApplicationFormValues): Promise<ApplicationView> {
      try {
        const id = await transaction(async (t) => {
          await lockUsers(t, [userId])
          await requireShopper(t, userId)
          const [waiting] = await parsedRows(t, idRow, sql`select id from merchant_applications where user_id = ${userId} and status = 0`)
          if (waiting) throw refusal('msg.applicationWaiting', 'waiting')
          const [category] = await parsedRows(t, idRow, sql`select id from categories where id = ${body.category_id}`)
          if (!category) throw new AppError('msg.categoryNotFound')
          await requireStoredUploads(store, [body.logo])
          await requireFreeName(t, body.shop_name)
          const [created] = await parsedRows(t, idRow, sql`
            insert into merchant_applications (user_id, shop_name, logo, category_id, contact, description, created_at)
            values (${userId}, ${body.shop_name}, ${body.logo}, ${body.category_id}, ${body.contact}, ${body.description}, ${clock()})
            returning id`)
          return created!.id
        })
        return viewOf(await byId(db, id))
      } catch (error) {
        // The partial unique index is the last word on "one waiting per user".
        if (uniqueViolation(error) === 'merchant_applications_waiting_key') throw refusal('msg.applicationWaiting', 'waiting')
        throw error
      }
    },

    /** The user's latest application, or null. */
    async latest(userId: number): Promise<ApplicationView | null> {
      const [row] = await parsedRows(db, applicationRow, sql`
        select ${columns} where t.user_id = ${userId} order by t.id desc limit 1`)
      return row ? viewOf(row) : null
    },

    async adminList(filter: AuditFilter, page: number, limit: number, id?: number) {
      const where = id === undefined ? statusCondition(filter) : sql`t.id = ${id} and ${statusCondition(filter)}`
      const found = await parsedPageOf(db, applicationRow,
        sql`select ${columns} where ${where} order by ${listOrder(filter, true)}`,
        sql`select count(*)::int as total from merchant_applications t where ${where}`, page, limit)
      return { ...found, list: found.list.map(adminRowOf) }
    },

    /**
     * Approves (the shop opens, the applicant becomes its merchant) or refuses (with the reason)
     * a waiting application, once; the applicant is told either way.
     */
    async audit(operatorId: number, decision: Decision): Promise<AdminApplicationRow> {
      const [owner] = await parsedRows(db, z.object({ user_id: intColumn, shop_name: textColumn }), sql`select user_id, shop_name from merchant_applications where id = ${decision.id}`)
      if (!owner) throw new AppError('msg.applicationNotFound')
      const id = await transaction(async (t) => {
        // The applicant first (their role changes), then the application: the order applying takes too.
        await lockUsers(t, [owner.user_id])
        const [locked] = await parsedRows(t, z.object({ status: intColumn }), sql`select status from merchant_applications where id = ${decision.id} for update`)
        if (locked!.status !== 0) throw new AppError('msg.applicationAlreadyDecided', { id: decision.id }, { status: locked!.status })
        const row = await byId(t, decision.id)
        const at = clock()
        const ref = { type: 'merchant_application' as const, id: row.id }
        let shopId: number | null = null
        if (decision.approve) {
          await requireShopper(t, row.user_id).catch(() => {
            throw new AppError('msg.applicantCannotOpenShop', { account: row.user_account })
          })
          shopId = await openShop(t, row)
          await notify(t, row.user_id, 'merchant_approved', { shop_name: row.shop_name }, ref, at)
        } else {
          await notify(t, row.user_id, 'merchant_refused', { shop_name: row.shop_name, note: decision.note ?? '' }, ref, at)
        }
        await t.execute(sql`
          update merchant_applications set status = ${decision.approve ? 1 : 2}, note = ${decision.note || null}, shop_id = ${shopId},
            audited_by = ${operatorId}, audited_at = ${at}
          where id = ${row.id} and status = 0`)
        return row.id
      }).catch((error: unknown) => {
        // The unique index on the lower-case name is the last word, should any writer skip the name's lock.
        if (uniqueViolation(error) === 'shops_name_lower_key') throw refusal('msg.shopNameTaken', 'nameTaken', { name: owner.shop_name })
        throw error
      })
      if (decision.approve) await cache.invalidate('catalogue')
      return adminRowOf(await byId(db, id))
    },
  }
}

export type MerchantApplicationService = ReturnType<typeof createMerchantApplicationService>
