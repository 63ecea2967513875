// A finger on a phone screen, through Chromium's DevTools protocol (Playwright has taps, not drags).
import type { Locator, Page } from 'playwright-core'

const on = (where: Page | Locator, selector?: string) => (selector === undefined ? (where as Locator) : (where as Page).locator(selector).first())
const pageOf = (where: Page | Locator) => ('page' in where ? where.page() : where)

/**
 * Pulls down by `distance` px, the finger starting just inside the element (`selector` on a page, or
 * a locator). A pull area a page loads at its first touch (src/app/views/common/lazy-pull-to-refresh.tsx)
 * is not there on a page nobody has touched yet: the finger then rests on the screen first and
 * lifts without a tap, as a person's first pull would bring it.
 */
export async function pullDown(where: Page | Locator, selector?: string, distance = 220) {
  const page = pageOf(where)
  if ((await on(where, selector).count()) === 0) await restFinger(page)
  const box = await on(where, selector).boundingBox()
  if (!box) throw new Error(`nothing to pull: ${selector ?? String(where)} is not on the screen`)
  const x = box.x + box.width / 2
  const fromY = box.y + 10
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: fromY }] })
  for (let y = fromY + 10; y <= fromY + distance; y += 10) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

/** A finger put on the middle of the screen and taken off as a scroll would be (no tap). */
async function restFinger(page: Page) {
  const { width, height } = page.viewportSize() ?? { width: 390, height: 844 }
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: width / 2, y: height / 2 }] })
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchCancel', touchPoints: [] })
  await cdp.detach()
}

/** Swipes left by `distance` px across the element (`selector` on a page, or a locator), revealing a row's actions. */
export async function swipeLeft(where: Page | Locator, selector?: string, distance = 160) {
  const page = pageOf(where)
  const box = await on(where, selector).boundingBox()
  if (!box) throw new Error(`nothing to swipe: ${selector ?? String(where)} is not on the screen`)
  const y = box.y + box.height / 2
  const fromX = box.x + box.width - 20
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] })
  for (let x = fromX - 10; x >= fromX - distance; x -= 10) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}
