// Serves the built browser apps from settings.staticDir (`npm run build` writes dist/): hashed
// assets with a long cache, real files as they are, and an index.html for every other GET so that
// deep links open their app: /merchant/... the console's (dist/console/), anything else the
// shopper's (dist/app/). The shopper app never answers for /merchant/. A storefront page whose
// largest picture the server knows (/home, a product page) asks for it in the html (first-picture.ts),
// and a product page's boot markup shows it where the gallery will.
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import type { AppEnv } from './app-env'
import type { FirstPicture, PagePicture } from './first-picture'

const IMMUTABLE = 'public, max-age=31536000, immutable'

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** The part of src/app/index.html's boot markup that stands for the page's own content. */
export const BOOT_PAGE = /<!-- boot:page -->[\s\S]*?<!-- \/boot:page -->/

async function sendHtml(c: Context, file: string, picture?: PagePicture) {
  // index.html names the current hashed assets: the browser must ask again after a deploy.
  c.header('Cache-Control', 'no-cache')
  let html = await readFile(file, 'utf8')
  if (!picture) return c.html(html)
  const src = attribute(picture.src)
  // Before the app's scripts and their preloads: a phone opens a few connections to the server at
  // once, and the picture asked for after ten scripts waited for one of them to be free.
  // Replaced by functions: a `$` in a file name is not a replacement pattern.
  const preload = `<link rel="preload" as="image" href="${src}" fetchpriority="high">`
  const firstRequest = html.search(/<(script|link)\b[^>]*>/)
  const headEnd = html.indexOf('</head>')
  html = firstRequest >= 0 && firstRequest < headEnd
    ? `${html.slice(0, firstRequest)}${preload}\n    ${html.slice(firstRequest)}`
    : html.replace('</head>', () => `  ${preload}\n  </head>`)
  const bootSrc = picture.inline ?? src
  if (picture.inBoot) html = html.replace(BOOT_PAGE, () => `<img class="boot-picture" src="${bootSrc}" width="480" height="480" alt="">`)
  return c.html(html)
}

/** serveStatic complains when its root is missing, so it is made once the build exists. */
function lazyStatic(staticDir: string, make: () => MiddlewareHandler): MiddlewareHandler {
  let middleware: MiddlewareHandler | undefined
  return (c, next) => {
    if (!middleware && existsSync(staticDir)) middleware = make()
    return middleware ? middleware(c, next) : next()
  }
}

export function mountSpa(app: Hono<AppEnv>, staticDir: string, firstPicture: FirstPicture = async () => undefined): void {
  const shopperIndex = join(staticDir, 'app', 'index.html')
  const consoleIndex = join(staticDir, 'console', 'index.html')

  // The build writes .br and .gz copies beside each asset (src/tools/precompress.ts).
  const assets = lazyStatic(staticDir, () => serveStatic({ root: staticDir, precompressed: true }))
  app.get(
    '/assets/*',
    async (c, next) => {
      // serveStatic answers a found file itself (its response is returned here), else calls next.
      const found = await assets(c, next)
      if (found instanceof Response && found.ok) found.headers.set('Cache-Control', IMMUTABLE)
      return found
    },
    // A missing asset is a 404, never index.html: a browser given HTML for a script shows nothing useful.
    (c) => c.text('Not found', 404),
  )

  app.get('*', lazyStatic(staticDir, () => serveStatic({ root: staticDir })), async (c) => {
    const path = c.req.path
    // The console's router lives under /merchant/: the bare prefix gets the slash it expects.
    if (path === '/merchant') return c.redirect(`/merchant/${new URL(c.req.url).search}`, 301)
    if (path.startsWith('/merchant/')) {
      if (existsSync(consoleIndex)) return sendHtml(c, consoleIndex)
      return notBuilt(c, 'The console is not built yet')
    }
    if (existsSync(shopperIndex)) return sendHtml(c, shopperIndex, await firstPicture(path))
    return notBuilt(c, 'The web app is not built yet')
  })
}

function notBuilt(c: Context, what: string) {
  return c.text(`${what}: run \`npm run build\`, then reload this page.\nThe API works: see /api/health and /api/openapi.json.\n`, 503)
}
