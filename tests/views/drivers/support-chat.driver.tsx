// The support chat machine through /service, each path with a new shopper whose conversation is as
// long as the path's readings say (tests/views/support/support-chat-world.ts), against the real
// server in-process. What the machine hears from the world is produced at its edge:
// - the conversation's pages (GET /api/service/messages) and each message sent (POST
//   /api/service/send) are held by the controlled transport: done releases them to the server,
//   error fails them like a dropped connection;
// - the stream (GET /api/service/stream) goes through the service line: OPENED lets the request
//   through to the server's real stream, FAILED fails it, DROPPED cuts the open stream; RECEIVED is
//   support answering through the operator's API, heard on that stream;
// - ONLINE and OFFLINE are the browser's own events; RETRY, LOAD_EARLIER and SEND are taps (the
//   second SEND of a path chooses a picture, the others type text);
// - the timers are real: the reconnect backoff (1 s) and the retry of a failed batch (2 s) run out,
//   and the step waits for the stream or the send they start. A person cannot tell "waiting to
//   reconnect" from "reconnecting" (both read "Connection lost. Reconnecting…"), nor a message
//   waiting from one on its way (both "Waiting to send"), so neither can these checks: the backoff
//   may run out while a step checks the page, and the path goes on the same.
import { expect } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { AppRuntime } from '../../../src/app/runtime'
import type { PathStep } from '../../../src/tools/statecharts/paths'
import { DEMO_ACCOUNTS } from '../../../src/server/db/demo-accounts'
import { PARCEL_PNG } from '../../support/pictures'
import { registerAccount } from '../support/accounts'
import { checkoutCallVia } from '../support/checkout'
import { ControlledTransport } from '../support/controlled-transport'
import { click, found, isLoading, q, setCookie } from '../support/interact'
import { withMultipartBodies } from '../support/multipart'
import { renderWithTransport } from '../support/render-app'
import { ServiceLine } from '../support/service-line'
import { sharedTestServer } from '../support/shared-server'
import {
  conversationOf, conversationSizeOf, isPicture, LIVE_REPLY, MESSAGES, prepareConversation, SEND, storedTexts, supportReplies, TYPED,
} from '../support/support-chat-world'
import { watchAppToasts, type ToastWatch } from '../support/toasts'
import type { ViewDriver } from '../support/view-driver'

interface Ctx {
  transport: ControlledTransport
  line: ServiceLine
  runtime: AppRuntime
  toasts: ToastWatch
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
  /** The stream failed since it was last live: the banner says reconnecting. */
  failed: boolean
}

const shared = sharedTestServer()
const call = checkoutCallVia((path, init) => shared.server.app.request(path, init))
let operator: string
const PAGE = 20

const banner = () => q('.service-banner')?.textContent ?? null
const waitingBubbles = () => [...document.querySelectorAll('.service-message.is-waiting')]
const storedBubbles = () => [...document.querySelectorAll('.service-message:not(.is-waiting):not(.is-refused)')]
const textOf = (bubble: Element) => (bubble.querySelector('.service-picture') ? 'picture' : bubble.querySelector('.service-text')?.textContent)
/** Longer than any backoff a path meets (two failures: 1 s, then 2 s) on a loaded machine. */
const SLOW = { timeout: 15_000 }

async function online(on: boolean) {
  await act(async () => void window.dispatchEvent(new Event(on ? 'online' : 'offline')))
}

/** Keeps count of the batch on its way: a sending state entered (from idle, waiting, or again after more was typed) takes everything queued. */
function followBatch(ctx: Ctx, steps: PathStep[], index: number) {
  const sending = (state: string[] | undefined) => !!state?.some((s) => s.startsWith('chat.outbox.sending'))
  const now = steps[index]!
  const before = steps[index - 1]?.state
  const restarted = now.event.type === 'xstate.done.actor.sendQueued' && sending(now.state)
  if (sending(now.state) && (!sending(before) || restarted)) ctx.batch = ctx.queued.length
  if (!sending(now.state)) ctx.batch = 0
}

async function checkBanner(ctx: Ctx, expected: string | null) {
  await waitFor(() => expect(banner()).toBe(expected), SLOW)
}

export const driver: ViewDriver<Ctx> = {
  async setup() {
    await shared.setup()
    operator = await shared.server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
    // jsdom draws no pictures: a picture waiting to be sent is shown from an object URL.
    URL.createObjectURL ??= () => 'blob:support-chat-test'
    URL.revokeObjectURL ??= () => {}
  },
  teardown: shared.teardown,
  async start(path) {
    const account = await registerAccount(shared.server)
    const { id: userId } = (await call('GET', '/api/user/getUserInfo', undefined, account.token)).data
    const { texts, conversationId } = await prepareConversation(call, account.token, operator, conversationSizeOf(path))
    const transport = new ControlledTransport(shared.server)
    transport.hold(MESSAGES, SEND)
    const line = new ServiceLine(transport.fetch)
    setCookie('Admin-Token', account.token)
    const ctx: Ctx = {
      transport, line, runtime: undefined as never, toasts: await watchAppToasts(), token: account.token, userId, conversationId,
      stored: texts, initial: texts.length, pages: 0, queued: [], batch: 0, sends: 0, failed: false,
    }
    ctx.runtime = await renderWithTransport('/service', { fetch: withMultipartBodies(line.fetch) })
    return ctx
  },
  async stop(ctx) {
    ctx.toasts.stop()
    ctx.runtime?.session.stop()
    // Whatever the path left open goes: the page is gone.
    ctx.line.cut()
  },
  events: Object.fromEntries(
    Object.entries({
      'xstate.done.actor.loadLatest': async (ctx: Ctx) => {
        await ctx.transport.release(MESSAGES, 'pass')
        ctx.pages = 1
      },
      'xstate.error.actor.loadLatest': (ctx: Ctx) => ctx.transport.release(MESSAGES, 'fail'),
      RETRY: async () => click(await screen.findByRole('button', { name: 'Retry' })),
      ONLINE: () => online(true),
      OFFLINE: () => online(false),
      LOAD_EARLIER: async () => click(await screen.findByRole('button', { name: 'Load earlier messages' })),
      'xstate.done.actor.loadEarlier': async (ctx: Ctx) => {
        await ctx.transport.release(MESSAGES, 'pass')
        ctx.pages++
      },
      'xstate.error.actor.loadEarlier': async (ctx: Ctx) => {
        await ctx.transport.release(MESSAGES, 'fail')
        await waitFor(() => expect(ctx.toasts.shown).toContain('Backend interface connection abnormal'))
        ctx.toasts.shown.length = 0
      },
      SEND: async (ctx: Ctx) => {
        const n = ctx.sends++
        if (isPicture(n)) {
          const input = await found<HTMLInputElement>('.service-picture-button input[type=file]')
          await act(async () => void fireEvent.change(input, { target: { files: [new File([PARCEL_PNG], 'parcel.png', { type: 'image/png' })] } }))
          ctx.queued.push('picture')
        } else {
          const text = TYPED[n % TYPED.length]!
          const box = await screen.findByLabelText('Message')
          const send = screen.getByRole('button', { name: 'Send' })
          expect(send.hasAttribute('disabled')).toBe(true)
          await act(async () => void fireEvent.change(box, { target: { value: text } }))
          await click(send)
          expect((box as HTMLTextAreaElement).value).toBe('')
          ctx.queued.push(text)
        }
      },
      OPENED: async (ctx: Ctx) => {
        await ctx.line.release('pass')
        ctx.failed = false
      },
      FAILED: async (ctx: Ctx) => {
        await ctx.line.release('fail')
        ctx.failed = true
      },
      DROPPED: async (ctx: Ctx) => {
        await waitFor(() => expect(ctx.line.openStreams()).toBe(1))
        ctx.line.cut()
        ctx.failed = true
      },
      RECEIVED: async (ctx: Ctx) => {
        ctx.conversationId ??= await conversationOf(call, operator, ctx.userId)
        await supportReplies(call, operator, ctx.conversationId, LIVE_REPLY)
        ctx.stored.push(LIVE_REPLY)
      },
      'xstate.done.actor.sendQueued': async (ctx: Ctx) => {
        const batch = ctx.queued.splice(0, ctx.batch)
        for (let i = 0; i < batch.length; i++) await ctx.transport.release(SEND, 'pass')
        ctx.stored.push(...batch)
      },
      'xstate.error.actor.sendQueued': (ctx: Ctx) => ctx.transport.release(SEND, 'fail'),
      'xstate.after.reconnectDelay.supportChat.chat.connection.reconnecting': async (ctx: Ctx) => {
        await ctx.line.nextRequest(15_000)
      },
      'xstate.after.sendRetryDelay.supportChat.chat.outbox.waiting': async (ctx: Ctx) => {
        await waitFor(() => expect(ctx.transport.isPending(SEND)).toBe(true), SLOW)
      },
    } satisfies Record<string, (ctx: Ctx, event: PathStep['event']) => Promise<unknown> | unknown>).map(([type, run]) => [
      type,
      async (ctx: Ctx, event: PathStep['event'], { path, index }: { path: { steps: PathStep[] }; index: number }) => {
        await (run as (ctx: Ctx, event: PathStep['event']) => unknown)(ctx, event)
        followBatch(ctx, path.steps, index)
      },
    ]),
  ),
  states: {
    loading: async (ctx) => {
      await waitFor(() => expect(ctx.transport.isPending(MESSAGES)).toBe(true))
      expect(q('.service-page .skeleton-paragraph')).not.toBeNull()
      expect(q('.service-composer')).toBeNull()
    },
    loadFailed: async () => {
      await screen.findByText('Failed to load')
      expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
      expect(q('.service-composer')).toBeNull()
    },
    'chat.connection.connected.connecting': async (ctx) => {
      await checkBanner(ctx, ctx.failed ? 'Connection lost. Reconnecting…' : 'Connecting…')
      await waitFor(() => expect(ctx.line.isPending()).toBe(true), SLOW)
    },
    'chat.connection.connected.live': async (ctx) => {
      await checkBanner(ctx, null)
      await waitFor(() => expect(ctx.line.openStreams()).toBe(1))
      // What the server has is on the page, the newest last: a reply heard live included.
      if (ctx.stored.length) await waitFor(() => expect(textOf(storedBubbles().at(-1)!)).toBe(ctx.stored.at(-1)))
    },
    'chat.connection.reconnecting': async (ctx) => {
      await checkBanner(ctx, 'Connection lost. Reconnecting…')
      expect(ctx.line.openStreams()).toBe(0)
    },
    'chat.connection.offline': async (ctx) => {
      await checkBanner(ctx, 'You are offline. Messages you send now go out when you are back online.')
      await waitFor(() => expect(ctx.line.openStreams()).toBe(0))
      expect(ctx.line.isPending()).toBe(false)
    },
    'chat.earlier.more': async (ctx) => {
      const button = await screen.findByRole('button', { name: 'Load earlier messages' })
      await waitFor(() => expect(isLoading(button)).toBe(false))
      expect(screen.queryByText('This is the beginning of your conversation')).toBeNull()
      await waitFor(() => expect(storedBubbles().length).toBe(Math.min(ctx.pages * PAGE, ctx.initial) + ctx.stored.length - ctx.initial))
    },
    'chat.earlier.loading': async (ctx) => {
      await waitFor(() => expect(isLoading(screen.getByRole('button', { name: 'Load earlier messages' }))).toBe(true))
      await waitFor(() => expect(ctx.transport.isPending(MESSAGES)).toBe(true))
    },
    'chat.earlier.complete': async (ctx) => {
      await screen.findByText('This is the beginning of your conversation')
      expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull()
      await waitFor(() => expect(storedBubbles().map(textOf).slice(0, 2)).toEqual(ctx.stored.slice(0, 2)))
    },
    'chat.outbox.idle': async (ctx) => {
      await waitFor(() => expect(waitingBubbles()).toHaveLength(0))
      await waitFor(() => expect(storedBubbles().map(textOf).slice(-ctx.stored.length)).toEqual(ctx.stored.slice(-storedBubbles().length)))
      expect(await storedTexts(call, ctx.token)).toEqual(ctx.stored.slice(-50))
    },
    'chat.outbox.waiting': async (ctx) => {
      await waitFor(() => expect(waitingBubbles().map(textOf)).toEqual(ctx.queued))
      expect(waitingBubbles().every((bubble) => bubble.textContent?.includes('Waiting to send'))).toBe(true)
      // Not live: nothing goes out. (Live after a failed batch, the retry may already be on its way.)
      if (ctx.line.openStreams() === 0) expect(ctx.transport.isPending(SEND)).toBe(false)
    },
    'chat.outbox.sending.caughtUp': async (ctx) => {
      await waitFor(() => expect(waitingBubbles().map(textOf)).toEqual(ctx.queued))
      await waitFor(() => expect(ctx.transport.isPending(SEND)).toBe(true), SLOW)
    },
    'chat.outbox.sending.typedMore': async (ctx) => {
      await waitFor(() => expect(waitingBubbles().map(textOf)).toEqual(ctx.queued))
      expect(ctx.queued.length).toBeGreaterThan(ctx.batch)
      await waitFor(() => expect(ctx.transport.isPending(SEND)).toBe(true), SLOW)
    },
  },
}
