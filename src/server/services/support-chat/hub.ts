// Who hears a new customer service message at once: the open streams of the conversation's owner
// (their tabs and devices), through an in-process emitter keyed by that user. One process only:
// several API processes would relay each message through PostgreSQL LISTEN/NOTIFY instead
// (docs/decisions.md, Customer service).
import { EventEmitter } from 'node:events'
import type { SupportMessage } from '../../../contract/support-chat'

export interface SupportHub {
  /** Tells every open stream of the conversation's owner. */
  publish(ownerId: number, message: SupportMessage): void
  /** Listens for the owner's new messages; answers the way to stop. */
  subscribe(ownerId: number, listener: (message: SupportMessage) => void): () => void
  /** Open streams of a user (the limit per user is checked against it). */
  streamsOf(ownerId: number): number
}

export function createSupportHub(): SupportHub {
  const emitter = new EventEmitter()
  // Many shoppers, each with a tab or two: no listener count is a leak here.
  emitter.setMaxListeners(0)
  const key = (ownerId: number) => `user:${ownerId}`
  return {
    publish(ownerId, message) {
      emitter.emit(key(ownerId), message)
    },
    subscribe(ownerId, listener) {
      emitter.on(key(ownerId), listener)
      return () => emitter.off(key(ownerId), listener)
    },
    streamsOf(ownerId) {
      return emitter.listenerCount(key(ownerId))
    },
  }
}
