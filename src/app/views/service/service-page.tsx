// Customer service (/service, /services): the conversation with support, newest at the bottom,
// earlier messages a page at a time; the connection's state as a banner (connecting, reconnecting,
// offline); what the shopper sends shows at once, marked while it waits. The support chat machine
// holds the flow; this page renders it and sends its events.
import { useLayoutEffect, useRef } from 'react'
import { Button } from 'antd-mobile'
import '../../../ui/antd-setup'
import { ApiError } from '../../../client/api-error'
import { useTranslation } from 'react-i18next'
import { Notice } from '../common/notice'
import { Page } from '../common/page'
import { ParagraphSkeleton } from '../common/skeletons'
import { PlainButton } from '../common/text-button'
import { Composer } from './composer'
import { MessageList } from './message-list'
import { useSupportChat } from './use-support-chat'
import './service-page.css'

type Chat = ReturnType<typeof useSupportChat>

function ConnectionBanner({ state }: { state: Chat['state'] }) {
  const { t } = useTranslation()
  const banner = state.matches({ chat: { connection: 'offline' } })
    ? ['offline', t('ui.serviceOffline')]
    : state.matches({ chat: { connection: 'reconnecting' } }) || (state.matches({ chat: { connection: { connected: 'connecting' } } }) && state.context.attempts > 0)
      ? ['reconnecting', t('ui.serviceReconnecting')]
      : state.matches({ chat: { connection: { connected: 'connecting' } } })
        ? ['connecting', t('ui.serviceConnecting')]
        : null
  if (!banner) return null
  return (
    <p className={`service-banner service-banner-${banner[0]}`} role="status">
      {banner[1]}
    </p>
  )
}

function Earlier({ state, send }: Chat) {
  const { t } = useTranslation()
  if (state.matches({ chat: { earlier: 'complete' } })) {
    return state.context.messages.length ? <p className="service-beginning">{t('ui.serviceBeginning')}</p> : null
  }
  const loading = state.matches({ chat: { earlier: 'loading' } })
  return (
    <div className="service-earlier">
      <Button size="small" fill="none" color="primary" loading={loading} loadingText={t('ui.serviceLoadEarlier')} disabled={loading} onClick={() => send({ type: 'LOAD_EARLIER' })}>
        {t('ui.serviceLoadEarlier')}
      </Button>
    </div>
  )
}

/** Keeps the newest message in view as messages arrive, and the reader's place when earlier ones are added above. */
function useScrollKeeping(state: Chat['state']) {
  const { messages, outbox } = state.context
  const first = messages[0]?.id
  const last = `${messages.at(-1)?.id}:${outbox.length}`
  const shown = useRef<{ first?: number; last?: string; height: number }>({ height: 0 })
  useLayoutEffect(() => {
    const before = shown.current
    const height = document.documentElement.scrollHeight
    const nearBottom = window.innerHeight + window.scrollY >= before.height - 160
    if (before.first !== undefined && first !== before.first && last === before.last) {
      // Earlier messages were added above: stay on the message being read.
      window.scrollTo(0, window.scrollY + height - before.height)
    } else if (last !== before.last && (before.last === undefined || nearBottom)) {
      window.scrollTo(0, height)
    }
    shown.current = { first, last, height }
  }, [first, last])
}

export function ServicePage() {
  const { t } = useTranslation()
  const chat = useSupportChat()
  const { state } = chat
  useScrollKeeping(state)
  const title = t('route.service')

  if (state.matches('loading')) {
    return (
      <Page title={title} className="service-page">
        <ParagraphSkeleton lines={6} />
      </Page>
    )
  }
  if (state.matches('loadFailed')) {
    const error = state.context.loadError
    const offline = error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout') && !navigator.onLine
    return (
      <Page title={title} className="service-page">
        <Notice kind="failed" title={error instanceof ApiError && error.kind === 'business' ? error.msg : t('ui.loadFailed')} description={offline ? t('ui.serviceLoadOffline') : undefined}>
          <PlainButton onClick={() => chat.send({ type: 'RETRY' })}>{t('ui.retry')}</PlainButton>
        </Notice>
      </Page>
    )
  }
  const empty = state.context.messages.length === 0 && state.context.outbox.length === 0
  return (
    <Page title={title} className="service-page">
      <ConnectionBanner state={state} />
      <Earlier {...chat} />
      {empty && <p className="service-intro">{t('ui.serviceIntro')}</p>}
      <MessageList state={state} />
      <Composer {...chat} />
    </Page>
  )
}
