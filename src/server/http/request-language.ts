// Middleware: decides the language of msg for an /api request and marks the answer uncacheable.
import type { MiddlewareHandler } from 'hono'
import { resolveLang } from '../i18n'
import type { AppEnv } from './app-env'

export function requestLanguage(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('lang', resolveLang(c.req.header('lang'), c.req.query('lang')))
    await next()
    // Answers depend on the token and the language: no shared cache may keep them.
    c.header('Cache-Control', 'no-store')
  }
}
