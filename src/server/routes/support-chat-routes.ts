// Customer service (src/contract/support-chat.ts): the shopper's page of messages, sending, the
// live stream, and the operators' list, conversation and reply.
import * as calls from '../../contract/support-chat'
import { AppError } from '../errors'
import { mountCall, type CallRouter } from '../http/mount-call'
import { mountStream } from '../http/mount-stream'
import type { Services } from '../services/create-services'

/** Messages a stream catches up with per query before it goes live. */
const BACKLOG_BATCH = 100

export function mountSupportChatRoutes(router: CallRouter, services: Services): void {
  const { supportChat, supportHub, streamSlots } = services

  mountCall(router, calls.serviceMessages, ({ query }, ctx) => supportChat.messages(ctx.requireUser().userId, query.before_id, query.limit))

  mountCall(router, calls.serviceSend, ({ body }, ctx) => supportChat.send(ctx.requireUser().userId, body.client_id, { text: body.text, image: body.image }))

  /**
   * The live messages of `ownerId`'s conversation for a stream held by `holderId` (the shopper, or
   * the operator answering them): after `afterId` or the Last-Event-ID header, else live only.
   */
  async function conversationStream(ownerId: number, holderId: number, afterId: number | undefined, lastEventIdHeader: string | null) {
    const lastEventId = lastEventIdHeader === null || lastEventIdHeader.trim() === '' ? Number.NaN : Number(lastEventIdHeader)
    const given = [afterId, Number.isSafeInteger(lastEventId) && lastEventId >= 0 ? lastEventId : undefined].filter((id) => id !== undefined)
    // Without either, the stream is live only (the page has read the conversation itself): what
    // comes after the newest message stored when it starts, which is read once listening.
    let sentUpTo = given.length ? Math.max(...given) : null
    // The last refusal: a slot taken is given back when the stream stops.
    const giveBack = await streamSlots.take(holderId)
    if (!giveBack) throw new AppError('msg.serviceTooManyStreams')
    let live = false
    const early: calls.SupportMessage[] = []
    let unsubscribe = () => {}
    let send: ((message: calls.SupportMessage) => Promise<void>) | undefined
    const deliver = (message: calls.SupportMessage) => {
      if (!send || sentUpTo === null || message.id <= sentUpTo) return
      sentUpTo = message.id
      send(message).catch(() => undefined)
    }
    return {
      async start(write: (event: { event: string; id: string; data: calls.SupportMessage }) => Promise<void>) {
        send = (message) => write({ event: 'message', id: String(message.id), data: message })
        // Listen first, then catch up: a message stored in between is heard, and sent once.
        unsubscribe = supportHub.subscribe(ownerId, (message) => (live ? deliver(message) : early.push(message)))
        // Another process's message may be heard a moment after a later stream opened here: one
        // stored before this stream began is the page's already, and is not sent.
        if (sentUpTo === null) sentUpTo = await supportChat.newestId(ownerId)
        else {
          for (;;) {
            const batch = await supportChat.after(ownerId, sentUpTo, BACKLOG_BATCH)
            for (const message of batch) deliver(message)
            if (batch.length < BACKLOG_BATCH) break
          }
        }
        live = true
        for (const message of early.splice(0)) deliver(message)
      },
      stop: () => {
        unsubscribe()
        void giveBack()
      },
    }
  }

  mountStream(router, calls.serviceStream, async ({ query }, ctx) => {
    const userId = ctx.requireUser().userId
    return conversationStream(userId, userId, query.after_id, ctx.lastEventId)
  })

  mountStream(router, calls.adminServiceStream, async ({ query }, ctx) =>
    conversationStream(await supportChat.ownerOf(query.conversation_id), ctx.requireUser().userId, query.after_id, ctx.lastEventId))

  mountCall(router, calls.adminServiceConversations, ({ query }) => supportChat.conversations(query.account || undefined, query.page, query.limit))

  mountCall(router, calls.adminServiceOrders, ({ query }, ctx) => supportChat.recentOrders(query.conversation_id, ctx.lang))

  mountCall(router, calls.adminServiceMessages, ({ query }) => supportChat.read(query.conversation_id, query.before_id, query.limit))

  mountCall(router, calls.adminServiceReply, ({ body }, ctx) =>
    supportChat.reply(ctx.requireUser().userId, body.conversation_id, body.client_id, { text: body.text, image: body.image }))
}
