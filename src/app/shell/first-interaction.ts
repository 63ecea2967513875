// What only a person does to a page: a touch (a touch scroll and a pull start with one), a press of
// a pointer, a key, a wheel. Not `scroll`, which the page's own layout fires too (a strip snapping to
// its first card). Code a page does not need to show itself waits for it, so a phone downloads
// nothing more while nobody touches the page (the bench counts what it downloads until then:
// tests/bench/home-downloads.ts).
const EVENTS = ['touchstart', 'pointerdown', 'keydown', 'wheel'] as const

/** The first interaction with `target` (capturing, so a handler that stops the event does not hide it). */
export function firstInteraction(target: EventTarget) {
  let happened = false
  const waiting = new Set<() => void>()
  const heard = () => {
    happened = true
    for (const type of EVENTS) target.removeEventListener(type, heard, true)
    const callbacks = [...waiting]
    waiting.clear()
    for (const callback of callbacks) callback()
  }
  /** Calls `callback` at the first interaction (at once after it); answers the way to take it back. */
  return function after(callback: () => void): () => void {
    if (happened) {
      callback()
      return () => {}
    }
    if (waiting.size === 0) for (const type of EVENTS) target.addEventListener(type, heard, { capture: true, passive: true })
    waiting.add(callback)
    return () => void waiting.delete(callback)
  }
}

/** The page's first interaction. */
export const afterFirstInteraction = firstInteraction(globalThis)

/** After the last finger or button is lifted: long enough for the tap's click to have been dispatched. */
const CLICK_SETTLE_MS = 50
/** A finger or button lifted, or a touch the browser took over for scrolling. */
const RELEASES = ['pointerup', 'pointercancel'] as const
const down = new Set<number>()
if (typeof addEventListener === 'function') {
  addEventListener('pointerdown', (event) => down.add(event.pointerId), { capture: true, passive: true })
  for (const type of RELEASES) addEventListener(type, (event) => down.delete(event.pointerId), { capture: true, passive: true })
}

/**
 * Resolves once no finger or button is down on the page and a tap has had its click: a change that
 * moves what is under the finger (a list put into its pull area) made between the press and the
 * release would lose the tap, or stop the scroll the finger is making.
 */
export function handsOff(): Promise<void> {
  return new Promise((done) => {
    const check = () => {
      for (const type of RELEASES) removeEventListener(type, check, true)
      if (down.size === 0) return void setTimeout(() => (down.size > 0 ? check() : done()), CLICK_SETTLE_MS)
      for (const type of RELEASES) addEventListener(type, check, { capture: true, passive: true })
    }
    check()
  })
}
