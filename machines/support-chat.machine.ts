// Customer service at /service (docs/product/screens.md#routes): the newest page of the conversation
// loads first, then three things run side by side. The connection: the live stream opens
// (connecting, live), and when it drops or cannot open it is tried again after a backoff (1 s,
// doubling to 30 s, at once when the browser says it is back online); offline while the browser
// says so. Earlier messages: a page at a time on request, until there are none. The outbox: what the
// shopper sends (text or a picture) is queued, and the queue is sent in order whenever the stream is
// live; typed while offline or reconnecting, it waits; a batch that fails stays queued and is sent
// again (its client ids make a resend harmless); a message the server refuses for good stays shown
// with the reason. Nothing typed is lost while the page is open.
import { and, assign, fromCallback, fromPromise, setup, stateIn } from 'xstate'
import { supportText, type SupportMessage, type SupportMessagePage } from '../src/contract/support-chat'
import type { MachineExamples } from './model-examples'
import type { MachineDescriptions } from './descriptions'

/** A message the shopper sent that the server has not stored yet: queued, or refused for good. */
export interface OutgoingMessage {
  clientId: string
  text?: string
  file?: Blob
  status: 'queued' | 'refused'
  /** Why the server refused it (its msg, in the shopper's language). */
  reason?: string
}

/** What a batch of the queue came to: stored messages, and those refused for good. */
export interface SendOutcome {
  sent: SupportMessage[]
  refused: Array<{ clientId: string; reason: string }>
}

export interface SupportChatContext {
  /** Stored messages, by id (oldest first). */
  messages: SupportMessage[]
  outbox: OutgoingMessage[]
  /** Failed attempts to open the stream since it was last live: the backoff grows with it. */
  attempts: number
  /** Why the first page could not be read. */
  loadError: unknown
  /** Why the last batch could not be sent (it is sent again). */
  sendError: unknown
}

export type SupportChatEvent =
  | { type: 'RETRY' }
  | { type: 'LOAD_EARLIER' }
  /** The shopper sends text or a picture, with the client id the view made for it. */
  | { type: 'SEND'; clientId: string; text?: string; file?: Blob }
  /** From the stream: it answered, a message arrived, it could not open, it broke off. */
  | { type: 'OPENED' }
  | { type: 'RECEIVED'; message: SupportMessage }
  | { type: 'FAILED' }
  | { type: 'DROPPED' }
  /** The browser's own online and offline events. */
  | { type: 'ONLINE' }
  | { type: 'OFFLINE' }

/** The backoff before the n-th attempt to open the stream again: 1 s, 2 s, 4 s ... at most 30 s. */
export const reconnectDelayMs = (attempts: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, attempts - 1))
/** How long a batch that failed while the stream stayed live waits before it is sent again. */
export const SEND_RETRY_MS = 2000

/** Whether a SEND carries something sendable: text the contract takes, or a picture. */
export function sendable(event: { text?: string; file?: Blob }): boolean {
  if (event.file !== undefined) return event.text === undefined
  return event.text !== undefined && supportText.safeParse(event.text).success
}

const byId = (messages: SupportMessage[]) => [...new Map(messages.map((m) => [m.id, m])).values()].sort((a, b) => a.id - b.id)
/** The stored messages with `more` merged in, and the outbox without what they store. */
function merged(context: SupportChatContext, more: SupportMessage[]) {
  const stored = new Set(more.map((m) => m.client_id).filter((id) => id !== null))
  return { messages: byId([...context.messages, ...more]), outbox: context.outbox.filter((m) => !stored.has(m.clientId)) }
}
export const queuedOf = (context: SupportChatContext) => context.outbox.filter((m) => m.status === 'queued')
const pageOf = (event: unknown) => (event as { output: SupportMessagePage }).output

export const supportChatMachine = setup({
  types: {
    context: {} as SupportChatContext,
    events: {} as SupportChatEvent,
  },
  actors: {
    /** GET /api/service/messages: the newest page, or the one before `beforeId`. */
    loadMessages: fromPromise<SupportMessagePage, { beforeId?: number }>(async () => {
      throw new Error('loadMessages is provided by the view')
    }),
    /**
     * The stream from after `afterId`: sends OPENED when it answers, RECEIVED for each message,
     * FAILED when it cannot open, DROPPED when it breaks off; closes when stopped.
     */
    openStream: fromCallback<{ type: 'CLOSE' }, { afterId: number }>(() => {
      throw new Error('openStream is provided by the view')
    }),
    /** Sends the batch in order (uploading pictures first); rejects when the line breaks. */
    sendQueued: fromPromise<SendOutcome, { messages: OutgoingMessage[] }>(async () => {
      throw new Error('sendQueued is provided by the view')
    }),
  },
  guards: {
    hasEarlier: ({ event }) => pageOf(event).has_earlier,
    isSendable: ({ event }) => event.type === 'SEND' && sendable(event),
    isLive: stateIn('#supportChat.chat.connection.connected.live'),
    /** OPENED is the stream answering: it only ever comes while connecting. */
    isConnecting: stateIn('#supportChat.chat.connection.connected.connecting'),
  },
  actions: {
    keepLatest: assign(({ event }) => ({ messages: byId(pageOf(event).list) })),
    keepEarlier: assign(({ context, event }) => ({ messages: byId([...pageOf(event).list, ...context.messages]) })),
    receive: assign(({ context, event }) => (event.type === 'RECEIVED' ? merged(context, [event.message]) : {})),
    enqueue: assign({
      outbox: ({ context, event }) => {
        if (event.type !== 'SEND') return context.outbox
        const text = event.text === undefined ? undefined : supportText.parse(event.text)
        return [...context.outbox, { clientId: event.clientId, ...(text === undefined ? { file: event.file } : { text }), status: 'queued' as const }]
      },
    }),
    keepSent: assign(({ context, event }) => {
      const { sent, refused } = (event as unknown as { output: SendOutcome }).output
      const next = merged(context, sent)
      const reasons = new Map(refused.map((r) => [r.clientId, r.reason]))
      return {
        ...next,
        outbox: next.outbox.map((m) => (reasons.has(m.clientId) ? { ...m, status: 'refused' as const, reason: reasons.get(m.clientId) } : m)),
        sendError: null,
      }
    }),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    resetAttempts: assign({ attempts: 0 }),
  },
  delays: {
    reconnectDelay: ({ context }) => reconnectDelayMs(context.attempts),
    sendRetryDelay: SEND_RETRY_MS,
  },
}).createMachine({
  id: 'supportChat',
  context: { messages: [], outbox: [], attempts: 0, loadError: null, sendError: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the newest messages of the conversation',
      invoke: {
        id: 'loadLatest',
        src: 'loadMessages',
        input: {},
        onDone: [
          { guard: 'hasEarlier', target: 'chat.earlier.more', actions: 'keepLatest' },
          { target: 'chat.earlier.complete', actions: 'keepLatest' },
        ],
        onError: { target: 'loadFailed', actions: assign({ loadError: ({ event }) => event.error }) },
      },
    },
    // The view says why; back online, it tries again by itself.
    loadFailed: {
      description: 'The conversation could not be read; the page offers to try again',
      on: { RETRY: 'loading', ONLINE: 'loading' },
    },
    chat: {
      description: 'The conversation is shown; connection, earlier messages and sending run side by side',
      type: 'parallel',
      states: {
        connection: {
          description: 'The live connection to customer service',
          initial: 'connected',
          on: { OFFLINE: '.offline' },
          states: {
            connected: {
              description: 'The live stream is open or opening',
              invoke: {
                id: 'stream',
                src: 'openStream',
                // From the newest message shown: what arrived meanwhile comes first.
                input: ({ context }) => ({ afterId: context.messages.at(-1)?.id ?? 0 }),
              },
              initial: 'connecting',
              states: {
                connecting: {
                  description: 'The live stream is opening',
                  on: {
                    OPENED: { target: 'live', actions: 'resetAttempts' },
                    FAILED: { target: '#supportChat.chat.connection.reconnecting', actions: 'countAttempt' },
                  },
                },
                live: {
                  description: 'Live: new messages arrive at once',
                  on: {
                    RECEIVED: { actions: 'receive' },
                    DROPPED: { target: '#supportChat.chat.connection.reconnecting', actions: 'countAttempt' },
                  },
                },
              },
            },
            reconnecting: {
              description: 'The stream dropped: trying again after a pause',
              after: { reconnectDelay: 'connected' },
              on: { ONLINE: 'connected' },
            },
            offline: {
              description: 'The browser is offline',
              on: { ONLINE: 'connected' },
            },
          },
        },
        earlier: {
          description: 'Whether earlier messages remain to load',
          initial: 'more',
          states: {
            more: {
              description: 'Earlier messages can be loaded',
              on: { LOAD_EARLIER: 'loading' },
            },
            loading: {
              description: 'Loading earlier messages',
              invoke: {
                id: 'loadEarlier',
                src: 'loadMessages',
                input: ({ context }) => ({ beforeId: context.messages[0]?.id }),
                onDone: [
                  { guard: 'hasEarlier', target: 'more', actions: 'keepEarlier' },
                  { target: 'complete', actions: 'keepEarlier' },
                ],
                // The client has said why; the button is there to try again.
                onError: 'more',
              },
            },
            complete: { description: 'The whole conversation is shown' },
          },
        },
        outbox: {
          description: 'The shopper\'s messages on their way',
          initial: 'idle',
          states: {
            idle: {
              description: 'Nothing waits to be sent',
              on: {
                SEND: [
                  { guard: and(['isSendable', 'isLive']), target: 'sending', actions: 'enqueue' },
                  { guard: 'isSendable', target: 'waiting', actions: 'enqueue' },
                ],
              },
            },
            // Queued until the stream is live again, or (after a failed batch while live) a moment later.
            waiting: {
              description: 'Messages wait for the connection before they are sent',
              on: {
                SEND: { guard: 'isSendable', actions: 'enqueue' },
                OPENED: { guard: 'isConnecting', target: 'sending' },
              },
              after: { sendRetryDelay: { guard: 'isLive', target: 'sending' } },
            },
            sending: {
              description: 'Messages are being sent',
              invoke: {
                id: 'sendQueued',
                src: 'sendQueued',
                input: ({ context }) => ({ messages: queuedOf(context) }),
                onError: { target: 'waiting', actions: assign({ sendError: ({ event }) => event.error }) },
              },
              initial: 'caughtUp',
              states: {
                // Nothing typed since the batch left: when it is through, the queue is empty.
                caughtUp: {
                  description: 'Sending what was typed',
                  on: {
                    SEND: { guard: 'isSendable', target: 'typedMore', actions: 'enqueue' },
                    'xstate.done.actor.sendQueued': { target: '#supportChat.chat.outbox.idle', actions: 'keepSent' },
                  },
                },
                // More was typed meanwhile: the next batch follows while live.
                typedMore: {
                  description: 'Sending, with more typed meanwhile',
                  on: {
                    SEND: { guard: 'isSendable', actions: 'enqueue' },
                    'xstate.done.actor.sendQueued': [
                      { guard: 'isLive', target: '#supportChat.chat.outbox.sending', reenter: true, actions: 'keepSent' },
                      { target: '#supportChat.chat.outbox.waiting', actions: 'keepSent' },
                    ],
                  },
                },
              },
            },
          },
        },
      },
    },
  },
})

export type SupportChatSnapshot = ReturnType<typeof supportChatMachine.getInitialSnapshot>

const at = '2026-11-22T10:00:00.000Z'
const message = (id: number, author: SupportMessage['author'], text: string, clientId: string | null = null): SupportMessage => ({
  id, author, text, image: null, client_id: clientId, created_at: at,
})
const page = (hasEarlier: boolean): SupportMessagePage => ({
  list: [message(21, 'shopper', 'Where is my parcel?', 'c0ffee0000000001'), message(22, 'support', 'It left the warehouse today.')],
  has_earlier: hasEarlier,
})

export const examples: MachineExamples = {
  events: {
    RETRY: [{}],
    LOAD_EARLIER: [{}],
    SEND: [{ clientId: 'c0ffee0000000002', text: 'Thank you! When will it arrive?' }],
    OPENED: [{}],
    RECEIVED: [{ message: message(23, 'support', 'Within three days.') }],
    FAILED: [{}],
    DROPPED: [{}],
    ONLINE: [{}],
    OFFLINE: [{}],
    // A long conversation (older pages exist) or a short one; a dropped line.
    'xstate.done.actor.loadLatest': [{ output: page(true) }, { output: page(false) }],
    'xstate.error.actor.loadLatest': [{ error: new Error('offline') }],
    'xstate.done.actor.loadEarlier': [{ output: page(true) }, { output: page(false) }],
    'xstate.error.actor.loadEarlier': [{ error: new Error('offline') }],
    'xstate.done.actor.sendQueued': [{ output: { sent: [message(24, 'shopper', 'Thank you! When will it arrive?', 'c0ffee0000000002')], refused: [] } satisfies SendOutcome }],
    'xstate.error.actor.sendQueued': [{ error: new Error('offline') }],
  },
}

/** What each event, guard and action means, in plain words: the atlas and the docs show them. */
export const descriptions: MachineDescriptions = {
  events: {
    'done: loadLatest': 'The server answered the newest messages',
    'error: loadLatest': 'The conversation could not be read',
    RETRY: 'The shopper taps Retry',
    ONLINE: 'The browser is back online',
    OFFLINE: 'The browser went offline',
    OPENED: 'The live stream opened',
    FAILED: 'The live stream could not open',
    RECEIVED: 'A message arrived',
    DROPPED: 'The live stream dropped',
    'after reconnectDelay': 'The pause before trying again is over',
    LOAD_EARLIER: 'The shopper scrolls up for earlier messages',
    'done: loadEarlier': 'The server answered earlier messages',
    'error: loadEarlier': 'Earlier messages could not be read',
    SEND: 'The shopper sends a message or a picture',
    'after sendRetryDelay': 'The pause before sending again is over',
    'done: sendQueued': 'The server took the messages',
    'error: sendQueued': 'The messages could not be sent',
  },
  guards: {
    hasEarlier: 'the page answered says earlier messages remain',
    isSendable: 'text the contract takes, or a picture',
    isConnecting: 'the stream is connecting',
    isLive: 'the stream is live',
  },
  actions: {
    keepLatest: 'Shows the newest messages',
    assign: 'Remembers the error',
    resetAttempts: 'Starts counting failed connections from zero',
    countAttempt: 'Counts a failed connection, for a longer pause',
    receive: 'Shows the message that arrived',
    keepEarlier: 'Shows the earlier messages above',
    enqueue: 'Puts the message in the outbox',
    keepSent: 'Shows the messages as sent',
    raise: 'Starts the pause timer',
    cancel: 'Stops the pause timer',
  },
}
