// Notifications: the shopper's calls and the operator's announcement (src/contract/notifications.ts).
import * as calls from '../../contract/notifications'
import { mountCall, type CallRouter } from '../http/mount-call'
import type { Services } from '../services/create-services'

export function mountNotificationRoutes(router: CallRouter, services: Services): void {
  const { notifications } = services

  mountCall(router, calls.notificationList, ({ query }, ctx) => notifications.list(ctx.requireUser().userId, ctx.lang, query.page, query.limit))

  mountCall(router, calls.notificationUnread, async (_input, ctx) => ({ unread: await notifications.unread(ctx.requireUser().userId) }))

  mountCall(router, calls.notificationRead, ({ body }, ctx) => notifications.markRead(ctx.requireUser().userId, body.ids))

  mountCall(router, calls.announcementPublish, ({ body }) => notifications.publish(body), { successMsg: 'msg.announcementPublished' })

  mountCall(router, calls.announcementList, ({ query }) => notifications.announcements(query.page, query.limit))
}
