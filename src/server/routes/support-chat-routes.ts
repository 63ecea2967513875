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

  mountStream(router, calls.serviceStream, async ({ query }, ctx) => {
    const userId = ctx.requireUser().userId
    const lastEventId = ctx.lastEventId === null || ctx.lastEventId.trim() === '' ? Number.NaN : Number(ctx.lastEventId)
    const given = [query.after_id, Number.isSafeInteger(lastEventId) && lastEventId >= 0 ? lastEventId : undefined].filter((id) => id !== undefined)
    // Without either, the stream is live only (the page has read the conversation itself): what
    // comes after the newest message stored when it starts, which is read once listening.
    let sentUpTo = given.length ? Math.max(...given) : null
    // The last refusal: a slot taken is given back when the stream stops.
    const giveBack = await streamSlots.take(userId)
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
      async start(write) {
        send = (message) => write({ event: 'message', id: String(message.id), data: message })
        // Listen first, then catch up: a message stored in between is heard, and sent once.
        unsubscribe = supportHub.subscribe(userId, (message) => (live ? deliver(message) : early.push(message)))
        // Another process's message may be heard a moment after a later stream opened here: one
        // stored before this stream began is the page's already, and is not sent.
        if (sentUpTo === null) sentUpTo = await supportChat.newestId(userId)
        else {
          for (;;) {
            const batch = await supportChat.after(userId, sentUpTo, BACKLOG_BATCH)
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
  })

  mountCall(router, calls.adminServiceConversations, ({ query }) => supportChat.conversations(query.page, query.limit))

  mountCall(router, calls.adminServiceMessages, ({ query }) => supportChat.read(query.conversation_id, query.before_id, query.limit))

  mountCall(router, calls.adminServiceReply, ({ body }, ctx) =>
    supportChat.reply(ctx.requireUser().userId, body.conversation_id, body.client_id, { text: body.text, image: body.image }))
}
