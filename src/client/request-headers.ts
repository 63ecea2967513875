// The headers of one request (docs/api-conventions.md#requests): the session `token`, the `lang` the server
// answers msg in, and the caller's own headers minus the client-only `repeat-submit` switch.

/** A caller sets `repeat-submit: false` to opt out of the duplicate-submit guard. */
export const REPEAT_SUBMIT_HEADER = 'repeat-submit'

export interface HeaderInput {
  /** The session token, or null when there is none. */
  token: string | null
  /** The request opts out of the session: no `token` header even when logged in. */
  withoutToken?: boolean
  /** The language file name: en, vi, zh-CN, ja, ko, th. */
  lang: string
  /** The caller's headers, e.g. `Idempotency-Key`; passed through. */
  extra?: Record<string, string>
}

export interface RequestHeaders {
  headers: Record<string, string>
  /** The token actually sent, so a 401 is known to be about this session. */
  sentToken: string | null
  /** false when the caller opted out of the duplicate-submit guard. */
  guardRepeats: boolean
}

export function buildRequestHeaders(input: HeaderInput): RequestHeaders {
  const headers: Record<string, string> = {}
  let guardRepeats = true
  for (const [name, value] of Object.entries(input.extra ?? {})) {
    // Header names are case-insensitive; this switch is for the client only, never the server.
    const lower = name.toLowerCase()
    if (lower === REPEAT_SUBMIT_HEADER) {
      guardRepeats = String(value).trim().toLowerCase() !== 'false'
      continue
    }
    // The session and the language are the client's to say; a second spelling would be merged.
    if (lower === 'token' || lower === 'lang') continue
    headers[name] = value
  }
  const sentToken = input.withoutToken || !input.token ? null : input.token
  if (sentToken) headers.token = sentToken
  headers.lang = input.lang
  return { headers, sentToken, guardRepeats }
}
