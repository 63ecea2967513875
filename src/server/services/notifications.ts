// Notifications: a service that moves an order, a refund, a recharge or a withdrawal
// tells its owner with `notify`, inside the transaction that made the change, so a notice exists
// exactly when the change does; operators publish announcements to everyone or to one shopper.
// A notice is read once per reader (notification_reads), which works alike for both.
import { eq, sql } from 'drizzle-orm'
import * as z from 'zod'
import type { LanguageFile } from '../../contract/fields'
import { NOTICE_KINDS, NOTICE_REFS, type NoticeKind, type NotificationRow } from '../../contract/notifications'
import type { Clock } from '../clock'
import type { Database } from '../db/open-database'
import { booleanColumn, intColumn, localTextColumn, textColumn, timestampColumn } from '../db/row-columns'
import { parsedRows } from '../db/rows'
import { notifications, users, type LocalText } from '../db/schema'
import { AppError } from '../errors'

type NoticeRef = NonNullable<NotificationRow['ref']>

/** Tells a user what happened, in the caller's transaction. */
export async function notify(t: Database, userId: number, kind: Exclude<NoticeKind, 'announcement'>, params: Record<string, string>, ref: NoticeRef | null, at: Date): Promise<void> {
  await t.execute(sql`
    insert into notifications (user_id, kind, params, ref_type, ref_id, created_at)
    values (${userId}, ${kind}, ${JSON.stringify(params)}::jsonb, ${ref?.type ?? null}, ${ref?.id ?? null}, ${at})`)
}

const noticeRow = z.object({
  id: intColumn,
  kind: z.enum(NOTICE_KINDS),
  params: z.record(z.string(), z.string()),
  title: localTextColumn.nullable(),
  body: localTextColumn.nullable(),
  ref_type: z.enum(NOTICE_REFS).nullable(),
  ref_id: intColumn.nullable(),
  read: booleanColumn,
  created_at: timestampColumn,
})

const announcementRow = z.object({ id: intColumn, title: localTextColumn, body: localTextColumn, to: textColumn.nullable(), read_count: intColumn, created_at: timestampColumn })

const inLang = (text: LocalText | null, lang: LanguageFile) => (text === null ? null : (text[lang] || text.en))

/** The notices a user sees: their own and the announcements to everyone. */
const visibleTo = (userId: number) => sql`(n.user_id = ${userId} or n.user_id is null)`

export function createNotificationService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps

  async function unread(userId: number): Promise<number> {
    const [{ count }] = await parsedRows(db, z.object({ count: intColumn }), sql`
      select count(*)::int as count from notifications n
      where ${visibleTo(userId)} and not exists (select 1 from notification_reads r where r.notification_id = n.id and r.user_id = ${userId})`)
    return count!
  }

  return {
    unread,

    async list(userId: number, lang: LanguageFile, page: number, limit: number) {
      const rows = await parsedRows(db, noticeRow, sql`
        select n.id, n.kind, n.params, n.title, n.body, n.ref_type, n.ref_id, n.created_at,
          exists (select 1 from notification_reads r where r.notification_id = n.id and r.user_id = ${userId}) as read
        from notifications n where ${visibleTo(userId)} order by n.id desc limit ${limit} offset ${(page - 1) * limit}`)
      const [{ total }] = await parsedRows(db, z.object({ total: intColumn }), sql`select count(*)::int as total from notifications n where ${visibleTo(userId)}`)
      const list: NotificationRow[] = rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        params: row.params,
        title: inLang(row.title, lang),
        body: inLang(row.body, lang),
        ref: row.ref_type === null || row.ref_id === null ? null : { type: row.ref_type, id: row.ref_id },
        read: row.read,
        created_at: new Date(row.created_at).toISOString(),
      }))
      return { list, total: total!, page, limit, unread: await unread(userId) }
    },

    /** Marks the named notices (those the user can see) or all of them read; answers what is left unread. */
    async markRead(userId: number, ids: number[] | undefined) {
      const which = ids === undefined ? sql`true` : ids.length === 0 ? sql`false` : sql`n.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`
      await db.execute(sql`
        insert into notification_reads (notification_id, user_id, read_at)
        select n.id, ${userId}, ${clock()} from notifications n where ${visibleTo(userId)} and ${which}
        on conflict do nothing`)
      return { unread: await unread(userId) }
    },

    /** An operator's announcement, to everyone or to one shopper by account. */
    async publish(body: { title: LocalText; body: LocalText; account?: string }) {
      let userId: number | null = null
      if (body.account !== undefined) {
        const [user] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.account}) = lower(${body.account})`)
        if (!user) throw new AppError('msg.accountNotFound', { account: body.account })
        userId = user.id
      }
      const [created] = await parsedRows(db, z.object({ id: intColumn }), sql`
        insert into notifications (user_id, kind, params, title, body, created_at)
        values (${userId}, 'announcement', '{}'::jsonb, ${JSON.stringify(body.title)}::jsonb, ${JSON.stringify(body.body)}::jsonb, ${clock()})
        returning id`)
      return { id: created!.id, to: body.account ?? null }
    },

    /** The announcements published, newest first: to whom (an account, or null for everyone) and how many read them. */
    async announcements(page: number, limit: number) {
      const rows = await parsedRows(db, announcementRow, sql`
        select n.id, n.title, n.body, u.account as "to", n.created_at,
          (select count(*)::int from notification_reads r where r.notification_id = n.id) as read_count
        from notifications n left join users u on u.id = n.user_id
        where n.kind = 'announcement' order by n.id desc limit ${limit} offset ${(page - 1) * limit}`)
      const [{ total }] = await db.select({ total: sql`count(*)::int`.mapWith(Number) }).from(notifications).where(eq(notifications.kind, 'announcement'))
      const list = rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }))
      return { list, total: total!, page, limit }
    },
  }
}

export type NotificationService = ReturnType<typeof createNotificationService>
