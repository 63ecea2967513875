// A streamed call's requests held in Chromium (Playwright routes), for the browser layer of the
// driver protocol: each waits until let through to the server's real stream or aborted like a
// dropped connection; the ones the page gave up on meanwhile are skipped. Chromium cannot cut one
// open response alone (only the whole network, which the page reports as offline).
import type { Page, Request, Route } from 'playwright-core'
import type { HeldStream } from '../../drivers/support/protocol'

export async function holdStream(page: Page, pathname: string, waitUntil: (check: () => void) => Promise<void>): Promise<HeldStream> {
  let held: Route[] = []
  const failed = new Set<Request>()
  page.on('requestfailed', (request) => void failed.add(request))
  await page.route((url) => url.pathname === pathname, (route) => void held.push(route))
  const live = () => (held = held.filter((route) => !failed.has(route.request())))
  return {
    isPending: () => live().length > 0,
    async release(outcome) {
      for (;;) {
        await waitUntil(() => {
          if (!live().length) throw new Error('the page opened no stream')
        })
        const route = held.shift()!
        try {
          if (outcome === 'pass') await route.continue()
          else await route.abort('failed')
          return
        } catch {
          // The page gave it up meanwhile: the next one is the one it waits on.
        }
      }
    },
    openStreams: () => null,
    cut: () => {
      throw new Error('Chromium cannot cut one stream: list the event in the driver\'s cannotProduce.browser')
    },
  }
}
