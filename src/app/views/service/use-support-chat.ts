// The support chat machine bound to the shopper's own conversation: its pages, its live stream and
// sending (src/ui/support-chat holds the binding both the storefront and the console use).
import { serviceMessages, serviceSend, serviceStream, SUPPORT_PAGE_SIZE } from '../../../contract/support-chat'
import { RESEND, useSupportChatMachine, type ConversationCalls } from '../../../ui/support-chat/use-support-chat-machine'
import type { HttpClient } from '../../../client/http-client'
import { useHttp } from '../../session/use-session'

export { refusedForGood } from '../../../ui/support-chat/use-support-chat-machine'

/** The newest page (a failure is shown by the page) or an earlier one (a failure is toasted). */
const shopperCalls = (http: HttpClient): ConversationCalls => ({
  loadPage: (beforeId) => http.call(serviceMessages, { query: { before_id: beforeId, limit: SUPPORT_PAGE_SIZE } }, { silent: beforeId === undefined }),
  stream: (afterId, handlers) => http.stream(serviceStream, { query: { after_id: afterId } }, handlers),
  post: ({ clientId, text, image }) => http.call(serviceSend, { body: { client_id: clientId, ...(image ? { image } : { text }) } }, RESEND),
})

export function useSupportChat() {
  const http = useHttp()
  return useSupportChatMachine(http, shopperCalls(http))
}
