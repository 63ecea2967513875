// Every request a page has sent and not yet seen answered or failed (scripts, texts, pictures and
// calls alike), for the message of a page that never settles: which download it is waiting on.
import type { Page, Request } from 'playwright-core'

export function trackRequestsInFlight(page: Page): () => string[] {
  const inFlight = new Set<Request>()
  page.on('request', (request) => inFlight.add(request))
  page.on('requestfinished', (request) => inFlight.delete(request))
  page.on('requestfailed', (request) => inFlight.delete(request))
  // A page load drops what the page before it was waiting on.
  page.on('framenavigated', (frame) => frame === page.mainFrame() && inFlight.clear())
  return () => [...inFlight].filter((request) => !request.url().includes('/stream')).map((request) => `${request.resourceType()} ${new URL(request.url()).pathname}`)
}
