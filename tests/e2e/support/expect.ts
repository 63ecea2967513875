// `expect` for the browser drivers. tests/e2e/model-paths.test.ts runs a few paths at once, and
// Vitest binds `expect.poll` (and soft assertions) to "the current test", which concurrent tests
// do not have: each must use its own test's `expect`. The paths run inside withTestExpect, and a
// driver's `expect` is the one of the path that called it, found through the async context.
import { AsyncLocalStorage } from 'node:async_hooks'
import { expect as vitestExpect, type ExpectStatic } from 'vitest'

const current = new AsyncLocalStorage<ExpectStatic>()

/** Runs one path's steps with its test's `expect` as the drivers' `expect`. */
export function withTestExpect<T>(testExpect: ExpectStatic, run: () => Promise<T>): Promise<T> {
  return current.run(testExpect, run)
}

const active = () => current.getStore() ?? vitestExpect

export const expect: ExpectStatic = new Proxy(vitestExpect, {
  apply: (_target, thisArg, args) => Reflect.apply(active(), thisArg, args),
  get: (_target, key) => {
    const target = active()
    const value = Reflect.get(target, key) as unknown
    return typeof value === 'function' ? value.bind(target) : value
  },
})
