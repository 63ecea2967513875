// The count of unread notifications, the me tab's badge: read when a tab page shows for a
// logged-in shopper and after the notifications page marks some read. The call's contract is
// loaded when first needed, so a visitor's first page carries none of it.
import { useSyncExternalStore } from 'react'
import type { HttpClient } from '../../client/http-client'

let unread = 0
const listeners = new Set<() => void>()

function set(count: number) {
  if (count === unread) return
  unread = count
  for (const listener of listeners) listener()
}

/** Reads the count again; a failure keeps the last one (the badge is no reason for a toast). */
export function refreshUnread(http: HttpClient): void {
  void import('../../contract/notifications')
    .then(({ notificationUnread }) => http.call(notificationUnread, {}, { silent: true }))
    .then((data) => set(data.unread), () => undefined)
}

/** A visitor has none. */
export function forgetUnread(): void {
  set(0)
}

export function useUnreadNotices(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => unread,
  )
}
