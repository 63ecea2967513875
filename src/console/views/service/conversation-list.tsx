// The conversations, those whose last word is the shopper's first: each with the shopper, a
// preview of the newest message, when, and how many of the shopper's messages nobody has read.
// Above: the search by account and the totals of unanswered conversations and unread messages.
import { useState } from 'react'
import { Badge, SearchBar } from 'antd-mobile'
import '../../../ui/antd-setup'
import { adminServiceConversations, type SupportConversation } from '../../../contract/support-chat'
import { useTranslation } from 'react-i18next'
import { useConsole } from '../../session/use-console'
import { ConsoleList } from '../common/console-list'
import { Moment } from '../common/moment'

export function ConversationList({ account, active, onOpen, onSearch }: {
  account?: string
  active?: number
  onOpen(conversationId: number): void
  onSearch(account: string): void
}) {
  const { t } = useTranslation()
  const { http } = useConsole()
  const [totals, setTotals] = useState<{ unanswered: number; unread: number } | null>(null)
  return (
    <aside className="console-service-list" aria-label={t('console.serviceDesk.conversations')}>
      <SearchBar
        className="console-service-search"
        defaultValue={account}
        placeholder={t('console.serviceDesk.searchAccount')}
        onSearch={(value) => onSearch(value.trim())}
        onClear={() => onSearch('')}
      />
      {totals && (
        <p className="console-service-totals" role="status">
          {t('console.serviceDesk.totals', { unanswered: totals.unanswered, unread: totals.unread })}
        </p>
      )}
      <ConsoleList<SupportConversation>
        fetchPage={async (page) => {
          const answer = await http.call(adminServiceConversations, { query: { ...page, ...(account ? { account } : {}) } })
          setTotals({ unanswered: answer.unanswered, unread: answer.unread })
          return answer
        }}
        itemKey={(row) => row.id}
        renderItem={(row) => <ConversationRow row={row} active={row.id === active} onOpen={() => onOpen(row.id)} />}
        empty={account ? t('console.serviceDesk.noneFound') : t('console.serviceDesk.noConversations')}
      />
    </aside>
  )
}

function ConversationRow({ row, active, onOpen }: { row: SupportConversation; active: boolean; onOpen(): void }) {
  const { t } = useTranslation()
  const last = row.last_message
  const preview = last === null ? '' : last.image ? t('console.serviceDesk.picture') : last.text
  return (
    <button
      type="button"
      className={`console-service-row${active ? ' is-active' : ''}${row.unanswered ? ' is-unanswered' : ''}`}
      aria-current={active ? 'true' : undefined}
      data-conversation-id={row.id}
      onClick={onOpen}
    >
      <span className="console-service-who">
        <strong>{row.user.name}</strong> <span className="console-muted">@{row.user.account}</span>
      </span>
      {row.unread > 0 && <Badge className="console-service-unread" content={row.unread} aria-label={t('console.serviceDesk.unread', { count: row.unread })} />}
      <span className="console-service-preview">
        {last?.author === 'support' && <span className="console-muted">{t('console.serviceDesk.you')}: </span>}
        {preview}
      </span>
      <span className="console-service-when console-muted">
        {row.unanswered && <span className="console-service-waiting">{t('console.serviceDesk.unanswered')} · </span>}
        <Moment at={row.last_message_at} />
      </span>
    </button>
  )
}
