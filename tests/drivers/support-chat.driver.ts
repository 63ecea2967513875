// The support chat machine through /service, each path with a new shopper whose conversation is as
// long as the path's readings say (tests/views/support/support-chat-world.ts). What the machine
// hears from the world is produced at its edge:
// - the conversation's pages (GET /api/service/messages) and each message sent (POST
//   /api/service/send) are held: done releases them to the server, error fails them like a dropped
//   connection;
// - the stream (GET /api/service/stream) is held too: OPENED lets it through to the server's real
//   stream, FAILED fails it, DROPPED cuts the open stream (the view layer only: Chromium cannot cut
//   one response without cutting the whole network, which the page reports as offline); RECEIVED
//   is support answering through the operator's API, heard on that stream;
// - ONLINE and OFFLINE are the browser's own events (going offline may also break a stream the page
//   then reports first, so after it the banner may say either word); RETRY, LOAD_EARLIER and SEND
//   are taps (the second SEND of a path chooses a picture, the others type text);
// - the timers are real: the reconnect backoff (1 s) and the retry of a failed batch (2 s) run out,
//   and the step waits for the stream or the send they start. A person cannot tell "waiting to
//   reconnect" from "reconnecting", nor a message waiting from one on its way, so neither can these
//   checks: the backoff may run out while a step checks the page, and the path goes on the same.
import type { PathStep } from '../../src/tools/statecharts/paths'
import { DEMO_ACCOUNTS } from '../../src/server/db/demo-accounts'
import { expect } from '../e2e/support/expect'
import { PARCEL_PNG } from '../support/pictures'
import { checkoutCallVia, type CheckoutCall } from '../views/support/checkout'
import {
  conversationOf, conversationSizeOf, isPicture, LIVE_REPLY, MESSAGES, prepareConversation, SEND, storedTexts, supportReplies, TYPED,
} from '../views/support/support-chat-world'
import type { Driver, DriverCtx, HeldStream, Layer, StepContext } from './support/protocol'

interface Ctx extends DriverCtx {
  call: CheckoutCall
  operator: string
  stream: HeldStream
  token: string
  userId: number
  conversationId: number | null
  /** The conversation as the server has it, oldest first ('picture' for a picture). */
  stored: string[]
  /** How long it was when the page opened. */
  initial: number
  /** Pages of that the page has read. */
  pages: number
  /** What the shopper sent that the server does not have yet, in order. */
  queued: string[]
  /** How many of `queued` the batch on its way holds (0: none on its way). */
  batch: number
  /** SENDs so far. */
  sends: number
  /** The banner may say reconnecting: a failure, or going offline (which may break the stream first). */
  failed: 'no' | 'yes' | 'maybe'
}

const PAGE = 20
/** A text of the page in the path's language. */
const t = (ctx: Ctx, key: string) => ctx.layer.text(key)
const operators = new WeakMap<Layer, Promise<string>>()
const banner = { css: '.service-banner' }
const bubbles = (which: string) => ({ css: `.service-message${which} .service-text, .service-message${which} .service-picture` })
const waiting = bubbles('.is-waiting')
const stored = bubbles(':not(.is-waiting):not(.is-refused)')
const earlier = (ctx: Ctx) => ({ role: 'button', name: t(ctx, 'ui.serviceLoadEarlier') }) as const
const retry = (ctx: Ctx) => ({ role: 'button', name: t(ctx, 'ui.retry') }) as const
/** Each bubble as a person reads it: its text, or "picture". */
const read = async (ctx: Ctx, target: { css: string }) => (await ctx.session.screen.texts(target)).map((text) => text || 'picture')
const loading = async (ctx: Ctx) => ((await ctx.session.screen.attribute(earlier(ctx), 'class')) ?? '').includes('adm-button-loading')
const until = (ctx: Ctx, check: () => unknown, expected: unknown) => ctx.session.screen.eventually(async () => expect(await check()).toEqual(expected))

async function bannerSays(ctx: Ctx, ...allowed: Array<string | null>) {
  await ctx.session.screen.eventually(async () => {
    const shown = (await ctx.session.screen.count(banner)) ? (await ctx.session.screen.texts(banner))[0]! : null
    expect(allowed).toContain(shown)
  })
}

/** Keeps count of the batch on its way: a sending state entered (from idle, waiting, or again after more was typed) takes everything queued. */
function followBatch(ctx: Ctx, { path, index }: StepContext) {
  const sending = (state: string[] | undefined) => !!state?.some((s) => s.startsWith('chat.outbox.sending'))
  const now = path.steps[index]!
  const restarted = now.event.type === 'xstate.done.actor.sendQueued' && sending(now.state)
  if (sending(now.state) && (!sending(path.steps[index - 1]?.state) || restarted)) ctx.batch = ctx.queued.length
  if (!sending(now.state)) ctx.batch = 0
}

const events: Record<string, (ctx: Ctx, event: PathStep['event']) => Promise<unknown>> = {
  'xstate.done.actor.loadLatest': async (ctx) => {
    await ctx.session.transport.release(MESSAGES, 'pass')
    ctx.pages = 1
  },
  'xstate.error.actor.loadLatest': (ctx) => ctx.session.transport.release(MESSAGES, 'fail'),
  RETRY: (ctx) => ctx.session.screen.click(retry(ctx)),
  ONLINE: (ctx) => ctx.session.screen.network('online'),
  OFFLINE: async (ctx) => {
    await ctx.session.screen.network('offline')
    if (ctx.failed === 'no') ctx.failed = 'maybe'
  },
  LOAD_EARLIER: (ctx) => ctx.session.screen.click(earlier(ctx)),
  'xstate.done.actor.loadEarlier': async (ctx) => {
    await ctx.session.transport.release(MESSAGES, 'pass')
    ctx.pages++
  },
  'xstate.error.actor.loadEarlier': async (ctx) => {
    await ctx.session.transport.release(MESSAGES, 'fail')
    await ctx.session.screen.toasted(ctx.layer.text('msg.networkError'))
  },
  SEND: async (ctx) => {
    const { screen } = ctx.session
    const n = ctx.sends++
    if (isPicture(n)) {
      await screen.choose({ css: '.service-picture-button input[type=file]' }, { name: 'parcel.png', mimeType: 'image/png', buffer: PARCEL_PNG })
      ctx.queued.push('picture')
      return
    }
    const text = TYPED[n % TYPED.length]!
    const send = { role: 'button', name: t(ctx, 'ui.serviceSend') } as const
    expect(await screen.attribute(send, 'disabled')).not.toBeNull()
    await screen.fill({ label: t(ctx, 'ui.serviceMessageLabel') }, text)
    await screen.click(send)
    // The box is empty again, so Send waits for more.
    await until(ctx, async () => (await screen.attribute(send, 'disabled')) !== null, true)
    ctx.queued.push(text)
  },
  OPENED: async (ctx) => {
    await ctx.stream.release('pass')
    ctx.failed = 'no'
  },
  FAILED: async (ctx) => {
    await ctx.stream.release('fail')
    ctx.failed = 'yes'
  },
  DROPPED: async (ctx) => {
    await until(ctx, () => ctx.stream.openStreams(), 1)
    ctx.stream.cut()
    ctx.failed = 'yes'
  },
  RECEIVED: async (ctx) => {
    ctx.conversationId ??= await conversationOf(ctx.call, ctx.operator, ctx.userId)
    await supportReplies(ctx.call, ctx.operator, ctx.conversationId, LIVE_REPLY)
    ctx.stored.push(LIVE_REPLY)
  },
  'xstate.done.actor.sendQueued': async (ctx) => {
    const batch = ctx.queued.splice(0, ctx.batch)
    for (let i = 0; i < batch.length; i++) await ctx.session.transport.release(SEND, 'pass')
    ctx.stored.push(...batch)
  },
  'xstate.error.actor.sendQueued': (ctx) => ctx.session.transport.release(SEND, 'fail'),
  'xstate.after.reconnectDelay.supportChat.chat.connection.reconnecting': (ctx) => until(ctx, () => ctx.stream.isPending(), true),
  'xstate.after.sendRetryDelay.supportChat.chat.outbox.waiting': (ctx) => until(ctx, () => ctx.session.transport.isPending(SEND), true),
}

export const driver: Driver<Ctx> = {
  cannotProduce: { browser: ['DROPPED'] },
  async start(layer, path) {
    const call = checkoutCallVia(layer.backend.fetch)
    const { account, password } = DEMO_ACCOUNTS.operator
    if (!operators.has(layer)) operators.set(layer, call('POST', '/api/user/login', { account, password }).then((answer) => answer.data.userinfo.token as string))
    const operator = await operators.get(layer)!
    const { token } = await layer.backend.newAccount()
    const { id: userId } = (await call('GET', '/api/user/getUserInfo', undefined, token)).data
    const { texts, conversationId } = await prepareConversation(call, token, operator, conversationSizeOf(path))
    const session = await layer.open('/service', { hold: [MESSAGES, SEND], holdStream: '/api/service/stream', token })
    return {
      session, layer, call, operator, stream: session.stream!, token, userId, conversationId,
      stored: texts, initial: texts.length, pages: 0, queued: [], batch: 0, sends: 0, failed: 'no',
    }
  },
  events: Object.fromEntries(
    Object.entries(events).map(([type, run]) => [
      type,
      async (ctx: Ctx, event: PathStep['event'], step: StepContext) => {
        await run(ctx, event)
        followBatch(ctx, step)
      },
    ]),
  ),
  states: {
    loading: async (ctx) => {
      await until(ctx, () => ctx.session.transport.isPending(MESSAGES), true)
      await ctx.session.screen.visible({ css: '.service-page .skeleton-paragraph' })
      expect(await ctx.session.screen.count({ css: '.service-composer' })).toBe(0)
    },
    loadFailed: async (ctx) => {
      await ctx.session.screen.visible({ text: t(ctx, 'ui.loadFailed') })
      await ctx.session.screen.visible(retry(ctx))
      expect(await ctx.session.screen.count({ css: '.service-composer' })).toBe(0)
    },
    'chat.connection.connected.connecting': async (ctx) => {
      const [connecting, reconnecting] = [t(ctx, 'ui.serviceConnecting'), t(ctx, 'ui.serviceReconnecting')]
      await bannerSays(ctx, ...{ no: [connecting], yes: [reconnecting], maybe: [connecting, reconnecting] }[ctx.failed])
      await until(ctx, () => ctx.stream.isPending(), true)
    },
    'chat.connection.connected.live': async (ctx) => {
      await bannerSays(ctx, null)
      if (ctx.stream.openStreams() !== null) await until(ctx, () => ctx.stream.openStreams(), 1)
      // What the server has is on the page, the newest last: a reply heard live included.
      if (ctx.stored.length) await until(ctx, async () => (await read(ctx, stored)).at(-1), ctx.stored.at(-1))
    },
    'chat.connection.reconnecting': async (ctx) => {
      await bannerSays(ctx, t(ctx, 'ui.serviceReconnecting'))
      expect(ctx.stream.openStreams() ?? 0).toBe(0)
    },
    'chat.connection.offline': async (ctx) => {
      await bannerSays(ctx, t(ctx, 'ui.serviceOffline'))
      await until(ctx, () => ctx.stream.openStreams() ?? 0, 0)
      expect(ctx.stream.isPending()).toBe(false)
    },
    'chat.earlier.more': async (ctx) => {
      await until(ctx, () => loading(ctx), false)
      expect(await ctx.session.screen.count({ text: t(ctx, 'ui.serviceBeginning') })).toBe(0)
      await until(ctx, () => ctx.session.screen.count(stored), Math.min(ctx.pages * PAGE, ctx.initial) + ctx.stored.length - ctx.initial)
    },
    'chat.earlier.loading': async (ctx) => {
      await until(ctx, () => loading(ctx), true)
      await until(ctx, () => ctx.session.transport.isPending(MESSAGES), true)
    },
    'chat.earlier.complete': async (ctx) => {
      await ctx.session.screen.visible({ text: t(ctx, 'ui.serviceBeginning') })
      expect(await ctx.session.screen.count(earlier(ctx))).toBe(0)
      await until(ctx, async () => (await read(ctx, stored)).slice(0, 2), ctx.stored.slice(0, 2))
    },
    'chat.outbox.idle': async (ctx) => {
      await until(ctx, () => ctx.session.screen.count(waiting), 0)
      await ctx.session.screen.eventually(async () => {
        const shown = await read(ctx, stored)
        expect(shown.slice(-ctx.stored.length)).toEqual(ctx.stored.slice(-shown.length))
      })
      expect(await storedTexts(ctx.call, ctx.token)).toEqual(ctx.stored.slice(-50))
    },
    'chat.outbox.waiting': async (ctx) => {
      await until(ctx, () => read(ctx, waiting), ctx.queued)
      for (const text of await ctx.session.screen.texts({ css: '.service-message.is-waiting' })) expect(text).toContain(t(ctx, 'ui.serviceWaiting'))
      // Not live: nothing goes out. (Live after a failed batch, the retry may already be on its way.)
      if (ctx.stream.openStreams() === 0) expect(ctx.session.transport.isPending(SEND)).toBe(false)
    },
    'chat.outbox.sending.caughtUp': async (ctx) => {
      await until(ctx, () => read(ctx, waiting), ctx.queued)
      await until(ctx, () => ctx.session.transport.isPending(SEND), true)
    },
    'chat.outbox.sending.typedMore': async (ctx) => {
      await until(ctx, () => read(ctx, waiting), ctx.queued)
      expect(ctx.queued.length).toBeGreaterThan(ctx.batch)
      await until(ctx, () => ctx.session.transport.isPending(SEND), true)
    },
  },
}
