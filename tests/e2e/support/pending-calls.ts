// Counts the app's calls in flight on `window.__pendingCalls` (an event stream stays open on
// purpose and is not one), so a test can wait until a page's calls have answered.
import type { Page } from 'playwright-core'

export async function countPendingCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __pendingCalls: number }
    w.__pendingCalls = 0
    const fetch = window.fetch.bind(window)
    window.fetch = async (input, init) => {
      const url = String(input instanceof Request ? input.url : input)
      if (url.includes('/stream')) return fetch(input, init)
      w.__pendingCalls++
      try {
        return await fetch(input, init)
      } finally {
        w.__pendingCalls--
      }
    }
  })
}

/** Waits until no call is in flight and no skeleton shows. */
export async function settled(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as { __pendingCalls: number }).__pendingCalls === 0 && !document.querySelector('.skeleton-paragraph, .adm-skeleton'),
    undefined,
    { timeout },
  )
}
