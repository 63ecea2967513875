// Who hears a new customer service message at once: the open streams of the conversation's owner
// (their tabs and devices), in whichever server process each stream is held. A message is
// published on the fleet's event bus once stored (PostgreSQL NOTIFY with several processes);
// each process hands it to its own streams of that owner through an emitter keyed by user.
import { EventEmitter } from 'node:events'
import type { SupportMessage } from '../../../contract/support-chat'
import type { EventBus } from '../../fleet/event-bus'

export interface SupportHub {
  /** Tells every open stream of the conversation's owner, in every process; resolves once sent. */
  publish(ownerId: number, message: SupportMessage): Promise<void>
  /** Listens for the owner's new messages in this process; answers the way to stop. */
  subscribe(ownerId: number, listener: (message: SupportMessage) => void): () => void
  /** Streams of a user listening in this process (the limit per user is counted in the database: stream-slots.ts). */
  streamsOf(ownerId: number): number
}

export function createSupportHub(bus: EventBus, log: (line: string) => void): SupportHub {
  const emitter = new EventEmitter()
  // Many shoppers, each with a tab or two: no listener count is a leak here.
  emitter.setMaxListeners(0)
  const key = (ownerId: number) => `user:${ownerId}`
  bus.subscribe('support', ({ ownerId, message }) => emitter.emit(key(ownerId), message as SupportMessage))
  return {
    // The message is stored whatever happens here: a stream that missed it gets it on reconnecting.
    publish: (ownerId, message) =>
      bus.publish('support', { ownerId, message }).catch((error: Error) => log(`error: publishing support message ${message.id} failed: ${error.message}`)),
    subscribe(ownerId, listener) {
      emitter.on(key(ownerId), listener)
      return () => emitter.off(key(ownerId), listener)
    },
    streamsOf: (ownerId) => emitter.listenerCount(key(ownerId)),
  }
}
