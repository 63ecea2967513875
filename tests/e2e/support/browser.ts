// Debian's Chromium driven by playwright-core at a phone viewport (390x844); never a browser download.
import { afterAll, beforeAll } from 'vitest'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { CHROMIUM_PATH } from './ensure-chromium'

export { CHROMIUM_PATH }
export const PHONE = { width: 390, height: 844 }

const FLAGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
]

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: FLAGS })
}

export async function openPhone(browser: Browser, baseURL: string, locale = 'en-US'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale })
  const page = await context.newPage()
  return { context, page }
}

/** One Chromium for the test file: launched before its tests, closed after. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('the browser is not launched yet')
    return browser
  }
}
