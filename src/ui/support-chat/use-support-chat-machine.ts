// The support chat machine bound for a browser, for either side of a conversation: pages through
// the HTTP client, the live stream read with fetch (its events become the machine's OPENED,
// RECEIVED, FAILED and DROPPED), the queue sent in order (a picture uploaded first, once), and the
// browser's online and offline events. The storefront binds it to the shopper's own conversation,
// the console to the conversation an operator answers; each says which calls read and write it.
import { useEffect, useRef } from 'react'
import { useMachine } from '@xstate/react'
import { fromCallback, fromPromise } from 'xstate'
import { supportChatMachine, type OutgoingMessage, type SendOutcome } from '../../../machines/support-chat.machine'
import { ApiError } from '../../client/api-error'
import type { HttpClient } from '../../client/http-client'
import type { SupportMessage, SupportMessagePage } from '../../contract/support-chat'
import { upload } from '../../contract/uploads'

/** A stream silent this long is taken for dead (the server writes a comment every 20 s). */
const STREAM_IDLE_MS = 45_000
/** The client id makes a resend harmless: never refuse one as a repeat within the second. */
export const RESEND = { silent: true, headers: { 'repeat-submit': 'false' } }

/** A refusal that sending again cannot change (not a picture, too long, a picture gone); a busy server or a broken line can. */
export function refusedForGood(error: unknown): error is ApiError {
  if (!(error instanceof ApiError)) return false
  const reason = (error.data as { reason?: string } | null)?.reason
  return (error.kind === 'business' && reason !== 'rateLimited') || error.status === 400 || error.status === 413
}

/** How one side reads and writes its conversation. */
export interface ConversationCalls {
  /** The newest page, or the one before `beforeId`. */
  loadPage(beforeId: number | undefined): Promise<SupportMessagePage>
  /** Reads the live stream after `afterId` until it ends (the client's `stream` with these handlers). */
  stream(afterId: number, handlers: { signal: AbortSignal; idleTimeoutMs: number; onOpen(): void; onEvent(type: string, message: SupportMessage): void }): Promise<void>
  /** Sends one message (text, or a picture already uploaded) with its client id. */
  post(message: { clientId: string; text?: string; image?: string }): Promise<SupportMessage>
}

function chatActors(http: HttpClient, calls: ConversationCalls, uploaded: Map<string, string>) {
  return {
    loadMessages: fromPromise<SupportMessagePage, { beforeId?: number }>(({ input }) => calls.loadPage(input.beforeId)),
    openStream: fromCallback<{ type: 'CLOSE' }, { afterId: number }>(({ sendBack, input }) => {
      const controller = new AbortController()
      let opened = false
      const ended = () => {
        if (!controller.signal.aborted) sendBack({ type: opened ? 'DROPPED' : 'FAILED' })
      }
      calls
        .stream(input.afterId, {
          signal: controller.signal,
          idleTimeoutMs: STREAM_IDLE_MS,
          onOpen: () => {
            opened = true
            sendBack({ type: 'OPENED' })
          },
          onEvent: (type, message) => {
            if (type === 'message') sendBack({ type: 'RECEIVED', message })
          },
        })
        .then(ended, ended)
      return () => controller.abort()
    }),
    sendQueued: fromPromise<SendOutcome, { messages: OutgoingMessage[] }>(async ({ input }) => {
      const outcome: SendOutcome = { sent: [], refused: [] }
      for (const message of input.messages) {
        try {
          let image: string | undefined
          if (message.file) {
            image = uploaded.get(message.clientId) ?? (await http.call(upload, { body: { file: message.file } }, RESEND)).url
            uploaded.set(message.clientId, image)
          }
          outcome.sent.push(await calls.post({ clientId: message.clientId, ...(image ? { image } : { text: message.text }) }))
        } catch (error) {
          // Refused for good: shown with its reason, and the rest of the queue goes on.
          if (refusedForGood(error)) outcome.refused.push({ clientId: message.clientId, reason: error.msg })
          else throw error
        }
      }
      return outcome
    }),
  }
}

/** The machine running for one conversation (a new `calls` object is not a new conversation: key the component instead). */
export function useSupportChatMachine(http: HttpClient, calls: ConversationCalls) {
  // A picture uploaded for a message that then failed to send is not uploaded again.
  const uploaded = useRef(new Map<string, string>())
  const [state, send] = useMachine(supportChatMachine.provide({ actors: chatActors(http, calls, uploaded.current) }))

  useEffect(() => {
    const online = () => send({ type: 'ONLINE' })
    const offline = () => send({ type: 'OFFLINE' })
    window.addEventListener('online', online)
    window.addEventListener('offline', offline)
    return () => {
      window.removeEventListener('online', online)
      window.removeEventListener('offline', offline)
    }
  }, [send])

  return { state, send }
}
