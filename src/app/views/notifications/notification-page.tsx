// Notifications (/notification): what happened to the shopper's orders, refunds, recharges and
// withdrawals, and the operator's announcements, newest first, in a pull-to-refresh, load-more
// list. Unread ones are marked; opening one marks it read and goes to what it is about; "Read all"
// clears the me tab's badge.
import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { notificationList, notificationRead, type NotificationRow } from '../../../contract/notifications'
import { useTranslation } from 'react-i18next'
import { useHttp } from '../../session/use-session'
import { Notice } from '../common/notice'
import { Page } from '../common/page'
import { PagedList } from '../common/paged-list'
import { refreshUnread } from '../../shell/unread-notices'
import { noticeLink, noticeWords } from './notice-words'
import './notification-page.css'

export function NotificationPage() {
  const { t, i18n } = useTranslation()
  const http = useHttp()
  const navigate = useNavigate()
  // Bumped after "Read all": the list shows every row read.
  const [generation, setGeneration] = useState(0)
  // Rows opened since the list loaded read as read at once.
  const [opened, setOpened] = useState<Set<number>>(new Set())

  const readAll = async () => {
    await http.call(notificationRead, { body: {} })
    refreshUnread(http)
    setGeneration((g) => g + 1)
  }

  const open = async (notice: NotificationRow) => {
    setOpened((ids) => new Set(ids).add(notice.id))
    if (!notice.read) {
      await http.call(notificationRead, { body: { ids: [notice.id] } }, { silent: true }).catch(() => undefined)
      refreshUnread(http)
    }
    const link = noticeLink(notice)
    if (link) void navigate({ to: link })
  }

  return (
    <Page title={t('route.notification')} className="notification-page" right={t('ui.noticeReadAll')} onRightClick={readAll}>
      <PagedList<NotificationRow>
        key={`${i18n.language}:${generation}`}
        fetchPage={(page) => http.call(notificationList, { query: page })}
        itemKey={(notice) => notice.id}
        renderItem={(notice) => {
          const { title, text } = noticeWords(notice, (key, params) => t(key, params ?? {}), i18n.language)
          const unread = !notice.read && !opened.has(notice.id)
          return (
            <button type="button" className={unread ? 'notice-row is-unread' : 'notice-row'} data-notice-id={notice.id} data-kind={notice.kind} onClick={() => open(notice)}>
              <span className="notice-row-title">
                {unread && <span className="notice-dot" aria-label={t('ui.noticeUnread')} />}
                {title}
              </span>
              <span className="notice-row-text">{text}</span>
              <time className="notice-row-time" dateTime={notice.created_at}>
                {new Date(notice.created_at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </button>
          )
        }}
        empty={<Notice kind="empty" title={t('ui.noticeEmpty')} />}
      />
    </Page>
  )
}
