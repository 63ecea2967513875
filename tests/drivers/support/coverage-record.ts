// Each layer's run writes the transitions it took to test-results/coverage/<layer>.json as
// { [machine]: { total, taken: [transition ids] } } (the atlas reads these files); a run of some
// machines only replaces those machines' entries. Several test files of a layer run at once (the
// view layer's parts), so each change is made holding the layer's lock: a folder, made or not in
// one step.
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

export type CoverageLayer = 'machine' | 'view' | 'browser'
export interface CoverageEntry {
  total: number
  taken: string[]
}

export const coverageDir = resolve(import.meta.dirname, '../../../test-results/coverage')

/** A lock older than this was left by a run that died holding it. */
const STALE_LOCK_MS = 60_000
const pause = new Int32Array(new SharedArrayBuffer(4))

/** How long ago the lock was made; 0 when it is gone meanwhile. */
function ageOf(lock: string): number {
  try {
    return Date.now() - statSync(lock).mtimeMs
  } catch {
    return 0
  }
}

function holdingLock<T>(lock: string, work: () => T): T {
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch {
      if (ageOf(lock) > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true })
      else Atomics.wait(pause, 0, 0, 20)
    }
  }
  try {
    return work()
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

export function recordCoverage(layer: CoverageLayer, entries: Record<string, CoverageEntry>): void {
  mkdirSync(coverageDir, { recursive: true })
  holdingLock(resolve(coverageDir, `${layer}.lock`), () => writeEntries(layer, entries))
}

function writeEntries(layer: CoverageLayer, entries: Record<string, CoverageEntry>): void {
  const file = resolve(coverageDir, `${layer}.json`)
  const before = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, CoverageEntry>) : {}
  const after = { ...before, ...entries }
  const sorted = Object.fromEntries(Object.keys(after).sort().map((name) => [name, after[name]]))
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`)
}
