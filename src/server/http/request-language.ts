// Middleware: decides the language of msg for an /api request and marks the answer uncacheable.
import type { MiddlewareHandler } from 'hono'
import { resolveLang } from '../i18n'
import type { AppEnv } from './app-env'

export function requestLanguage(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('lang', resolveLang(c.req.header('lang'), c.req.query('lang')))
    // Answers depend on the token and the language: no shared cache may keep them. Set before the
    // answer is made, so every answer made through the context (refusals too) carries it; set after,
    // it would rebuild the finished answer as a stream, a sixth of a cached read's time.
    c.header('Cache-Control', 'no-store')
    await next()
  }
}
