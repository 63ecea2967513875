// Serves the analysts' atlas (docs/atlas/, built by `npm run docs` and `npm run atlas`) at /atlas:
// static pages, no login; they read nothing of the server's data. Before a build: a plain 404.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Hono, MiddlewareHandler } from 'hono'
import type { AppEnv } from './app-env'

export const ATLAS_SITE_DIR = resolve(import.meta.dirname, '../../../docs/atlas')

export function mountAtlas(app: Hono<AppEnv>, dir: string = ATLAS_SITE_DIR): void {
  let files: MiddlewareHandler | undefined
  // The pages link to each other relatively: /atlas needs its slash.
  app.get('/atlas', (c) => c.redirect('/atlas/', 301))
  app.get('/atlas/*', async (c, next) => {
    if (!existsSync(dir)) return c.text('The atlas is not built yet: run `npm run atlas`', 404)
    files ??= serveStatic({ root: dir, rewriteRequestPath: (path) => path.replace(/^\/atlas/, '') || '/' })
    return files(c, next)
  }, (c) => c.text('Not found', 404))
}
