// What every rejection of the HTTP client is: the message already shown to the user (or that
// would have been, for a silent call), the envelope code and the HTTP status behind it.

/**
 * Why a call failed, so a caller can react without parsing the message:
 * - `business`: the server answered an envelope with a code other than 1 (and not 401)
 * - `unauthorized`: the envelope code or the HTTP status was 401
 * - `contract`: a success whose body does not match the call's contract, or a 2xx that is no envelope
 * - `duplicate`: refused before sending, the same POST/PUT was sent within the window
 * - `timeout`, `network`: no answer in time / fetch itself failed
 * - `status`: an HTTP failure without an envelope body (e.g. a proxy's 502 page)
 * - `aborted`: the caller's own signal cancelled the call (never toasted)
 * - `other`: anything else; the message is the raw one
 */
export type FailureKind =
  | 'business'
  | 'unauthorized'
  | 'contract'
  | 'duplicate'
  | 'timeout'
  | 'network'
  | 'status'
  | 'aborted'
  | 'other'

export class ApiError extends Error {
  override readonly name = 'ApiError'
  /** The envelope's code; 0 when no envelope was read. */
  readonly code: number
  /** The HTTP status; 0 when no response arrived. */
  readonly status: number
  /** The text for the user (the server's localized msg, or the client's own message). */
  readonly msg: string
  readonly kind: FailureKind
  /** The envelope's `data` of a refusal (null when none): a call's contract may name its branches there. */
  readonly data: unknown

  constructor(init: { kind: FailureKind; msg: string; code?: number; status?: number; data?: unknown; cause?: unknown }) {
    super(init.msg, init.cause === undefined ? undefined : { cause: init.cause })
    this.kind = init.kind
    this.msg = init.msg
    this.code = init.code ?? 0
    this.status = init.status ?? 0
    this.data = init.data ?? null
  }
}
