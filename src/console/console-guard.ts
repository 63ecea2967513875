// Who may open which console page, decided once the session has settled (a stored token's profile
// loaded, or refused and cleared): a visitor only the login page (and back to where it was going
// after), a logged-in merchant or operator anything but the login page, and each screen only for
// the roles its route names (another role's screen leads home, which says why). The storefront's public paths mean nothing here.
import { redirect } from '@tanstack/react-router'
import type { SnapshotFrom } from 'xstate'
import { waitFor } from 'xstate'
import { consoleRoleOf, type ConsoleRole } from './console-role'
import type { ConsoleSessionActor } from './session/console-session'

export const LOGIN_PATH = '/login'

/** The search key under which home learns the path of another role's screen it was sent from. */
export const NOT_YOURS = 'notYours'

interface Location {
  pathname: string
  href: string
}
interface Match {
  staticData?: { roles?: readonly ConsoleRole[] }
}

/** The console role of a settled session, null for a visitor. */
export const roleOf = (snapshot: SnapshotFrom<ConsoleSessionActor>): ConsoleRole | null =>
  snapshot.matches('authenticated') ? consoleRoleOf(snapshot.context.userInfo) : null

/** Only a path of the console is a return target after login. */
export function safeReturnPath(target: string | undefined): string {
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith(LOGIN_PATH) ? target : '/'
}

export async function guardConsole(session: ConsoleSessionActor, location: Location, matches: readonly Match[]) {
  const snapshot = await waitFor(session, (s) => s.hasTag('settled'))
  const role = roleOf(snapshot)
  const atLogin = location.pathname === LOGIN_PATH
  if (!role) {
    if (atLogin) return
    throw redirect({ to: LOGIN_PATH, search: location.href === '/' ? {} : { redirect: location.href } } as never)
  }
  if (atLogin) throw redirect({ to: '/' } as never)
  const roles = matches.findLast((match) => match.staticData?.roles)?.staticData?.roles
  // Another role's screen: home, where the page says why (the path it was refused is in the URL).
  if (roles && !roles.includes(role)) throw redirect({ to: '/', search: { [NOT_YOURS]: location.pathname } } as never)
}
