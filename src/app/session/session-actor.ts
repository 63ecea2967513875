// The session machine with the app's implementations of its named slots: the calls go through the
// HTTP client, the token lives in the Admin-Token cookie, navigation goes through the router.
import { createActor, fromPromise } from 'xstate'
import { getUserInfo, login, logout } from '../../contract/user'
import type { HttpClient } from '../../client/http-client'
import { sessionMachine, type LoginResult } from '../../../machines/session.machine'
import { currentLanguage, switchLanguage } from '../../ui/i18n'
import { removeToken, writeLanguage, writeToken } from '../../ui/preferences'
import { mergeVisitorBag } from './visitor-bag'

export interface SessionDeps {
  http: HttpClient
  navigate(to: '/login' | '/'): void
}

export function createSessionActor({ http, navigate }: SessionDeps) {
  return createActor(
    sessionMachine.provide({
      actors: {
        login: fromPromise<LoginResult, { account: string; password: string }>(async ({ input }) => {
          const { userinfo } = await http.call(login, { body: input })
          const { token, ...userInfo } = userinfo
          return { token, userInfo }
        }),
        fetchProfile: fromPromise(() => http.call(getUserInfo)),
        // Ending a session is harmless to repeat, so never refused as a duplicate submit.
        logout: fromPromise(async () => {
          await http.call(logout, { query: { lang: currentLanguage() } }, { silent: true, headers: { 'repeat-submit': 'false' } })
        }),
      },
      actions: {
        storeToken: (_, { token }) => writeToken(token),
        clearSession: (_, { storage }) => {
          removeToken()
          if (storage) {
            localStorage.clear()
            sessionStorage.clear()
          }
        },
        applyUserLanguage: (_, { userInfo }) => {
          if (userInfo.lang && userInfo.lang !== currentLanguage()) {
            writeLanguage(userInfo.lang)
            void switchLanguage(userInfo.lang)
          }
        },
        adoptVisitorBag: () => mergeVisitorBag(http),
        goToLogin: () => navigate('/login'),
        goHome: () => navigate('/'),
      },
    }),
  )
}

export type SessionActor = ReturnType<typeof createSessionActor>
