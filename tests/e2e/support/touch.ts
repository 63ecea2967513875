// A finger on a phone screen, through Chromium's DevTools protocol (Playwright has taps, not drags).
import type { Page } from 'playwright-core'

export async function pullDown(page: Page, x = 200, fromY = 150, distance = 220) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: fromY }] })
  for (let y = fromY + 10; y <= fromY + distance; y += 10) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}
