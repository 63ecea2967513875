// Customer service for operators: on the left the conversations, those waiting for an answer first,
// with unread counts and a search by account; in the middle the open conversation, live; on the
// right the shopper's recent orders. The open conversation and the search are in the URL.
import { useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ServiceSearch } from '../../routes/service-search'
import { useConsoleNavigate } from '../common/console-link'
import { ConversationList } from './conversation-list'
import { ConversationPane } from './conversation-pane'
import { RecentOrders } from './recent-orders'
import './service-desk.css'

export function ServiceDeskPage() {
  const { t } = useTranslation()
  const navigate = useConsoleNavigate()
  const search = useSearch({ strict: false }) as ServiceSearch
  // A reply sent reads the list again (the conversation moves below those still waiting).
  const [replies, setReplies] = useState(0)
  const open = (c: number | undefined, account = search.account) =>
    void navigate('/service', { search: { ...(c ? { c } : {}), ...(account ? { account } : {}) }, replace: true })
  return (
    <section className="console-service">
      <ConversationList key={`${search.account ?? ''}:${replies}`} account={search.account} active={search.c} onOpen={(c) => open(c)} onSearch={(account) => open(search.c, account || undefined)} />
      {search.c ? (
        <>
          <ConversationPane key={search.c} conversationId={search.c} onReplied={() => setReplies((n) => n + 1)} />
          <RecentOrders key={`orders-${search.c}`} conversationId={search.c} />
        </>
      ) : (
        <p className="console-service-none console-empty">{t('console.serviceDesk.chooseConversation')}</p>
      )}
    </section>
  )
}
