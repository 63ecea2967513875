// Code kept off the first page until a person touches it (./src/app/shell/first-interaction.ts):
// nothing happens while the page only loads, scrolls or is left alone; the first touch, press, key
// or wheel calls every waiting callback once, and a callback asked for later runs at once. What
// moves the rows under a finger waits until it is lifted.
import { describe, expect, it, vi } from 'vitest'
import { firstInteraction, handsOff } from '../../src/app/shell/first-interaction'

describe('the first interaction', () => {
  it('waits through what the page does by itself, then calls back once at the first touch', () => {
    const page = document.createElement('div')
    const after = firstInteraction(page)
    const texts = vi.fn()
    const pullArea = vi.fn()
    after(texts)
    after(pullArea)
    for (const type of ['scroll', 'load', 'focus', 'mousemove']) page.dispatchEvent(new Event(type))
    expect(texts).not.toHaveBeenCalled()
    page.dispatchEvent(new Event('touchstart'))
    page.dispatchEvent(new Event('pointerdown'))
    expect(texts).toHaveBeenCalledTimes(1)
    expect(pullArea).toHaveBeenCalledTimes(1)
    const later = vi.fn()
    after(later)
    expect(later).toHaveBeenCalledTimes(1)
  })

  it.each(['touchstart', 'pointerdown', 'keydown', 'wheel'])('a %s is an interaction', (type) => {
    const page = document.createElement('div')
    const callback = vi.fn()
    firstInteraction(page)(callback)
    page.dispatchEvent(new Event(type))
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('a callback taken back is not called (a list left before anyone touched it)', () => {
    const page = document.createElement('div')
    const after = firstInteraction(page)
    const left = vi.fn()
    const stays = vi.fn()
    after(left)()
    after(stays)
    page.dispatchEvent(new Event('keydown'))
    expect(left).not.toHaveBeenCalled()
    expect(stays).toHaveBeenCalledTimes(1)
  })
})

describe('hands off', () => {
  const pointer = (type: string, pointerId: number) => dispatchEvent(Object.assign(new Event(type), { pointerId }))

  it('waits while a finger is down, and answers once the last one is lifted', async () => {
    pointer('pointerdown', 1)
    pointer('pointerdown', 2)
    let settled = false
    const off = handsOff().then(() => (settled = true))
    await new Promise((r) => setTimeout(r, 120))
    expect(settled).toBe(false)
    pointer('pointerup', 1)
    await new Promise((r) => setTimeout(r, 120))
    expect(settled).toBe(false)
    pointer('pointercancel', 2)
    await off
    expect(settled).toBe(true)
  })

  it("answers at once, after the tap's click has had its moment, when nothing is down", async () => {
    await handsOff()
  })
})
