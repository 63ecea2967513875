// Everything the shopper app runs on, built once: the HTTP client, the session actor and the
// router. Tests build the same runtime with fetch routed to the in-process server.
import type { RouterHistory } from '@tanstack/react-router'
import { createHttpClient } from '../client/http-client'
import { showFailure } from '../ui/feedback'
import { currentLanguage, t } from '../ui/i18n'
import { readToken } from '../ui/preferences'
import { createAppRouter, type AppRouter } from './router'
import { createSessionActor } from './session/session-actor'

export interface RuntimeOptions {
  history: RouterHistory
  fetch?: typeof globalThis.fetch
  /** How long a call may go unanswered (the client's default: 10 s). */
  timeoutMs?: number
}

export function createAppRuntime({ history, fetch, timeoutMs }: RuntimeOptions) {
  let router: AppRouter | undefined
  const navigate = (to: string) => void router?.navigate({ to })
  const http = createHttpClient({
    fetch,
    timeoutMs,
    getToken: readToken,
    getLang: currentLanguage,
    translate: t,
    toast: showFailure,
    onUnauthorized: () => {
      session.send({ type: 'TOKEN_INVALID' })
      navigate('/login')
    },
  })
  const session = createSessionActor({ http, navigate })
  router = createAppRouter({ history, context: { session, http } })
  session.start()
  session.send({ type: 'BOOT', token: readToken() })
  return { http, session, router }
}

export type AppRuntime = ReturnType<typeof createAppRuntime>
