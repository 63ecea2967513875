// Errors a service throws to refuse a request. Each carries a msg key of locales/*.json, so the
// answer is a sentence in the user's language and never a stack trace (docs/api-conventions.md#the-envelope).

type MsgParams = Record<string, string | number>

/**
 * A business refusal: HTTP 200, envelope code 0, the localized msg, and optionally `data` telling
 * the client which branch it is in (e.g. a payment's `{ reason: 'wrongCode', attempts_left: 2 }`).
 */
export class AppError extends Error {
  constructor(
    readonly msgKey: string,
    readonly params: MsgParams = {},
    readonly data: unknown = null,
  ) {
    super(msgKey)
    this.name = 'AppError'
  }
}

/** No session, or one that expired or was revoked: HTTP 401, envelope code 401. */
export class UnauthorizedError extends AppError {
  constructor() {
    super('msg.unauthorized')
    this.name = 'UnauthorizedError'
  }
}

/** A session whose role may not make the call: HTTP 403, envelope code 0. */
export class ForbiddenError extends AppError {
  constructor() {
    super('msg.forbidden')
    this.name = 'ForbiddenError'
  }
}

/** The request does not match the call's schema: HTTP 400, envelope code 0, naming the field. */
export class InvalidRequestError extends AppError {
  constructor(
    msgKey: string,
    params: MsgParams,
    readonly field: string,
  ) {
    super(msgKey, params)
    this.name = 'InvalidRequestError'
  }
}

/** A body in a format the call does not take (JSON only, or multipart for an upload): HTTP 415. */
export class UnsupportedMediaTypeError extends AppError {
  constructor(msgKey: string) {
    super(msgKey)
    this.name = 'UnsupportedMediaTypeError'
  }
}
