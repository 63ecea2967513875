// The page's clipboard held in Chromium, for the browser layer of the driver protocol: every write
// waits until the test releases it, then passes on to Chromium's own clipboard (read back after) or
// is refused like a denied permission.
import type { Page } from 'playwright-core'
import type { HeldClipboard } from '../../drivers/support/protocol'

type PageClipboard = { pending(): number; release(outcome: string): void }

/** Runs in the page before its scripts: holds navigator.clipboard.writeText. */
function holdInPage() {
  if (!navigator.clipboard) return
  const real = navigator.clipboard.writeText.bind(navigator.clipboard)
  const pending: Array<{ text: string; resolve(): void; reject(error: unknown): void }> = []
  Object.assign(window, {
    __clipboard: {
      pending: () => pending.length,
      release: (outcome: 'pass' | 'fail') => {
        const write = pending.shift()!
        if (outcome === 'pass') real(write.text).then(write.resolve, write.reject)
        else write.reject(new DOMException('Write permission denied.', 'NotAllowedError'))
      },
    },
  })
  navigator.clipboard.writeText = (text: string) => new Promise<void>((resolve, reject) => void pending.push({ text, resolve, reject }))
}

/** Holds the page's clipboard; `origin` (loopback) is granted the clipboard, as an insecure page cannot be. */
export async function holdClipboard(page: Page, origin: string, waitUntil: (check: () => Promise<void>) => Promise<void>): Promise<HeldClipboard> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
  await page.addInitScript(holdInPage)
  const pending = () => page.evaluate(() => (window as unknown as { __clipboard?: PageClipboard }).__clipboard?.pending() ?? 0)
  return {
    isPending: async () => (await pending()) > 0,
    async release(outcome) {
      await waitUntil(async () => {
        if (!(await pending())) throw new Error('no clipboard write waits')
      })
      await page.evaluate((o) => (window as unknown as { __clipboard: PageClipboard }).__clipboard.release(o), outcome)
    },
    text: () => page.evaluate(() => navigator.clipboard.readText()),
  }
}
