// One conversation as the operator answers it, rendering the storefront's support chat machine:
// the newest page first and earlier pages on request, the shopper's messages on the left and
// support's on the right, new ones arriving live (the connection's state says when they cannot),
// and a reply (text or a picture) shown at once, marked until stored, with the reason if refused.
import { useEffect, useRef, useState } from 'react'
import { Button } from 'antd-mobile'
import '../../../ui/antd-setup'
import type { OutgoingMessage } from '../../../../machines/support-chat.machine'
import { randomKey } from '../../../client/random-key'
import type { HttpClient } from '../../../client/http-client'
import {
  adminServiceMessages, adminServiceReply, adminServiceStream, MAX_SUPPORT_TEXT, SUPPORT_PAGE_SIZE, type SupportConversation, type SupportMessage,
} from '../../../contract/support-chat'
import { useTranslation } from 'react-i18next'
import { usePicturePreview } from '../../../ui/support-chat/use-picture-preview'
import { RESEND, useSupportChatMachine, type ConversationCalls } from '../../../ui/support-chat/use-support-chat-machine'
import { useConsole } from '../../session/use-console'
import { Moment } from '../common/moment'

type Chat = ReturnType<typeof useSupportChatMachine>

const operatorCalls = (http: HttpClient, conversationId: number, onConversation: (c: SupportConversation) => void): ConversationCalls => ({
  loadPage: async (beforeId) => {
    const page = await http.call(adminServiceMessages, { query: { conversation_id: conversationId, before_id: beforeId, limit: SUPPORT_PAGE_SIZE } }, { silent: beforeId === undefined })
    onConversation(page.conversation)
    return page
  },
  stream: (afterId, handlers) => http.stream(adminServiceStream, { query: { conversation_id: conversationId, after_id: afterId } }, handlers),
  post: ({ clientId, text, image }) =>
    http.call(adminServiceReply, { body: { conversation_id: conversationId, client_id: clientId, ...(image ? { image } : { text }) } }, RESEND),
})

export function ConversationPane({ conversationId, onReplied }: { conversationId: number; onReplied(): void }) {
  const { t } = useTranslation()
  const { http } = useConsole()
  const [conversation, setConversation] = useState<SupportConversation | null>(null)
  const chat = useSupportChatMachine(http, operatorCalls(http, conversationId, setConversation))
  const { state } = chat
  const end = useRef<HTMLDivElement>(null)
  const last = `${state.context.messages.at(-1)?.id}:${state.context.outbox.length}`
  useEffect(() => {
    // A block, not an arrow's value: Chromium's scrollIntoView answers a promise, which is no cleanup.
    end.current?.scrollIntoView?.({ block: 'end' })
  }, [last])
  // A reply stored moves the conversation below those still waiting.
  const replied = state.context.messages.filter((m) => m.author === 'support').length
  const seen = useRef<number | null>(null)
  useEffect(() => {
    if (state.matches('chat') && seen.current !== null && replied > seen.current) onReplied()
    if (state.matches('chat')) seen.current = replied
  }, [replied, state, onReplied])

  if (state.matches('loading')) return <div className="console-service-pane console-pending" aria-busy="true" />
  if (state.matches('loadFailed')) {
    const error = state.context.loadError as { msg?: string } | null
    return (
      <div className="console-service-pane console-notice" role="alert">
        <p>{error?.msg ?? t('ui.loadFailed')}</p>
        <Button size="small" onClick={() => chat.send({ type: 'RETRY' })}>{t('ui.retry')}</Button>
      </div>
    )
  }
  return (
    <div className="console-service-pane" aria-label={t('console.serviceDesk.conversationWith', { name: conversation?.user.name ?? '' })}>
      <header className="console-service-head">
        <strong>{conversation?.user.name}</strong> <span className="console-muted">@{conversation?.user.account}</span>
        <ConnectionState state={state} />
      </header>
      <div className="console-service-scroll">
        <Earlier {...chat} />
        <ol className="console-service-messages">
          {state.context.messages.map((message) => <Bubble key={message.id} message={message} />)}
          {state.context.outbox.map((message) => <Pending key={message.clientId} message={message} />)}
        </ol>
        <div ref={end} />
      </div>
      <ReplyBox {...chat} />
    </div>
  )
}

function ConnectionState({ state }: { state: Chat['state'] }) {
  const { t } = useTranslation()
  const [kind, text] = state.matches({ chat: { connection: 'offline' } })
    ? ['offline', t('ui.serviceOffline')]
    : state.matches({ chat: { connection: { connected: 'live' } } })
      ? ['live', t('console.serviceDesk.live')]
      : state.matches({ chat: { connection: 'reconnecting' } }) || state.context.attempts > 0
        ? ['reconnecting', t('ui.serviceReconnecting')]
        : ['connecting', t('ui.serviceConnecting')]
  return <span className={`console-service-connection is-${kind}`} role="status">{text}</span>
}

function Earlier({ state, send }: Chat) {
  const { t } = useTranslation()
  if (state.matches({ chat: { earlier: 'complete' } })) return <p className="console-service-beginning console-muted">{t('console.serviceDesk.beginning')}</p>
  const loading = state.matches({ chat: { earlier: 'loading' } })
  return (
    <Button size="mini" fill="none" color="primary" className="console-service-earlier" loading={loading} disabled={loading} onClick={() => send({ type: 'LOAD_EARLIER' })}>
      {t('ui.serviceLoadEarlier')}
    </Button>
  )
}

function Content({ text, image }: { text?: string | null; image?: string | null }) {
  const { t } = useTranslation()
  return image ? (
    <a href={image} target="_blank" rel="noopener noreferrer" className="console-service-picture"><img src={image} alt={t('ui.servicePictureAlt')} /></a>
  ) : (
    <p className="console-service-text">{text}</p>
  )
}

function Bubble({ message }: { message: SupportMessage }) {
  const mine = message.author === 'support'
  return (
    <li className={`console-service-message ${mine ? 'is-support' : 'is-shopper'}`} data-message-id={message.id}>
      <Content text={message.text} image={message.image} />
      <span className="console-service-time console-muted"><Moment at={message.created_at} /></span>
    </li>
  )
}

function Pending({ message }: { message: OutgoingMessage }) {
  const { t } = useTranslation()
  // The picture as chosen, until the server has it.
  const preview = usePicturePreview(message.file)
  const refused = message.status === 'refused'
  return (
    <li className={`console-service-message is-support ${refused ? 'is-refused' : 'is-waiting'}`} data-client-id={message.clientId}>
      <Content text={message.text} image={preview} />
      <span className="console-service-time">{refused ? t('ui.serviceNotSent', { reason: message.reason }) : t('ui.serviceWaiting')}</span>
    </li>
  )
}

function ReplyBox({ state, send }: Chat) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const file = useRef<HTMLInputElement>(null)
  const canSend = state.can({ type: 'SEND', clientId: 'check', text })
  const reply = () => {
    if (!canSend) return
    send({ type: 'SEND', clientId: randomKey(), text })
    setText('')
  }
  const error = state.context.sendError as { msg?: string } | null
  const retrying = error && state.context.outbox.some((m) => m.status === 'queued')
  return (
    <div className="console-service-reply">
      {retrying && <p className="console-service-retrying" role="alert">{t('ui.serviceRetrying', { reason: error.msg ?? '' })}</p>}
      <textarea
        className="console-service-input"
        aria-label={t('console.serviceDesk.replyLabel')}
        placeholder={t('console.serviceDesk.replyPlaceholder')}
        value={text}
        maxLength={MAX_SUPPORT_TEXT}
        rows={3}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) reply()
        }}
      />
      <div className="console-service-reply-bar">
        <label className="console-service-picture-button">
          <input
            ref={file}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            aria-label={t('ui.servicePicture')}
            onChange={(event) => {
              const picked = event.target.files?.[0]
              if (picked) send({ type: 'SEND', clientId: randomKey(), file: picked })
              event.target.value = ''
            }}
          />
          {t('ui.servicePicture')}
        </label>
        <Button color="primary" size="small" className="console-service-send" disabled={!canSend} onClick={reply}>
          {t('console.serviceDesk.send')}
        </Button>
      </div>
    </div>
  )
}
