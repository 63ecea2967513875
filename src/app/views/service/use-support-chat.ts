// The support chat machine with the app's side of it: pages of the conversation through the HTTP
// client, the live stream read with fetch (the stream's events become the machine's OPENED,
// RECEIVED, FAILED and DROPPED), the queue sent in order (a picture uploaded first, once), and the
// browser's online and offline events.
import { useEffect, useRef } from 'react'
import { useMachine } from '@xstate/react'
import { fromCallback, fromPromise } from 'xstate'
import { supportChatMachine, type OutgoingMessage, type SendOutcome } from '../../../../machines/support-chat.machine'
import { ApiError } from '../../../client/api-error'
import type { HttpClient } from '../../../client/http-client'
import { serviceMessages, serviceSend, serviceStream, SUPPORT_PAGE_SIZE } from '../../../contract/support-chat'
import { upload } from '../../../contract/uploads'
import { useHttp } from '../../session/use-session'

/** A stream silent this long is taken for dead (the server writes a comment every 20 s). */
const STREAM_IDLE_MS = 45_000
/** The client id makes a resend harmless: never refuse one as a repeat within the second. */
const RESEND = { silent: true, headers: { 'repeat-submit': 'false' } }

/** A refusal that sending again cannot change (not a picture, too long, a picture gone); a busy server or a broken line can. */
export function refusedForGood(error: unknown): error is ApiError {
  if (!(error instanceof ApiError)) return false
  const reason = (error.data as { reason?: string } | null)?.reason
  return (error.kind === 'business' && reason !== 'rateLimited') || error.status === 400 || error.status === 413
}

function chatActors(http: HttpClient, uploaded: Map<string, string>) {
  return {
    loadMessages: fromPromise<Awaited<ReturnType<typeof loadPage>>, { beforeId?: number }>(({ input }) => loadPage(http, input.beforeId)),
    openStream: fromCallback<{ type: 'CLOSE' }, { afterId: number }>(({ sendBack, input }) => {
      const controller = new AbortController()
      let opened = false
      const ended = () => {
        if (!controller.signal.aborted) sendBack({ type: opened ? 'DROPPED' : 'FAILED' })
      }
      http
        .stream(serviceStream, { query: { after_id: input.afterId } }, {
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
          outcome.sent.push(await http.call(serviceSend, { body: { client_id: message.clientId, ...(image ? { image } : { text: message.text }) } }, RESEND))
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

/** The newest page (a failure is shown by the page) or an earlier one (a failure is toasted). */
function loadPage(http: HttpClient, beforeId: number | undefined) {
  return http.call(serviceMessages, { query: { before_id: beforeId, limit: SUPPORT_PAGE_SIZE } }, { silent: beforeId === undefined })
}

export function useSupportChat() {
  const http = useHttp()
  // A picture uploaded for a message that then failed to send is not uploaded again.
  const uploaded = useRef(new Map<string, string>())
  const [state, send] = useMachine(supportChatMachine.provide({ actors: chatActors(http, uploaded.current) }))

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
