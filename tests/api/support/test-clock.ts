// A clock for tests: it follows real time, and `advance` jumps it ahead (session expiry, reset
// codes, rate-limit windows) without waiting.
import type { Clock } from '../../../src/server/clock'

export interface TestClock extends Clock {
  /** Moves "now" forward by ms (or back with a negative number). */
  advance(ms: number): void
}

export function createTestClock(): TestClock {
  let offset = 0
  const clock = (() => new Date(Date.now() + offset)) as TestClock
  clock.advance = (ms) => {
    offset += ms
  }
  return clock
}
