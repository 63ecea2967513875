// The clipboard jsdom lacks, for the view layer of the driver protocol: each write of the page waits
// for the test, then keeps the text or is refused like a denied permission.
import type { HeldClipboard } from '../../drivers/support/protocol'

export class JsdomClipboard implements HeldClipboard {
  private pending: Array<{ text: string; resolve(): void; reject(error: unknown): void }> = []
  private arrivals: Array<() => void> = []
  private written = ''
  readonly writeText = (text: string) =>
    new Promise<void>((resolve, reject) => {
      this.pending.push({ text, resolve, reject })
      this.arrivals.splice(0).forEach((notify) => notify())
    })
  isPending = async () => this.pending.length > 0
  async release(outcome: 'pass' | 'fail') {
    if (!this.pending.length) await new Promise<void>((arrived) => this.arrivals.push(arrived))
    const write = this.pending.shift()!
    if (outcome === 'pass') {
      this.written = write.text
      write.resolve()
    } else {
      write.reject(new DOMException('Write permission denied.', 'NotAllowedError'))
    }
  }
  text = async () => this.written
}

/** Installs a held clipboard as the page's (none on an insecure page), and says whether the page is a secure context. */
export function installClipboard(hold: boolean, insecure: boolean): JsdomClipboard | undefined {
  Object.defineProperty(window, 'isSecureContext', { value: !insecure, configurable: true })
  const clipboard = hold && !insecure ? new JsdomClipboard() : undefined
  Object.defineProperty(navigator, 'clipboard', { value: clipboard && { writeText: clipboard.writeText }, configurable: true })
  return clipboard
}
