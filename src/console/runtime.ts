// Everything the console runs on, built once: the HTTP client (the storefront's, with the console's
// token), the session actor and the router. Tests build the same runtime with fetch routed to the
// in-process server.
import type { RouterHistory } from '@tanstack/react-router'
import { createHttpClient, type HttpClientOptions } from '../client/http-client'
import { catalogueReference } from '../ui/reference/catalogue-reference'
import { showFailure } from '../ui/feedback'
import { currentLanguage, t } from '../ui/i18n'
import { readConsoleToken } from './console-token'
import { createConsoleRouter, type ConsoleRouter } from './router'
import { createConsoleSessionActor } from './session/console-session'
import { createLoginRefusal } from './session/login-refusal'

export interface ConsoleRuntimeOptions {
  history: RouterHistory
  fetch?: typeof globalThis.fetch
  /** How long a call may go unanswered (the client's default: 10 s). */
  timeoutMs?: number
}

export function createConsoleRuntime({ history, fetch, timeoutMs }: ConsoleRuntimeOptions) {
  let router: ConsoleRouter | undefined
  const navigate = (to: string) => void router?.navigate({ to: to as never })
  const shared: Omit<HttpClientOptions, 'getToken' | 'onUnauthorized'> = { fetch, timeoutMs, getLang: currentLanguage, translate: t, toast: showFailure }
  const http = createHttpClient({
    ...shared,
    getToken: readConsoleToken,
    onUnauthorized: () => {
      session.send({ type: 'TOKEN_INVALID' })
      navigate('/login')
    },
  })
  const clientWith = (token: string) => createHttpClient({ ...shared, getToken: () => token, onUnauthorized: () => {} })
  const refusal = createLoginRefusal()
  const session = createConsoleSessionActor({ http, clientWith, navigate, refusal })
  router = createConsoleRouter({ history, context: { session, http, refusal } })
  session.start()
  session.send({ type: 'BOOT', token: readConsoleToken() })
  // The rates name the base currency every amount of the console is written in.
  void catalogueReference(http).rates.load()
  return { http, session, router, refusal }
}

export type ConsoleRuntime = ReturnType<typeof createConsoleRuntime>
