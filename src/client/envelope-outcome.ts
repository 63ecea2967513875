// Reads an HTTP answer as the `{ code, msg, data }` envelope (docs/api-conventions.md#errors): success only
// for a 2xx whose code is 1 and whose data matches the call's contract.

import type * as z from 'zod/mini'
import { anyEnvelope, CODE_OK, CODE_UNAUTHORIZED } from '../contract/envelope'
import type { Failure } from './error-message'

export type Outcome<D> =
  | { ok: true; data: D }
  | {
      ok: false
      failure: Failure
      /** The envelope's code; 0 when the body was no envelope. */
      code: number
      /** Why the body was refused (a zod error), for the developer, never for the user. */
      cause?: unknown
      /** The refusal's `data`, when the server sent an envelope. */
      data?: unknown
    }

const isSuccessStatus = (status: number) => status >= 200 && status < 300

export function readEnvelope<S extends z.ZodMiniType>(status: number, body: unknown, dataSchema: S): Outcome<z.output<S>> {
  const envelope = anyEnvelope.safeParse(body)
  if (!envelope.success) {
    // A proxy's error page or a server that is not ours: no msg to show, only the status.
    if (!isSuccessStatus(status)) return { ok: false, code: 0, failure: { kind: 'status', status } }
    return { ok: false, code: 0, failure: { kind: 'contract' }, cause: envelope.error }
  }
  const { code, msg, data } = envelope.data
  if (code === CODE_UNAUTHORIZED || status === 401) return { ok: false, code, failure: { kind: 'unauthorized', msg } }
  // An HTTP error is never a success, whatever code its body claims.
  if (code !== CODE_OK || !isSuccessStatus(status)) return { ok: false, code, failure: { kind: 'business', msg }, data }
  const parsed = dataSchema.safeParse(data)
  if (!parsed.success) return { ok: false, code, failure: { kind: 'contract' }, cause: parsed.error }
  return { ok: true, data: parsed.data }
}
