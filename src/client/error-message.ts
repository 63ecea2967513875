// The words a failed call shows the user (docs/api-conventions.md#errors): the server's own msg when it sent
// an envelope, otherwise the client's message for what went wrong on the way.

import type { FailureKind } from './api-error'

export type Translate = (key: string, params?: Record<string, unknown>) => string

export type Failure =
  | { kind: 'business' | 'unauthorized'; msg: string }
  | { kind: 'status'; status: number }
  | { kind: 'contract' | 'duplicate' | 'timeout' | 'network' }
  | { kind: 'aborted' | 'other'; message: string }

const CLIENT_MESSAGES = {
  contract: 'msg.serverError',
  duplicate: 'msg.repeatSubmit',
  timeout: 'msg.timeout',
  network: 'msg.networkError',
} as const satisfies Partial<Record<FailureKind, string>>

/** 'System interface 502 abnormal': the status is the last three characters of its text. */
export function statusText(status: number): string {
  return String(status).slice(-3)
}

export function errorMessage(failure: Failure, t: Translate): string {
  switch (failure.kind) {
    case 'business':
    case 'unauthorized':
      // The server's msg is already in the request's language; an empty one would be a blank toast.
      return failure.msg || t('msg.serverError')
    case 'status':
      return t('msg.statusError', { status: statusText(failure.status) })
    case 'aborted':
    case 'other':
      return failure.message
    default:
      return t(CLIENT_MESSAGES[failure.kind])
  }
}
