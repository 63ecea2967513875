// Customer service (/service, /services: docs/product/screens.md#routes): one conversation per user with the
// platform's support. The shopper reads it a page at a time (older pages by `before_id`), sends text
// or an uploaded picture with a client message id (a message resent from the offline queue is
// stored once) and hears new messages live on a server-sent event stream. Operators list the
// conversations, read one and reply.
import * as z from 'zod/mini'
import { textBlock } from './control-characters'
import { defineCall } from './call'
import { idOf } from './catalogue-fields'
import { integer, isoTime, money, pageOf, pageQuery } from './fields'
import { orderStatusCode } from './orders'
import { uploadedUrl } from './uploads'

export const SUPPORT_AUTHORS = ['shopper', 'support'] as const
export type SupportAuthor = (typeof SUPPORT_AUTHORS)[number]

/** The longest text message, in characters. */
export const MAX_SUPPORT_TEXT = 1000
/** Messages of one page: the app asks for this many. */
export const SUPPORT_PAGE_SIZE = 20

/** What a message says: trimmed, 1 to 1000 characters, stored as typed (HTML included) and shown as text. */
export const supportText = textBlock(z.string({ error: 'msg.serviceTextEmpty' }).check(
  z.trim(),
  z.minLength(1, 'msg.serviceTextEmpty'),
  z.maxLength(MAX_SUPPORT_TEXT, 'msg.serviceTextTooLong'),
))

/** The client's own id for a message (random, 8 to 64 letters, digits, `-` or `_`). */
export const clientMessageId = z.string({ error: 'msg.serviceClientIdInvalid' }).check(
  z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'msg.serviceClientIdInvalid'),
)

export const supportMessageId = idOf('msg.serviceMessageNotFound')
export const supportConversationId = idOf('msg.serviceConversationNotFound')

export const supportMessageRow = z.object({
  id: integer(),
  author: z.enum(SUPPORT_AUTHORS),
  /** The text as typed; null for a picture. */
  text: z.nullable(z.string()),
  /** The picture's URL; null for text. */
  image: z.nullable(z.string()),
  /** The sender's client message id (a shopper's message); null for replies sent without one. */
  client_id: z.nullable(z.string()),
  created_at: isoTime,
})
export type SupportMessage = z.output<typeof supportMessageRow>

/** One page of a conversation, oldest first; `has_earlier` when older messages exist. */
const messagePage = z.object({ list: z.array(supportMessageRow), has_earlier: z.boolean() })
export type SupportMessagePage = z.output<typeof messagePage>

const pageLimit = z._default(
  z.number({ error: 'msg.limitInvalid' }).check(z.int('msg.limitInvalid'), z.minimum(1, 'msg.limitInvalid'), z.maximum(50, 'msg.limitInvalid')),
  SUPPORT_PAGE_SIZE,
)

type Content = { text?: string; image?: string }
/** Text or a picture, never both nor neither. */
const oneContent = [
  z.refine<Content>((b) => b.text !== undefined || b.image !== undefined, { message: 'msg.serviceTextEmpty', path: ['text'] }),
  z.refine<Content>((b) => b.text === undefined || b.image === undefined, { message: 'msg.serviceTextOrPicture', path: ['image'] }),
] as const

export const serviceMessages = defineCall({
  method: 'GET',
  path: '/api/service/messages',
  access: 'user',
  summary: "The caller's conversation with support, a page at a time: the newest messages, or those before `before_id`; oldest first",
  query: z.object({ before_id: z.optional(supportMessageId), limit: pageLimit }),
  data: messagePage,
})

export const serviceSend = defineCall({
  method: 'POST',
  path: '/api/service/send',
  access: 'user',
  summary: 'Send support a text or an uploaded picture; the same client_id again answers the message stored the first time',
  body: z.object({ client_id: clientMessageId, text: z.optional(supportText), image: z.optional(uploadedUrl) }).check(...oneContent),
  data: supportMessageRow,
})

export const serviceStream = defineCall({
  method: 'GET',
  path: '/api/service/stream',
  access: 'user',
  summary:
    "Server-sent events of the caller's conversation: every message after `after_id` (or the Last-Event-ID header), then each new one as it is written, as `event: message` with the message id as the event id; a comment keeps the line alive",
  stream: true,
  query: z.object({ after_id: z.optional(z.number({ error: 'msg.serviceMessageNotFound' }).check(z.int('msg.serviceMessageNotFound'), z.minimum(0, 'msg.serviceMessageNotFound'), z.maximum(2_147_483_647, 'msg.serviceMessageNotFound'))) }),
  data: supportMessageRow,
})

export const supportConversationRow = z.object({
  id: integer(),
  user: z.object({ id: integer(), account: z.string(), name: z.string() }),
  /** The newest message, for the list's preview. */
  last_message: z.nullable(supportMessageRow),
  last_message_at: isoTime,
  /** The shopper's messages no operator has read yet. */
  unread: integer(),
  /** The newest message is the shopper's: nobody has answered it yet. */
  unanswered: z.boolean(),
})
export type SupportConversation = z.output<typeof supportConversationRow>

export const adminServiceConversations = defineCall({
  method: 'GET',
  path: '/api/admin/service/conversations',
  access: 'operator',
  summary:
    "Customer service conversations, unanswered first, then by newest activity, with the count of unread shopper messages; `account` finds the shopper's account or name (part of it, any case); the totals of unanswered conversations and unread messages",
  query: z.extend(pageQuery, {
    account: z.optional(z.string({ error: 'msg.keywordTooLong' }).check(z.trim(), z.maxLength(100, 'msg.keywordTooLong'))),
  }),
  data: z.extend(pageOf(supportConversationRow), { unanswered: integer(), unread: integer() }),
})

export const adminServiceMessages = defineCall({
  method: 'GET',
  path: '/api/admin/service/messages',
  access: 'operator',
  summary: "One conversation a page at a time (oldest first), marking the shopper's messages read",
  query: z.object({ conversation_id: supportConversationId, before_id: z.optional(supportMessageId), limit: pageLimit }),
  data: z.extend(messagePage, { conversation: supportConversationRow }),
})

export const adminServiceReply = defineCall({
  method: 'POST',
  path: '/api/admin/service/reply',
  access: 'operator',
  summary: 'Reply to a conversation with text or an uploaded picture; the shopper hears it live',
  body: z
    .object({ conversation_id: supportConversationId, client_id: z.optional(clientMessageId), text: z.optional(supportText), image: z.optional(uploadedUrl) })
    .check(...oneContent),
  data: supportMessageRow,
})

/** The orders shown beside a conversation: the shopper's newest. */
export const SERVICE_RECENT_ORDERS = 5

export const serviceRecentOrderRow = z.object({
  id: integer(),
  sn: z.string(),
  status: orderStatusCode,
  total: money,
  shop_name: z.string(),
  /** The first item's title (in the operator's language) and how many items the order holds. */
  first_item: z.string(),
  items: integer(),
  created_at: isoTime,
})
export type ServiceRecentOrder = z.output<typeof serviceRecentOrderRow>

export const adminServiceOrders = defineCall({
  method: 'GET',
  path: '/api/admin/service/orders',
  access: 'operator',
  summary: "The conversation's shopper's newest orders (at most five), for the operator answering them",
  query: z.object({ conversation_id: supportConversationId }),
  data: z.object({ list: z.array(serviceRecentOrderRow) }),
})

export const adminServiceStream = defineCall({
  method: 'GET',
  path: '/api/admin/service/stream',
  access: 'operator',
  summary:
    "Server-sent events of one conversation for the operator answering it: every message after `after_id` (or the Last-Event-ID header), then each new one, the shopper's and the replies, as `event: message`",
  stream: true,
  query: z.object({
    conversation_id: supportConversationId,
    after_id: z.optional(z.number({ error: 'msg.serviceMessageNotFound' }).check(z.int('msg.serviceMessageNotFound'), z.minimum(0, 'msg.serviceMessageNotFound'), z.maximum(2_147_483_647, 'msg.serviceMessageNotFound'))),
  }),
  data: supportMessageRow,
})
