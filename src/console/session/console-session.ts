// The shopper's session machine with the console's implementations of its named slots: the same
// login, profile and logout calls, plus the console's own rule that only a merchant with a shop or
// an operator gets in. A refused account's new session is ended on the server at once and its token
// never stored, so nobody stays logged in to the console without a role there.
import { createActor, fromPromise } from 'xstate'
import type { HttpClient } from '../../client/http-client'
import { getUserInfo, login, logout, type UserInfo } from '../../contract/user'
import { sessionMachine, type LoginResult } from '../../../machines/session.machine'
import { currentLanguage, switchLanguage } from '../../ui/i18n'
import { writeLanguage } from '../../ui/preferences'
import { consoleRoleOf, refusalOf } from '../console-role'
import { removeConsoleToken, writeConsoleToken } from '../console-token'
import type { LoginRefusal } from './login-refusal'

export interface ConsoleSessionDeps {
  http: HttpClient
  /** A client that sends `token` instead of the stored one: the session being opened. */
  clientWith(token: string): HttpClient
  navigate(to: '/login' | '/'): void
  refusal: LoginRefusal
}

const endSession = (client: HttpClient) =>
  // Ending a session is harmless to repeat, so never refused as a duplicate submit.
  client.call(logout, { query: { lang: currentLanguage() } }, { silent: true, headers: { 'repeat-submit': 'false' } })

export function createConsoleSessionActor({ http, clientWith, navigate, refusal }: ConsoleSessionDeps) {
  const refuse = (user: UserInfo): never => {
    const reason = refusalOf(user)
    refusal.set(reason)
    throw new Error(reason)
  }
  return createActor(
    sessionMachine.provide({
      actors: {
        login: fromPromise<LoginResult, { account: string; password: string }>(async ({ input }) => {
          refusal.clear()
          const { userinfo } = await http.call(login, { body: input })
          const asUser = clientWith(userinfo.token)
          const profile = await asUser.call(getUserInfo)
          if (!consoleRoleOf(profile)) {
            await endSession(asUser).catch(() => undefined)
            refuse(profile)
          }
          return { token: userinfo.token, userInfo: profile }
        }),
        // A stored token whose account lost its place (no longer a merchant with a shop) is logged out.
        fetchProfile: fromPromise(async () => {
          const profile = await http.call(getUserInfo)
          return consoleRoleOf(profile) ? profile : refuse(profile)
        }),
        logout: fromPromise(async () => {
          await endSession(http)
        }),
      },
      actions: {
        storeToken: (_, { token }) => writeConsoleToken(token),
        // Only the console's own cookie: local and session storage belong to the storefront as
        // well (one origin), and a console logout must not empty a shopper's bag on this browser.
        clearSession: () => removeConsoleToken(),
        applyUserLanguage: (_, { userInfo }) => {
          if (userInfo.lang && userInfo.lang !== currentLanguage()) {
            writeLanguage(userInfo.lang)
            void switchLanguage(userInfo.lang)
          }
        },
        adoptVisitorBag: () => {},
        goToLogin: () => navigate('/login'),
        goHome: () => navigate('/'),
      },
    }),
  )
}

export type ConsoleSessionActor = ReturnType<typeof createConsoleSessionActor>
