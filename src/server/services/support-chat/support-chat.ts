// Customer service conversations: one per user, created by their first message. A
// shopper's message carries the client's id for it, so a message resent from the offline queue is
// stored once (the first answer is answered again, nothing counted or published twice); sending is
// rate limited per user. Operators list conversations by newest activity with what they have not
// read, read one (which marks it read) and reply. Every stored message is published to its owner's
// open streams after its transaction.
import { sql } from 'drizzle-orm'
import type { LanguageFile } from '../../../contract/fields'
import { SERVICE_RECENT_ORDERS, SUPPORT_AUTHORS, type ServiceRecentOrder, type SupportConversation, type SupportMessage, type SupportMessagePage } from '../../../contract/support-chat'
import { localized } from '../catalogue/card-queries'
import type { Clock } from '../../clock'
import type { Database } from '../../db/open-database'
import { containing } from '../../db/like-pattern'
import * as z from 'zod'
import { booleanColumn, decimalColumn, intColumn, textColumn, timestampColumn } from '../../db/row-columns'
import { parsedRows } from '../../db/rows'
import { AppError } from '../../errors'
import type { RateLimiter } from '../rate-limit'
import { requireStoredUploads } from '../uploads'
import type { SupportHub } from './hub'
import type { UploadStore } from '../../storage/upload-store'

const authorColumn = z.enum(SUPPORT_AUTHORS)
const messageRow = z.object({
  id: intColumn,
  author: authorColumn,
  text: textColumn.nullable(),
  image_url: textColumn.nullable(),
  client_id: textColumn.nullable(),
  created_at: timestampColumn,
})
type MessageRow = z.output<typeof messageRow>
const idRow = z.object({ id: intColumn })
const conversationListRow = z.object({
  id: intColumn, user_id: intColumn, account: textColumn, given_name: textColumn, family_name: textColumn, last_message_at: timestampColumn,
  unread: intColumn, unanswered: booleanColumn, total: intColumn,
  lm_id: intColumn.nullable(), lm_author: authorColumn.nullable(), lm_text: textColumn.nullable(), lm_image_url: textColumn.nullable(),
  lm_client_id: textColumn.nullable(), lm_created_at: timestampColumn.nullable(),
})

const COLUMNS = sql`m.id, m.author, m.text, m.image_url, m.client_id, m.created_at`

const isoOf = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString()

function toMessage(row: MessageRow): SupportMessage {
  return { id: row.id, author: row.author, text: row.text, image: row.image_url, client_id: row.client_id, created_at: isoOf(row.created_at) }
}

/** What a message holds: text or a picture (the contract has checked that it is one of them). */
export interface MessageContent {
  text?: string
  image?: string
}

const ownerRow = z.object({ user_id: intColumn })
const totalsRow = z.object({ total: intColumn, unanswered: intColumn, unread: intColumn })
const recentOrderRow = z.object({
  id: intColumn, sn: textColumn, status: intColumn, total: decimalColumn, shop_name: textColumn, first_item: textColumn.nullable(), items: intColumn, created_at: timestampColumn,
})

const SEND_SCOPE = 'service-send'
const MINUTE = 60_000

export function createSupportChatService(deps: { db: Database; clock: Clock; limiter: RateLimiter; hub: SupportHub; store: UploadStore; messagesPerMinute: number }) {
  const { db, clock, limiter, hub } = deps

  async function ownerOf(conversationId: number): Promise<number> {
    const [owner] = await parsedRows(db, ownerRow, sql`select user_id from support_conversations where id = ${conversationId}`)
    if (!owner) throw new AppError('msg.serviceConversationNotFound')
    return owner.user_id
  }

  async function conversationOf(userId: number): Promise<number | null> {
    const [row] = await parsedRows(db, idRow, sql`select id from support_conversations where user_id = ${userId}`)
    return row?.id ?? null
  }

  /** A page of a conversation, oldest first: the newest messages, or those before `beforeId`. */
  async function page(conversationId: number | null, beforeId: number | undefined, limit: number): Promise<SupportMessagePage> {
    if (conversationId === null) return { list: [], has_earlier: false }
    const rows = await parsedRows(db, messageRow, sql`
      select ${COLUMNS} from support_messages m
      where m.conversation_id = ${conversationId} ${beforeId === undefined ? sql`` : sql`and m.id < ${beforeId}`}
      order by m.id desc limit ${limit + 1}`)
    return { list: rows.slice(0, limit).reverse().map(toMessage), has_earlier: rows.length > limit }
  }

  async function byClientId(conversationId: number, clientId: string): Promise<SupportMessage | null> {
    const [row] = await parsedRows(db, messageRow, sql`
      select ${COLUMNS} from support_messages m where m.conversation_id = ${conversationId} and m.client_id = ${clientId}`)
    return row ? toMessage(row) : null
  }

  /** Stores a message in the conversation (`ownerId`'s), once per client id; answers it and whether it is new. */
  async function store(conversationId: number, author: SupportMessage['author'], operatorId: number | null, content: MessageContent, clientId: string | null) {
    const now = clock()
    const [row] = await db.transaction(async (t) => {
      const inserted = await parsedRows(t as unknown as Database, messageRow, sql`
        insert into support_messages as m (conversation_id, author, operator_id, text, image_url, client_id, created_at)
        values (${conversationId}, ${author}, ${operatorId}, ${content.text ?? null}, ${content.image ?? null}, ${clientId}, ${now})
        on conflict (conversation_id, client_id) do nothing
        returning ${COLUMNS}`)
      if (inserted.length) await t.execute(sql`update support_conversations set last_message_at = ${now} where id = ${conversationId}`)
      return inserted
    })
    if (row) return { message: toMessage(row), created: true }
    // The same client id at the same moment: the other request stored it.
    return { message: (await byClientId(conversationId, clientId!))!, created: false }
  }

  async function conversationRow(where: ReturnType<typeof sql>, orderAndPage: ReturnType<typeof sql>) {
    return parsedRows(db, conversationListRow, sql`
      select c.id, c.user_id, u.account, u.given_name, u.family_name, c.last_message_at,
        (select count(*) from support_messages s where s.conversation_id = c.id and s.author = 'shopper' and s.id > c.support_read_id)::int as unread,
        coalesce(lm.author = 'shopper', false) as unanswered,
        count(*) over ()::int as total,
        lm.id as lm_id, lm.author as lm_author, lm.text as lm_text, lm.image_url as lm_image_url, lm.client_id as lm_client_id, lm.created_at as lm_created_at
      from support_conversations c
      join users u on u.id = c.user_id
      left join lateral (select * from support_messages s where s.conversation_id = c.id order by s.id desc limit 1) lm on true
      where ${where}
      ${orderAndPage}`)
  }

  type ConversationRow = Awaited<ReturnType<typeof conversationRow>>[number]
  const toConversation = (row: ConversationRow): SupportConversation => ({
    id: row.id,
    user: { id: row.user_id, account: row.account, name: [row.given_name, row.family_name].filter(Boolean).join(' ') || row.account },
    last_message:
      row.lm_id === null
        ? null
        : toMessage({ id: row.lm_id, author: row.lm_author!, text: row.lm_text, image_url: row.lm_image_url, client_id: row.lm_client_id, created_at: row.lm_created_at! }),
    last_message_at: isoOf(row.last_message_at),
    unread: row.unread,
    unanswered: row.unanswered,
  })

  return {
    /** The user's own conversation, a page at a time; reading the newest page marks support's messages read. */
    async messages(userId: number, beforeId: number | undefined, limit: number): Promise<SupportMessagePage> {
      const conversationId = await conversationOf(userId)
      const answer = await page(conversationId, beforeId, limit)
      if (conversationId !== null && beforeId === undefined && answer.list.length) {
        await db.execute(sql`update support_conversations set shopper_read_id = greatest(shopper_read_id, ${answer.list.at(-1)!.id}) where id = ${conversationId}`)
      }
      return answer
    },

    /** A shopper's message: stored once per client id, rate limited, pictures only if stored here. */
    async send(userId: number, clientId: string, content: MessageContent): Promise<SupportMessage> {
      const existing = await conversationOf(userId)
      const replay = existing === null ? null : await byClientId(existing, clientId)
      if (replay) return replay
      if (content.image !== undefined) await requireStoredUploads(deps.store, [content.image])
      const limit = { scope: SEND_SCOPE, subject: String(userId), max: deps.messagesPerMinute, windowMs: MINUTE }
      // Count and record as one step: a burst of parallel sends cannot pass the limit. A message that
      // turns out to be one another request stored first (same client id) gives its count back.
      const tooFast = await limiter.exclusive([limit], async (t) => {
        if ((await limiter.retryAfterMinutes(limit, t)) > 0) return true
        await limiter.record(limit, t)
        return false
      })
      if (tooFast) throw new AppError('msg.serviceTooFast', {}, { reason: 'rateLimited' })
      const [conversation] = await parsedRows(db, idRow, sql`
        insert into support_conversations (user_id, last_message_at, created_at) values (${userId}, ${clock()}, ${clock()})
        on conflict (user_id) do update set user_id = excluded.user_id
        returning id`)
      const { message, created } = await store(conversation!.id, 'shopper', null, content, clientId)
      // A message another request stored first with the same client id is not a second send.
      if (created) await hub.publish(userId, message)
      else await limiter.forgetLatest(limit)
      return message
    },

    /** What a stream owes its user first: every message after `afterId`, oldest first, `limit` at a time. */
    async after(userId: number, afterId: number, limit: number): Promise<SupportMessage[]> {
      const rows = await parsedRows(db, messageRow, sql`
        select ${COLUMNS} from support_messages m join support_conversations c on c.id = m.conversation_id
        where c.user_id = ${userId} and m.id > ${afterId} order by m.id limit ${limit}`)
      return rows.map(toMessage)
    },

    /** The id of the user's newest message (0 without any): where a live-only stream starts. */
    async newestId(userId: number): Promise<number> {
      const [row] = await parsedRows(db, idRow, sql`
        select coalesce(max(m.id), 0)::int as id from support_messages m join support_conversations c on c.id = m.conversation_id where c.user_id = ${userId}`)
      return row!.id
    },

    /**
     * Operators: conversations whose newest message is the shopper's (unanswered) first, then by
     * newest activity, with the shopper's messages not read yet; `account` finds the shopper by a
     * part of their account or name. With the totals over every conversation found.
     */
    async conversations(account: string | undefined, pageNumber: number, limit: number) {
      const pattern = account === undefined ? null : containing(account)
      const where = pattern === null ? sql`true` : sql`(u.account ilike ${pattern} or (u.given_name || ' ' || u.family_name) ilike ${pattern})`
      const rows = await conversationRow(where, sql`order by (lm.author = 'shopper') desc, c.last_message_at desc, c.id desc limit ${limit} offset ${(pageNumber - 1) * limit}`)
      const [totals] = await parsedRows(db, totalsRow, sql`
        select count(*)::int as total,
          count(*) filter (where lm.author = 'shopper')::int as unanswered,
          coalesce(sum((select count(*) from support_messages s where s.conversation_id = c.id and s.author = 'shopper' and s.id > c.support_read_id)), 0)::int as unread
        from support_conversations c join users u on u.id = c.user_id
        left join lateral (select s.author from support_messages s where s.conversation_id = c.id order by s.id desc limit 1) lm on true
        where ${where}`)
      return { list: rows.map(toConversation), total: totals!.total, unanswered: totals!.unanswered, unread: totals!.unread, page: pageNumber, limit }
    },

    /** Operators: whose conversation it is (for its live stream). */
    ownerOf,

    /** Operators: the conversation's shopper's newest orders, beside the conversation. */
    async recentOrders(conversationId: number, lang: LanguageFile): Promise<{ list: ServiceRecentOrder[] }> {
      const ownerId = await ownerOf(conversationId)
      const rows = await parsedRows(db, recentOrderRow, sql`
        select o.id, o.sn, o.status, o.total::text as total, s.name as shop_name, o.created_at,
          (select ${localized(sql`i.title`, lang)} from order_items i where i.order_id = o.id order by i.id limit 1) as first_item,
          (select coalesce(sum(i.quantity), 0)::int from order_items i where i.order_id = o.id) as items
        from orders o join shops s on s.id = o.shop_id
        where o.user_id = ${ownerId} order by o.id desc limit ${SERVICE_RECENT_ORDERS}`)
      return {
        list: rows.map((row) => ({ ...row, status: row.status as ServiceRecentOrder['status'], first_item: row.first_item ?? '', created_at: isoOf(row.created_at) })),
      }
    },

    /** Operators: one conversation a page at a time; reading its newest page marks the shopper's messages read. */
    async read(conversationId: number, beforeId: number | undefined, limit: number) {
      const answer = await page(conversationId, beforeId, limit)
      if (beforeId === undefined && answer.list.length) {
        await db.execute(sql`update support_conversations set support_read_id = greatest(support_read_id, ${answer.list.at(-1)!.id}) where id = ${conversationId}`)
      }
      const [row] = await conversationRow(sql`c.id = ${conversationId}`, sql``)
      if (!row) throw new AppError('msg.serviceConversationNotFound')
      return { ...answer, conversation: toConversation(row) }
    },

    /** Operators: a reply, heard at once by the shopper's open streams; a reply also reads the conversation. */
    async reply(operatorId: number, conversationId: number, clientId: string | undefined, content: MessageContent): Promise<SupportMessage> {
      const ownerId = await ownerOf(conversationId)
      if (clientId !== undefined) {
        const replay = await byClientId(conversationId, clientId)
        if (replay) return replay
      }
      if (content.image !== undefined) await requireStoredUploads(deps.store, [content.image])
      const { message, created } = await store(conversationId, 'support', operatorId, content, clientId ?? null)
      if (created) {
        await db.execute(sql`update support_conversations set support_read_id = greatest(support_read_id, ${message.id}) where id = ${conversationId}`)
        await hub.publish(ownerId, message)
      }
      return message
    },
  }
}

export type SupportChatService = ReturnType<typeof createSupportChatService>
