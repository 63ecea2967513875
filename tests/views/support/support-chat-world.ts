// The conversation a support chat path opens on, read from the path and written through the real
// API (the browser layer's server is another process): none, a short one (the newest page is all
// of it), or one long enough for every earlier page the path loads and one more. The shopper
// writes first; support's answers fill the rest. Shared by the view and browser drivers.
import type { GeneratedPath } from '../../../src/tools/statecharts/paths'
import type { CheckoutCall } from './checkout'

export const MESSAGES = 'GET /api/service/messages'
export const SEND = 'POST /api/service/send'
export const UPLOAD = 'POST /api/common/upload'
/** What the first message of a prepared conversation says. */
export const FIRST_WORDS = 'Hello, I ordered a phone case last week'
/** What support answers when a path has a message arrive live. */
export const LIVE_REPLY = 'It left our warehouse this morning: within three days.'
/** The shopper's own words, one per SEND of a path (a picture instead where `picture` says so). */
export const TYPED = ['Thank you! When will it arrive?', 'Can I change the colour?', 'Here is the order confirmation', 'One more question']
const PAGE = 20

/** The n-th SEND of a path (from 0) is a picture when it is the second one: both kinds of message go through every queue. */
export const isPicture = (n: number) => n === 1

/** How many messages the conversation holds before the page opens, from what the path's readings answer. */
export function conversationSizeOf(path: GeneratedPath): number {
  const outputs = (type: string) => path.steps.filter((step) => step.event.type === type).map((step) => (step.event as { output?: { has_earlier?: boolean } }).output)
  const latest = outputs('xstate.done.actor.loadLatest')[0]
  if (!latest?.has_earlier) return 2
  const earlierPagesWithMore = outputs('xstate.done.actor.loadEarlier').filter((output) => output?.has_earlier).length
  return PAGE * (1 + earlierPagesWithMore) + 5
}

function ok<T = any>(answer: { code: number; msg: string; data: T }, what: string): T {
  if (answer.code !== 1) throw new Error(`${what} failed: ${JSON.stringify(answer)}`)
  return answer.data
}

/** The texts of the conversation as written, oldest first. */
export async function prepareConversation(call: CheckoutCall, shopper: string, operator: string, size: number): Promise<{ texts: string[]; conversationId: number | null }> {
  if (size === 0) return { texts: [], conversationId: null }
  const texts = [FIRST_WORDS]
  ok(await call('POST', '/api/service/send', { client_id: `first-${Date.now()}-${Math.random().toString(16).slice(2)}`, text: FIRST_WORDS }, shopper), 'first message')
  const { id: userId } = ok(await call('GET', '/api/user/getUserInfo', undefined, shopper), 'shopper info')
  const conversationId = await conversationOf(call, operator, userId)
  for (let i = 1; i < size; i++) {
    const text = `Answer ${i}`
    ok(await call('POST', '/api/admin/service/reply', { conversation_id: conversationId, text }, operator), 'reply')
    texts.push(text)
  }
  return { texts, conversationId }
}

/** The shopper's conversation, found among the newest as an operator sees them. */
export async function conversationOf(call: CheckoutCall, operator: string, userId: number): Promise<number> {
  for (let page = 1; page <= 5; page++) {
    const { list } = ok(await call('GET', `/api/admin/service/conversations?page=${page}&limit=50`, undefined, operator), 'conversations')
    const found = (list as Array<{ id: number; user: { id: number } }>).find((row) => row.user.id === userId)
    if (found) return found.id
  }
  throw new Error(`no conversation of user ${userId}`)
}

/** Support answers, as an operator would from the console. */
export async function supportReplies(call: CheckoutCall, operator: string, conversationId: number, text: string) {
  return ok(await call('POST', '/api/admin/service/reply', { conversation_id: conversationId, text }, operator), 'reply')
}

/** The conversation as the server has it now (the newest 50), for what a state must have stored or not. */
export async function storedTexts(call: CheckoutCall, shopper: string): Promise<Array<string | null>> {
  const { list } = ok(await call('GET', '/api/service/messages?limit=50', undefined, shopper), 'messages')
  return (list as Array<{ text: string | null; image: string | null }>).map((m) => m.text ?? (m.image ? 'picture' : null))
}
