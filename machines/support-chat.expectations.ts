// What the support-chat machine must do, transition by transition, as a reviewer reads it: the model
// tests check every step of its generated paths against this table (see machines/expectations.ts).
import type { MachineExpectations } from './expectations'

export const expectations = [
  { from: 'loading', on: 'done: loadLatest', guard: 'hasEarlier', when: 'the page answered says earlier messages remain', to: 'chat.earlier.more', does: ['keepLatest'] },
  { from: 'loading', on: 'done: loadLatest', to: 'chat.earlier.complete', does: ['keepLatest'] },
  { from: 'loading', on: 'error: loadLatest', to: 'loadFailed', does: ['assign'] },
  { from: 'loadFailed', on: 'RETRY', to: 'loading' },
  { from: 'loadFailed', on: 'ONLINE', to: 'loading' },
  { from: 'chat.connection', on: 'OFFLINE', to: 'chat.connection.offline' },
  { from: 'chat.connection.connected.connecting', on: 'OPENED', to: 'chat.connection.connected.live', does: ['resetAttempts'] },
  { from: 'chat.connection.connected.connecting', on: 'FAILED', to: 'chat.connection.reconnecting', does: ['countAttempt'] },
  { from: 'chat.connection.connected.live', on: 'RECEIVED', does: ['receive'] },
  { from: 'chat.connection.connected.live', on: 'DROPPED', to: 'chat.connection.reconnecting', does: ['countAttempt'] },
  { from: 'chat.connection.reconnecting', on: 'ONLINE', to: 'chat.connection.connected' },
  { from: 'chat.connection.reconnecting', on: 'after reconnectDelay', to: 'chat.connection.connected' },
  { from: 'chat.connection.offline', on: 'ONLINE', to: 'chat.connection.connected' },
  { from: 'chat.earlier.more', on: 'LOAD_EARLIER', to: 'chat.earlier.loading' },
  { from: 'chat.earlier.loading', on: 'done: loadEarlier', guard: 'hasEarlier', when: 'the page answered says earlier messages remain', to: 'chat.earlier.more', does: ['keepEarlier'] },
  { from: 'chat.earlier.loading', on: 'done: loadEarlier', to: 'chat.earlier.complete', does: ['keepEarlier'] },
  { from: 'chat.earlier.loading', on: 'error: loadEarlier', to: 'chat.earlier.more' },
  { from: 'chat.outbox.idle', on: 'SEND', guard: 'and(isSendable, isLive)', when: 'something to send, and the stream is live', to: 'chat.outbox.sending', does: ['enqueue'] },
  { from: 'chat.outbox.idle', on: 'SEND', guard: 'isSendable', when: 'text the contract takes, or a picture', to: 'chat.outbox.waiting', does: ['enqueue'] },
  { from: 'chat.outbox.waiting', on: 'SEND', guard: 'isSendable', when: 'text the contract takes, or a picture', does: ['enqueue'] },
  { from: 'chat.outbox.waiting', on: 'OPENED', guard: 'isConnecting', when: 'the stream is connecting', to: 'chat.outbox.sending' },
  { from: 'chat.outbox.waiting', on: 'after sendRetryDelay', guard: 'isLive', when: 'the stream is live', to: 'chat.outbox.sending' },
  { from: 'chat.outbox.sending', on: 'error: sendQueued', to: 'chat.outbox.waiting', does: ['assign'] },
  { from: 'chat.outbox.sending.caughtUp', on: 'SEND', guard: 'isSendable', when: 'text the contract takes, or a picture', to: 'chat.outbox.sending.typedMore', does: ['enqueue'] },
  { from: 'chat.outbox.sending.caughtUp', on: 'done: sendQueued', to: 'chat.outbox.idle', does: ['keepSent'] },
  { from: 'chat.outbox.sending.typedMore', on: 'SEND', guard: 'isSendable', when: 'text the contract takes, or a picture', does: ['enqueue'] },
  { from: 'chat.outbox.sending.typedMore', on: 'done: sendQueued', guard: 'isLive', when: 'the stream is live', to: 'chat.outbox.sending', does: ['keepSent'] },
  { from: 'chat.outbox.sending.typedMore', on: 'done: sendQueued', to: 'chat.outbox.waiting', does: ['keepSent'] },
] satisfies MachineExpectations
