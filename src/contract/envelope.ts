// The `{ code, msg, data }` envelope every call answers (docs/api-conventions.md#errors,
// docs/api-conventions.md#the-envelope).
import * as z from 'zod/mini'
import { integer } from './fields'

/** code 1: success. */
export const CODE_OK = 1
/** code 0: a business refusal or an invalid request; `msg` says why, in the request's language. */
export const CODE_FAIL = 0
/** code 401: missing, expired or revoked session. */
export const CODE_UNAUTHORIZED = 401

export function envelopeOf<D extends z.core.SomeType>(data: D) {
  return z.object({ code: integer(), msg: z.string(), data })
}

/** The envelope as the client first reads it, before the call's own `data` schema. */
export const anyEnvelope = envelopeOf(z.unknown())
export type Envelope<D = unknown> = { code: number; msg: string; data: D }
