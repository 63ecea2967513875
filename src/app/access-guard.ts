// The access guard of docs/product/screens.md#access-guard, decided by the session machine: wait
// until the session has settled (a stored token's profile loaded, or failed and cleared), then ask
// it whether the path may be entered. Refused: a visitor goes to /login (and back after), a
// logged-in user away from /login.
import { redirect } from '@tanstack/react-router'
import { waitFor } from 'xstate'
import type { SessionActor } from './session/session-actor'
import { showMessage } from '../ui/feedback'
import { t } from '../ui/i18n'

export async function guardAccess(session: SessionActor, location: { pathname: string; href: string }, preload = false) {
  const snapshot = await waitFor(session, (s) => s.hasTag('settled'))
  if (snapshot.can({ type: 'ENTER', path: location.pathname })) return
  if (snapshot.matches('anonymous')) {
    // A preload (a link hovered or touched) only asks; the message is for a real navigation.
    if (!preload) showMessage(t('msg.loginFirst'))
    throw redirect({ to: '/login', search: { redirect: location.href } })
  }
  throw redirect({ to: '/' })
}
