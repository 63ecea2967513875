// jsdom lacks a few browser APIs antd-mobile uses; the interface starts in English.
import '../../src/app/antd-react19'
import { afterEach, beforeAll } from 'vitest'
import { cleanup } from '@testing-library/react'
import { initI18n } from '../../src/app/i18n'

Object.assign(window, {
  scrollTo: () => {},
  matchMedia: (query: string) => ({
    matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false,
  }),
})
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() { return [] }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver

beforeAll(async () => {
  await initI18n('en')
})

afterEach(() => {
  cleanup()
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  })
  localStorage.clear()
  sessionStorage.clear()
})
