// The envelope answers of every call (docs/api-conventions.md#the-envelope): success, business
// refusal, invalid request, no session, no permission, and the server's own failure. Nothing else
// leaves the API.
import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { CODE_FAIL, CODE_OK, CODE_UNAUTHORIZED } from '../../contract/envelope'
import { AppError, ForbiddenError, InvalidRequestError, UnauthorizedError, UnsupportedMediaTypeError } from '../errors'
import { FALLBACK_LANG, type Translator } from '../i18n'
import type { AppEnv } from './app-env'

type Ctx = Context<AppEnv>

export function answerOk(c: Ctx, translate: Translator, data: unknown, successMsg?: string) {
  const msg = successMsg ? translate(c.get('lang'), successMsg) : ''
  return c.json({ code: CODE_OK, msg, data })
}

export function answerFailure(
  c: Ctx,
  translate: Translator,
  status: ContentfulStatusCode,
  msgKey: string,
  params: Record<string, string | number> = {},
  data: unknown = null,
) {
  // Errors can happen before the lang middleware ran (e.g. a path outside /api).
  const lang = c.get('lang') ?? FALLBACK_LANG
  const code = status === 401 ? CODE_UNAUTHORIZED : CODE_FAIL
  return c.json({ code, msg: translate(lang, msgKey, params), data }, status)
}

/** app.onError: refusals become their envelope; anything else is a bug, logged and answered 500. */
export function errorHandler(translate: Translator, log: (line: string) => void): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof InvalidRequestError) return answerFailure(c, translate, 400, error.msgKey, error.params, { field: error.field })
    if (error instanceof UnauthorizedError) return answerFailure(c, translate, 401, error.msgKey)
    if (error instanceof ForbiddenError) return answerFailure(c, translate, 403, error.msgKey)
    if (error instanceof UnsupportedMediaTypeError) return answerFailure(c, translate, 415, error.msgKey)
    if (error instanceof AppError) return answerFailure(c, translate, 200, error.msgKey, error.params, error.data)
    log(`error: ${c.req.method} ${c.req.path} failed: ${error.stack ?? error.message}`)
    return answerFailure(c, translate, 500, 'msg.serverError')
  }
}

/** app.notFound: an unknown /api path answers the envelope; other paths a short text. */
export function notFoundHandler(translate: Translator): NotFoundHandler<AppEnv> {
  return (c) => {
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return answerFailure(c, translate, 404, 'msg.notFound')
    return c.text('Not found', 404)
  }
}
