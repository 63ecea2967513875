// Each layer's run writes the transitions it took to test-results/coverage/<layer>.json as
// { [machine]: { total, taken: [transition ids] } } (the atlas reads these files); a run of some
// machines only replaces those machines' entries.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

export type CoverageLayer = 'machine' | 'view' | 'browser'
export interface CoverageEntry {
  total: number
  taken: string[]
}

export const coverageDir = resolve(import.meta.dirname, '../../../test-results/coverage')

export function recordCoverage(layer: CoverageLayer, entries: Record<string, CoverageEntry>): void {
  const file = resolve(coverageDir, `${layer}.json`)
  mkdirSync(coverageDir, { recursive: true })
  const before = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, CoverageEntry>) : {}
  const after = { ...before, ...entries }
  const sorted = Object.fromEntries(Object.keys(after).sort().map((name) => [name, after[name]]))
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`)
}
