// The support chat machine in Chromium, through /service, each path with a new shopper of the
// demo server whose conversation is as long as the path's readings say (written through the HTTP
// API: tests/views/support/support-chat-world.ts). Only the fewest paths that take every transition
// Chromium can produce are replayed (tests/e2e/support/transition-cover.ts); the views replay all.
// - Pages of the conversation and each message sent are held by Playwright routes: done releases
//   them to the server, error aborts them like a dropped connection.
// - The stream is held too: OPENED lets it through to the server's real stream, FAILED aborts it.
//   DROPPED (an open stream breaking off alone) is not produced here: Chromium cannot cut one
//   response without cutting the whole network, which it reports as offline (the views cut it).
// - OFFLINE and ONLINE are context.setOffline, the browser's own events; going offline may also
//   break a stream the page then reports first, so after it the banner may say either word.
// - RECEIVED is support answering through the operator's HTTP API: the answer must appear live.
// - The timers are real (reconnect 1 s, a failed batch again after 2 s): those steps wait for the
//   stream or the send they start.
import { expect } from '../support/expect'
import type { BrowserContext, Page, Request, Route } from 'playwright-core'
import { examples, supportChatMachine } from '../../../machines/support-chat.machine'
import { DEMO_ACCOUNTS } from '../../../src/server/db/demo-accounts'
import type { PathStep } from '../../../src/tools/statecharts/paths'
import { PARCEL_PNG } from '../../support/pictures'
import {
  conversationOf, conversationSizeOf, isPicture, LIVE_REPLY, MESSAGES, prepareConversation, SEND, storedTexts, supportReplies, TYPED,
} from '../../views/support/support-chat-world'
import type { CheckoutCall } from '../../views/support/checkout'
import { api, newAccount } from '../support/api'
import { openPhone } from '../support/browser'
import type { BrowserDriver } from '../support/browser-driver'
import { BrowserTransport } from '../support/browser-transport'
import { checkoutCall, recordToasts, type PageToasts } from '../support/checkout'
import { coveringPathIds } from '../support/transition-cover'

const CANNOT = ['DROPPED']
const COVER = coveringPathIds(supportChatMachine, examples, CANNOT)
const PAGE = 20

/** The stream's requests, held until let through or aborted; the ones the page gave up on are skipped. */
class StreamRoutes {
  private held: Route[] = []
  private readonly failed = new Set<Request>()
  constructor(private readonly page: Page) {}

  async install() {
    this.page.on('requestfailed', (request) => void this.failed.add(request))
    await this.page.route((url) => url.pathname === '/api/service/stream', (route) => void this.held.push(route))
  }

  private live() {
    this.held = this.held.filter((route) => !this.failed.has(route.request()))
    return this.held
  }

  isPending() {
    return this.live().length > 0
  }

  async next(timeoutMs = 15_000) {
    await expect.poll(() => this.isPending(), { timeout: timeoutMs, message: 'the page opened no stream' }).toBe(true)
  }

  async release(outcome: 'pass' | 'fail') {
    for (;;) {
      await this.next()
      const route = this.live().shift()!
      this.held = this.held.filter((r) => r !== route)
      try {
        if (outcome === 'pass') await route.continue()
        else await route.abort('failed')
        return
      } catch {
        // The page gave it up meanwhile: the next one is the one it waits on.
      }
    }
  }
}

interface Ctx {
  call: CheckoutCall
  operator: string
  context: BrowserContext
  page: Page
  transport: BrowserTransport
  streams: StreamRoutes
  toasts: PageToasts
  token: string
  userId: number
  conversationId: number | null
  stored: string[]
  initial: number
  pages: number
  queued: string[]
  batch: number
  sends: number
  /** The banner may say reconnecting: a failure, or going offline (which may break the stream first). */
  failed: 'no' | 'yes' | 'maybe'
}

const banner = (s: Ctx) => s.page.locator('.service-banner')
const waitingBubbles = (s: Ctx) => s.page.locator('.service-message.is-waiting')
const storedBubbles = (s: Ctx) => s.page.locator('.service-message:not(.is-waiting):not(.is-refused)')
const earlierButton = (s: Ctx) => s.page.getByRole('button', { name: 'Load earlier messages' })
const SLOW = { timeout: 15_000 }

/** Each bubble as a person reads it: its text, or "picture". */
const bubbleTexts = (bubbles: ReturnType<typeof storedBubbles>) =>
  bubbles.evaluateAll((items) => items.map((item) => (item.querySelector('.service-picture') ? 'picture' : item.querySelector('.service-text')?.textContent ?? null)))

async function bannerSays(s: Ctx, expected: string | null | string[]) {
  if (expected === null) return expect.poll(() => banner(s).count(), SLOW).toBe(0)
  const allowed = Array.isArray(expected) ? expected : [expected]
  await expect.poll(async () => allowed.includes((await banner(s).textContent({ timeout: 1000 }).catch(() => null)) ?? ''), SLOW).toBe(true)
}

function followBatch(s: Ctx, steps: PathStep[], index: number) {
  const sending = (state: string[] | undefined) => !!state?.some((x) => x.startsWith('chat.outbox.sending'))
  const now = steps[index]!
  const restarted = now.event.type === 'xstate.done.actor.sendQueued' && sending(now.state)
  if (sending(now.state) && (!sending(steps[index - 1]?.state) || restarted)) s.batch = s.queued.length
  if (!sending(now.state)) s.batch = 0
}

const events: Record<string, (s: Ctx, event: PathStep['event']) => Promise<unknown>> = {
  'xstate.done.actor.loadLatest': async (s) => {
    await s.transport.release(MESSAGES, 'pass')
    s.pages = 1
  },
  'xstate.error.actor.loadLatest': (s) => s.transport.release(MESSAGES, 'fail'),
  RETRY: (s) => s.page.getByRole('button', { name: 'Retry' }).click(),
  ONLINE: async (s) => {
    // The browser goes off and comes back: offline is nothing to a page still loading or failed.
    await s.context.setOffline(true)
    await s.context.setOffline(false)
  },
  OFFLINE: async (s) => {
    await s.context.setOffline(true)
    if (s.failed === 'no') s.failed = 'maybe'
  },
  LOAD_EARLIER: (s) => earlierButton(s).click(),
  'xstate.done.actor.loadEarlier': async (s) => {
    await s.transport.release(MESSAGES, 'pass')
    s.pages++
  },
  'xstate.error.actor.loadEarlier': async (s) => {
    await s.transport.release(MESSAGES, 'fail')
    await expect.poll(() => s.toasts.shown()).toContain('Backend interface connection abnormal')
    await s.toasts.clear()
  },
  SEND: async (s) => {
    const n = s.sends++
    if (isPicture(n)) {
      await s.page.locator('.service-picture-button input[type=file]').setInputFiles({ name: 'parcel.png', mimeType: 'image/png', buffer: PARCEL_PNG })
      s.queued.push('picture')
    } else {
      const text = TYPED[n % TYPED.length]!
      const send = s.page.getByRole('button', { name: 'Send', exact: true })
      expect(await send.isDisabled()).toBe(true)
      await s.page.getByLabel('Message', { exact: true }).fill(text)
      await send.click()
      await expect.poll(() => s.page.getByLabel('Message', { exact: true }).inputValue()).toBe('')
      s.queued.push(text)
    }
  },
  OPENED: async (s) => {
    await s.streams.release('pass')
    s.failed = 'no'
  },
  FAILED: async (s) => {
    await s.streams.release('fail')
    s.failed = 'yes'
  },
  RECEIVED: async (s) => {
    s.conversationId ??= await conversationOf(s.call, s.operator, s.userId)
    await supportReplies(s.call, s.operator, s.conversationId, LIVE_REPLY)
    s.stored.push(LIVE_REPLY)
  },
  'xstate.done.actor.sendQueued': async (s) => {
    const batch = s.queued.splice(0, s.batch)
    for (let i = 0; i < batch.length; i++) await s.transport.release(SEND, 'pass')
    s.stored.push(...batch)
  },
  'xstate.error.actor.sendQueued': (s) => s.transport.release(SEND, 'fail'),
  'xstate.after.reconnectDelay.supportChat.chat.connection.reconnecting': (s) => s.streams.next(),
  'xstate.after.sendRetryDelay.supportChat.chat.outbox.waiting': (s) => expect.poll(() => s.transport.isPending(SEND), SLOW).toBe(true),
}

export const driver: BrowserDriver<Ctx> = {
  accepts: (path) => COVER.has(path.id),
  cannotProduce: CANNOT,
  async start(browser, baseURL, path) {
    const call = checkoutCall(baseURL)
    const operator = (await api(baseURL, 'POST', '/api/user/login', { account: DEMO_ACCOUNTS.operator.account, password: DEMO_ACCOUNTS.operator.password })).data.userinfo.token as string
    const account = await newAccount(baseURL)
    const { id: userId } = (await call('GET', '/api/user/getUserInfo', undefined, account.token)).data
    const { texts, conversationId } = await prepareConversation(call, account.token, operator, conversationSizeOf(path))
    const { context, page } = await openPhone(browser, baseURL)
    const transport = new BrowserTransport(page)
    await transport.hold(MESSAGES, SEND)
    const streams = new StreamRoutes(page)
    await streams.install()
    await context.addCookies([{ name: 'Admin-Token', value: account.token, domain: new URL(baseURL).hostname, path: '/' }])
    const s: Ctx = {
      call, operator, context, page, transport, streams, toasts: await recordToasts(page), token: account.token, userId, conversationId,
      stored: texts, initial: texts.length, pages: 0, queued: [], batch: 0, sends: 0, failed: 'no',
    }
    await page.goto('/service')
    return s
  },
  stop: (s) => s.context.close(),
  events: Object.fromEntries(
    Object.entries(events).map(([type, run]) => [
      type,
      async (s: Ctx, event: PathStep['event'], { path, index }: { path: { steps: PathStep[] }; index: number }) => {
        await run(s, event)
        followBatch(s, path.steps, index)
      },
    ]),
  ),
  states: {
    loading: async (s) => {
      await expect.poll(() => s.transport.isPending(MESSAGES)).toBe(true)
      await s.page.locator('.service-page .skeleton-paragraph').first().waitFor()
      expect(await s.page.locator('.service-composer').count()).toBe(0)
    },
    loadFailed: async (s) => {
      await s.page.getByText('Failed to load').waitFor()
      expect(await s.page.getByRole('button', { name: 'Retry' }).count()).toBe(1)
    },
    'chat.connection.connected.connecting': async (s) => {
      const words = { no: ['Connecting…'], yes: ['Connection lost. Reconnecting…'], maybe: ['Connecting…', 'Connection lost. Reconnecting…'] }[s.failed]
      await bannerSays(s, words)
      await s.streams.next()
    },
    'chat.connection.connected.live': async (s) => {
      await bannerSays(s, null)
      if (s.stored.length) await expect.poll(async () => (await bubbleTexts(storedBubbles(s))).at(-1), SLOW).toBe(s.stored.at(-1))
    },
    'chat.connection.reconnecting': (s) => bannerSays(s, 'Connection lost. Reconnecting…'),
    'chat.connection.offline': (s) => bannerSays(s, 'You are offline. Messages you send now go out when you are back online.'),
    'chat.earlier.more': async (s) => {
      await expect.poll(async () => /adm-button-loading/.test((await earlierButton(s).getAttribute('class')) ?? '')).toBe(false)
      await expect.poll(() => storedBubbles(s).count()).toBe(Math.min(s.pages * PAGE, s.initial) + s.stored.length - s.initial)
    },
    'chat.earlier.loading': async (s) => {
      await expect.poll(async () => /adm-button-loading/.test((await earlierButton(s).getAttribute('class')) ?? '')).toBe(true)
      await expect.poll(() => s.transport.isPending(MESSAGES)).toBe(true)
    },
    'chat.earlier.complete': async (s) => {
      await s.page.getByText('This is the beginning of your conversation').waitFor()
      expect(await earlierButton(s).count()).toBe(0)
      await expect.poll(async () => (await bubbleTexts(storedBubbles(s))).slice(0, 2)).toEqual(s.stored.slice(0, 2))
    },
    'chat.outbox.idle': async (s) => {
      await expect.poll(() => waitingBubbles(s).count()).toBe(0)
      await expect.poll(async () => { const shown = await bubbleTexts(storedBubbles(s)); return shown.slice(-s.stored.length) }).toEqual(s.stored.slice(-(await storedBubbles(s).count())))
      expect(await storedTexts(s.call, s.token)).toEqual(s.stored.slice(-50))
    },
    'chat.outbox.waiting': async (s) => {
      await expect.poll(() => bubbleTexts(waitingBubbles(s))).toEqual(s.queued)
      expect(await waitingBubbles(s).evaluateAll((items) => items.every((item) => item.textContent?.includes('Waiting to send')))).toBe(true)
    },
    'chat.outbox.sending.caughtUp': async (s) => {
      await expect.poll(() => bubbleTexts(waitingBubbles(s))).toEqual(s.queued)
      await expect.poll(() => s.transport.isPending(SEND), SLOW).toBe(true)
    },
    'chat.outbox.sending.typedMore': async (s) => {
      await expect.poll(() => bubbleTexts(waitingBubbles(s))).toEqual(s.queued)
      expect(s.queued.length).toBeGreaterThan(s.batch)
      await expect.poll(() => s.transport.isPending(SEND), SLOW).toBe(true)
    },
  },
}
