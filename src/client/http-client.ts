// The browser's one way to call the API (docs/api-conventions.md#requests,
// docs/api-conventions.md#errors): builds the request from a contract call, sends it through
// ofetch, and turns every failure into a toast and an ApiError.

import { FetchError, ofetch } from 'ofetch'
import type { CallData, CallDef, CallInput } from '../contract/call'
import { CODE_UNAUTHORIZED } from '../contract/envelope'
import { ApiError } from './api-error'
import { CallerAbortError, REQUEST_TIMEOUT_MS, TimeoutError, withDeadline } from './deadline'
import { createDuplicateSubmitGuard } from './duplicate-submit-guard'
import { readEnvelope } from './envelope-outcome'
import { errorMessage, type Failure } from './error-message'
import { withQueryString } from './query-encoding'
import { encodeBody } from './request-body'
import { buildRequestHeaders } from './request-headers'

export { ApiError } from './api-error'
export type { FailureKind } from './api-error'

export interface HttpClientOptions {
  /** The API host; @default '' (same origin) */
  baseURL?: string
  /**
   * The fetch to send with; tests route it to the in-process server.
   * @default globalThis.fetch
   * @example fetch: (input, init) => app.request(input, init)
   */
  fetch?: typeof globalThis.fetch
  /** The session token, or null when logged out. */
  getToken(): string | null
  /** The language file name (en, vi, zh-CN, ja, ko, th), sent as the `lang` header. */
  getLang(): string
  /** i18next's t: the client's own messages are keys of locales/*.json. */
  translate(key: string, params?: Record<string, unknown>): string
  /** Shows a failure to the user. */
  toast(message: string): void
  /** A request that carried the token got a 401: the app clears the token and goes to /login. */
  onUnauthorized(): void
  /** The clock of the duplicate-submit window; @default Date.now */
  now?: () => number
  /** @default 10000 */
  timeoutMs?: number
}

export interface CallOptions {
  /** Passed through (e.g. `Idempotency-Key`); `repeat-submit: false` opts out of the guard and is not sent. */
  headers?: Record<string, string>
  /** Send no `token` header even when logged in. */
  withoutToken?: boolean
  /** No toast on failure; the call still rejects. */
  silent?: boolean
  /** Cancels the call; the rejection (kind `aborted`) is never toasted. */
  signal?: AbortSignal
}

export interface StreamOptions<C extends CallDef> {
  /** The server answered with the stream: events follow. */
  onOpen(): void
  /** Each event whose data (JSON) matches the call's `data`; others are dropped. */
  onEvent(type: string, data: CallData<C>, id: string | null): void
  /** Closes the stream (the promise then rejects with kind `aborted`). */
  signal?: AbortSignal
  /** Give up on a stream silent for this long (keep-alive comments count). @default 60000 */
  idleTimeoutMs?: number
}

export interface HttpClient {
  /** Resolves with the call's `data`, parsed by its contract; rejects with an ApiError. */
  call<C extends CallDef>(call: C, input?: Partial<CallInput<C>>, options?: CallOptions): Promise<CallData<C>>
  /**
   * Reads a server-sent event call (`stream: true`) with the same headers as `call`: resolves when
   * the server ends the stream; rejects with an ApiError when it is refused (a 401 goes through
   * onUnauthorized like any call), cannot open in time, breaks or is aborted. Never toasts: a
   * stream is reopened by its owner, not by the user.
   */
  stream<C extends CallDef>(call: C, input: Partial<CallInput<C>>, options: StreamOptions<C>): Promise<void>
  /**
   * Reads a file call (`csv: true`) with the same headers as `call`: resolves with the file's name
   * (the server's Content-Disposition) and its bytes; rejects with an ApiError, toasted unless silent.
   */
  file<C extends CallDef>(call: C, input?: Partial<CallInput<C>>, options?: CallOptions): Promise<{ name: string; blob: Blob }>
}

/** The file name of a Content-Disposition header (`attachment; filename="orders.csv"`). */
function fileNameOf(disposition: string | null): string {
  return /filename="?([^";]+)"?/.exec(disposition ?? '')?.[1] ?? 'export.csv'
}

/** Why a call failed without an answer to read: timeout, cancel, network, or a raw error. */
function transportFailure(error: unknown): Failure {
  if (error instanceof TimeoutError) return { kind: 'timeout' }
  if (error instanceof CallerAbortError) return { kind: 'aborted', message: error.message }
  // ofetch wraps whatever fetch itself threw (refused connection, DNS, offline) in a FetchError.
  if (error instanceof FetchError) return { kind: 'network' }
  return { kind: 'other', message: error instanceof Error ? error.message : String(error) }
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const send = ofetch.create(
    // No retry: a repeated POST could pay twice, and a GET's failure is the user's to retry.
    { baseURL: options.baseURL || undefined, retry: false, ignoreResponseError: true },
    // Read at call time, so a fetch stubbed after the client was built is still used.
    { fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)) },
  )
  const guard = createDuplicateSubmitGuard({ now: options.now })
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS
  // Parallel calls all answer 401 when a session ends; the app should hear it once per token.
  let expiredToken: string | null = null

  function failure(
    cause: Failure,
    callOptions: CallOptions,
    detail: { code?: number; status?: number; data?: unknown; error?: unknown } = {},
  ): ApiError {
    const msg = errorMessage(cause, options.translate)
    // A cancelled call has nobody waiting for it: nothing to tell the user.
    if (!callOptions.silent && cause.kind !== 'aborted') options.toast(msg)
    return new ApiError({ kind: cause.kind, msg, code: detail.code, status: detail.status, data: detail.data, cause: detail.error })
  }

  /** One request, start to finish; transport errors leave it raw and are named by `call`. */
  async function attempt<C extends CallDef>(def: C, input: Partial<CallInput<C>>, callOptions: CallOptions) {
    const url = withQueryString(def.path, input.query as Record<string, unknown> | undefined)
    const { headers, sentToken, guardRepeats } = buildRequestHeaders({
      token: options.getToken(),
      withoutToken: callOptions.withoutToken,
      lang: options.getLang(),
      extra: callOptions.headers,
    })
    const { body, contentType } = encodeBody(def.method, def.multipart, input.body)
    if (contentType) headers['content-type'] = contentType

    if (guardRepeats && !guard.admit(def.method, url, body)) throw failure({ kind: 'duplicate' }, callOptions)

    const response = await withDeadline((signal) => send.raw(url, { method: def.method, headers, body, signal }), {
      timeoutMs,
      signal: callOptions.signal,
    })
    const outcome = readEnvelope(response.status, response._data, def.data)
    if (outcome.ok) return outcome.data as CallData<C>

    const error = failure(outcome.failure, callOptions, { code: outcome.code, status: response.status, data: outcome.data, error: outcome.cause })
    const unauthorized = outcome.code === CODE_UNAUTHORIZED || response.status === 401
    if (unauthorized && sentToken && sentToken !== expiredToken) {
      expiredToken = sentToken
      options.onUnauthorized()
    }
    throw error
  }

  async function call<C extends CallDef>(
    def: C,
    input: Partial<CallInput<C>> = {},
    callOptions: CallOptions = {},
  ): Promise<CallData<C>> {
    try {
      return await attempt(def, input, callOptions)
    } catch (error) {
      if (error instanceof ApiError) throw error
      throw failure(transportFailure(error), callOptions, { error })
    }
  }

  /** The ApiError of an answer that is not what the call streams or downloads: an envelope's refusal, or a contract failure. */
  async function refusalOf(response: Response, def: CallDef, callOptions: CallOptions, sentToken: string | null | undefined): Promise<ApiError> {
    const body: unknown = await response.json().catch(() => undefined)
    const outcome = readEnvelope(response.status, body, def.data)
    const refusal = outcome.ok ? ({ kind: 'contract' } as const) : outcome.failure
    const error = failure(refusal, callOptions, { code: outcome.ok ? 0 : outcome.code, status: response.status, data: outcome.ok ? undefined : outcome.data })
    if ((error.kind === 'unauthorized' || response.status === 401) && sentToken && sentToken !== expiredToken) {
      expiredToken = sentToken
      options.onUnauthorized()
    }
    return error
  }

  async function file<C extends CallDef>(def: C, input: Partial<CallInput<C>> = {}, callOptions: CallOptions = {}): Promise<{ name: string; blob: Blob }> {
    const url = `${options.baseURL ?? ''}${withQueryString(def.path, input.query as Record<string, unknown> | undefined)}`
    const { headers, sentToken } = buildRequestHeaders({ token: options.getToken(), lang: options.getLang(), extra: { accept: 'text/csv' } })
    const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init))
    try {
      // The deadline is for the answer to start; a long file then takes the time it needs.
      const response = await withDeadline((signal) => fetchImpl(url, { method: 'GET', headers, signal }), { timeoutMs, signal: callOptions.signal })
      if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/csv')) throw await refusalOf(response, def, callOptions, sentToken)
      return { name: fileNameOf(response.headers.get('content-disposition')), blob: await response.blob() }
    } catch (error) {
      if (error instanceof ApiError) throw error
      throw failure(transportFailure(error), callOptions, { error })
    }
  }

  async function stream<C extends CallDef>(def: C, input: Partial<CallInput<C>>, streamOptions: StreamOptions<C>): Promise<void> {
    const quiet: CallOptions = { silent: true }
    const url = `${options.baseURL ?? ''}${withQueryString(def.path, input.query as Record<string, unknown> | undefined)}`
    const { headers, sentToken } = buildRequestHeaders({ token: options.getToken(), lang: options.getLang(), extra: { accept: 'text/event-stream' } })
    const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init))
    // One signal for the whole stream: the caller's, and the opening deadline until the answer comes.
    const controller = new AbortController()
    const outer = streamOptions.signal
    const onAbort = () => controller.abort(new CallerAbortError(outer?.reason))
    if (outer?.aborted) onAbort()
    outer?.addEventListener('abort', onAbort, { once: true })
    const deadline = setTimeout(() => controller.abort(new TimeoutError(timeoutMs)), timeoutMs)
    // Whatever breaks a stream that is not a refusal or the caller is the line: fetch failing, the body breaking off.
    const failureOf = (error: unknown) =>
      error instanceof ApiError
        ? error
        : failure(controller.signal.aborted ? transportFailure(controller.signal.reason) : { kind: 'network' }, quiet, { error })
    try {
      let response: Response
      try {
        response = await fetchImpl(url, { method: 'GET', headers, signal: controller.signal })
      } finally {
        clearTimeout(deadline)
      }
      if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/event-stream')) throw await refusalOf(response, def, quiet, sentToken)
      if (controller.signal.aborted) {
        response.body?.cancel().catch(() => undefined)
        throw controller.signal.reason
      }
      streamOptions.onOpen()
      // Only the pages with a stream need the parser: it stays out of the first page's bundle.
      const { readEventStream } = await import('./event-stream')
      await readEventStream(response, {
        signal: controller.signal,
        idleTimeoutMs: streamOptions.idleTimeoutMs,
        onEvent: (event) => {
          let json: unknown
          try {
            json = JSON.parse(event.data)
          } catch {
            return
          }
          const parsed = def.data.safeParse(json)
          if (parsed.success) streamOptions.onEvent(event.type, parsed.data as CallData<C>, event.id)
        },
      })
    } catch (error) {
      throw failureOf(error)
    } finally {
      outer?.removeEventListener('abort', onAbort)
    }
  }

  return { call, stream, file }
}
