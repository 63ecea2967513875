// The navigation's progress bar comes with the first navigation, not with the first page: a
// navigation going on when its code arrives shows it; one already over shows none.
import { beforeEach, describe, expect, it, vi } from 'vitest'

type ProgressBar = typeof import('../../src/app/shell/progress-bar')
let bar: ProgressBar

beforeEach(async () => {
  vi.resetModules()
  document.getElementById('nprogress')?.remove()
  bar = await import('../../src/app/shell/progress-bar')
})

describe('the navigation progress bar loaded at the first navigation', () => {
  it('shows once its code has come when the navigation is still going, and ends with it', async () => {
    bar.startProgress()
    await expect.poll(() => document.getElementById('nprogress')).not.toBeNull()
    expect(document.querySelector('#nprogress .spinner')).toBeNull()
    bar.endProgress()
    const nprogress = (await bar.loadProgressBar())
    expect(nprogress.status).toBeNull()
  })

  it('shows nothing for a navigation over before its code came', async () => {
    bar.startProgress()
    bar.endProgress()
    const nprogress = await bar.loadProgressBar()
    expect(nprogress.isStarted()).toBe(false)
    expect(document.getElementById('nprogress')).toBeNull()
  })
})
