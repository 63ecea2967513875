// Notifications (/notification, docs/product/screens.md#routes): what happened to the shopper's
// orders, refunds, recharges and withdrawals, and the operator's announcements. A system notice is
// a kind with its parameters, written in the reader's language by the app (`notice.<kind>` of
// locales/); an announcement carries the operator's own words in each language, English the
// fallback.
import * as z from 'zod/mini'
import { textBlock } from './control-characters'
import { defineCall } from './call'
import { idOf } from './catalogue-fields'
import { account, integer, isoTime, pageOf, pageQuery } from './fields'
import { localTextInput, storedLocalText } from './local-text'

export const NOTICE_KINDS = [
  'order_shipped', 'order_expired', 'refund_approved', 'refund_refunded', 'refund_refused',
  'recharge_approved', 'recharge_rejected', 'withdrawal_passed', 'withdrawal_refused', 'merchant_approved', 'merchant_refused',
  'announcement',
] as const
export type NoticeKind = (typeof NOTICE_KINDS)[number]

/** What a notice is about, for the link the app makes of it. */
export const NOTICE_REFS = ['order', 'refund', 'recharge', 'withdrawal', 'merchant_application'] as const

export const notificationId = idOf('msg.notificationNotFound')

export const notificationRow = z.object({
  id: integer(),
  kind: z.enum(NOTICE_KINDS),
  /** The words of a system notice's text ({{sn}}, {{amount}}, {{note}} ...). */
  params: z.record(z.string(), z.string()),
  /** An announcement's title and text in the reader's language (English when not translated); null for system notices. */
  title: z.nullable(z.string()),
  body: z.nullable(z.string()),
  ref: z.nullable(z.object({ type: z.enum(NOTICE_REFS), id: integer() })),
  read: z.boolean(),
  created_at: isoTime,
})
export type NotificationRow = z.output<typeof notificationRow>

export const notificationList = defineCall({
  method: 'GET',
  path: '/api/user/notifications',
  access: 'user',
  summary: "The shopper's notifications and the announcements to everyone, newest first, with the unread count",
  query: pageQuery,
  data: z.extend(pageOf(notificationRow), { unread: integer() }),
})

export const notificationUnread = defineCall({
  method: 'GET',
  path: '/api/user/notifications/unread',
  access: 'user',
  summary: 'How many notifications the shopper has not read (the badge of the me tab)',
  data: z.object({ unread: integer() }),
})

export const notificationRead = defineCall({
  method: 'POST',
  path: '/api/user/notifications/read',
  access: 'user',
  summary: 'Mark notifications read: the ones named, or all of them when none are',
  body: z.object({ ids: z.optional(z.array(notificationId).check(z.maxLength(100, 'msg.notificationNotFound'))) }),
  data: z.object({ unread: integer() }),
})

export const MAX_ANNOUNCEMENT_TITLE = 100
export const MAX_ANNOUNCEMENT_BODY = 2000

export const announcementPublish = defineCall({
  method: 'POST',
  path: '/api/admin/notification/publish',
  access: 'operator',
  summary: 'Publish an announcement to every shopper, or to one shopper by account',
  body: z.object({
    title: localTextInput(MAX_ANNOUNCEMENT_TITLE, 'msg.announcementTitleRequired', 'msg.announcementTitleTooLong'),
    body: textBlock(localTextInput(MAX_ANNOUNCEMENT_BODY, 'msg.announcementBodyRequired', 'msg.announcementBodyTooLong')),
    /** One shopper's account; absent: everyone. */
    account: z.optional(account),
  }),
  data: z.object({ id: integer(), to: z.nullable(z.string()) }),
})

/** An announcement as the operator's list shows it: its words in every language, to whom, how many read it. */
export const announcementRow = z.object({
  id: integer(),
  title: storedLocalText,
  body: storedLocalText,
  /** The one shopper's account; null: everyone. */
  to: z.nullable(z.string()),
  /** How many readers have opened it (or marked all read). */
  read_count: integer(),
  created_at: isoTime,
})
export type AnnouncementRow = z.output<typeof announcementRow>

export const announcementList = defineCall({
  method: 'GET',
  path: '/api/admin/notification/list',
  access: 'operator',
  summary: 'The announcements published, newest first, with their words in every language, to whom and how many read them',
  query: pageQuery,
  data: pageOf(announcementRow),
})
