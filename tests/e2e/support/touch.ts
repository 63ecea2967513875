// A finger on a phone screen, through Chromium's DevTools protocol (Playwright has taps, not drags).
import type { Page } from 'playwright-core'

/** Pulls down by `distance` px, the finger starting just inside the element `selector`. */
export async function pullDown(page: Page, selector: string, distance = 220) {
  const box = await page.locator(selector).first().boundingBox()
  if (!box) throw new Error(`nothing to pull: ${selector} is not on the screen`)
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

/** Swipes left by `distance` px across the element `selector` (revealing a row's actions). */
export async function swipeLeft(page: Page, selector: string, distance = 160) {
  const box = await page.locator(selector).first().boundingBox()
  if (!box) throw new Error(`nothing to swipe: ${selector} is not on the screen`)
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
