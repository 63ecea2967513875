// Checkout in the browser: the world helpers of tests/views/support/checkout.ts over HTTP to the
// running server, the seeded items found once per test file, and the page's toasts recorded as
// they appear (a toast lasts 1200 ms: on a loaded machine it may come and go between two looks).
import type { Page } from 'playwright-core'
import { checkoutCallVia, findCheckoutCatalogue, type CheckoutCall, type CheckoutCatalogue } from '../../views/support/checkout'

export const checkoutCall = (baseURL: string): CheckoutCall => checkoutCallVia((path, init) => fetch(`${baseURL}${path}`, init))

let catalogue: Promise<CheckoutCatalogue> | undefined
export const checkoutCatalogue = (baseURL: string) => (catalogue ??= findCheckoutCatalogue(checkoutCall(baseURL)))

export interface PageToasts {
  /** The messages shown since the page opened (or the last clear), oldest first. */
  shown(): Promise<string[]>
  clear(): Promise<void>
}

/** Records every toast of the pages the context opens from now on. */
export async function recordToasts(page: Page): Promise<PageToasts> {
  await page.addInitScript(() => {
    const shown: string[] = []
    const seen = new WeakMap<Element, string>()
    Object.assign(window, { __toasts: shown })
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('.adm-toast-main')) {
        const text = toast.textContent ?? ''
        if (text && seen.get(toast) !== text) {
          seen.set(toast, text)
          shown.push(text)
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
  return {
    shown: () => page.evaluate(() => [...(window as unknown as { __toasts: string[] }).__toasts]),
    clear: () => page.evaluate(() => void ((window as unknown as { __toasts: string[] }).__toasts.length = 0)),
  }
}
