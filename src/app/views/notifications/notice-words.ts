// How a notice reads: a system notice's title and text come from `notice.<kind>` of the locales
// with its parameters (amounts in the base currency), an announcement's from the operator; and
// where tapping it leads.
import type { NotificationRow } from '../../../contract/notifications'
import type { Currency } from '../../../contract/fields'
import { formatMoney } from '../../../ui/format/money'

type Translate = (key: string, params?: Record<string, unknown>) => string

export function noticeWords(notice: NotificationRow, t: Translate, language: string, base: Currency): { title: string; text: string } {
  if (notice.kind === 'announcement') return { title: notice.title ?? '', text: notice.body ?? '' }
  const params = Object.fromEntries(
    Object.entries(notice.params).map(([key, value]) => [key, /amount|arrival/.test(key) ? formatMoney(value, base, language) : value]),
  )
  return { title: t(`notice.${notice.kind}.title`), text: t(`notice.${notice.kind}.text`, params) }
}

/** The page a notice is about, if any. */
export function noticeLink(notice: NotificationRow): string | null {
  switch (notice.ref?.type) {
    case 'order':
      return `/orderInfo/${notice.ref.id}`
    case 'recharge':
      return '/topUpRecord'
    case 'withdrawal':
      return '/depositRecord'
    case 'merchant_application':
      return '/partnership'
    default:
      return null
  }
}
