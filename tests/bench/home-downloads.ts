// What a phone downloads for /home before anyone touches it: the page opened in Chromium on a phone's
// screen (390x844, touch), by a visitor and by a logged-in shopper, with no touch, key or wheel,
// every script it asks for until the network has been quiet for QUIET_MS (longer than any timer of
// the app's: code asked for "when the browser is idle" or "2 s after the first render" is counted).
// Each file is counted once, gzipped at level 9 from the build on disk: the budget's unit, whatever
// the server's encoding. The figure is the larger of the two visits.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser } from 'playwright-core'
import { CHROMIUM_PATH, ensureChromium } from '../e2e/support/ensure-chromium'

/** No script asked for in this long after the page has loaded: nothing more is coming untouched. */
const QUIET_MS = 5000

export interface DownloadedFile {
  file: string
  raw: number
  gzip: number
}

export interface Visit {
  who: 'visitor' | 'shopper'
  /** The scripts the visit asked for, in order, each once. */
  files: DownloadedFile[]
  rawKB: number
  gzipKB: number
}

export interface HomeDownloads extends Visit {
  visits: Visit[]
}

async function scriptsBeforeTouch(browser: Browser, baseURL: string, token?: string): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  try {
    if (token) await context.addCookies([{ name: 'Admin-Token', value: token, url: baseURL }])
    const page = await context.newPage()
    const files: string[] = []
    let last = Date.now()
    page.on('request', (request) => {
      const { pathname, origin } = new URL(request.url())
      if (origin === baseURL && pathname.endsWith('.js')) {
        files.push(pathname.slice(1))
        last = Date.now()
      }
    })
    await page.goto(`${baseURL}/home`, { waitUntil: 'load' })
    await page.waitForLoadState('networkidle')
    last = Math.max(last, Date.now())
    while (Date.now() - last < QUIET_MS) await page.waitForTimeout(250)
    return files
  } finally {
    await context.close()
  }
}

function visit(who: Visit['who'], distDir: string, names: string[]): Visit {
  const files = [...new Set(names)].map((file) => {
    const bytes = readFileSync(join(distDir, file))
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
  })
  return { who, files, rawKB: files.reduce((sum, f) => sum + f.raw, 0) / 1024, gzipKB: files.reduce((sum, f) => sum + f.gzip, 0) / 1024 }
}

/**
 * Opens /home on the server at `baseURL` (serving the build in `distDir`) as a visitor and, given a
 * token, as a logged-in shopper; answers the larger visit with both.
 */
export async function homeDownloads(baseURL: string, distDir: string, shopperToken?: string): Promise<HomeDownloads> {
  ensureChromium()
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true })
  try {
    const visits = [visit('visitor', distDir, await scriptsBeforeTouch(browser, baseURL))]
    if (shopperToken) visits.push(visit('shopper', distDir, await scriptsBeforeTouch(browser, baseURL, shopperToken)))
    const largest = visits.reduce((a, b) => (b.gzipKB > a.gzipKB ? b : a))
    return { ...largest, visits }
  } finally {
    await browser.close()
  }
}
