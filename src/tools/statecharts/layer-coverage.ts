// The share of a machine's transitions one test layer takes with the paths it replays, and what it
// drops: every transition it does not take must be listed, with its reason, in layer-limits.ts.
import type { AnyStateMachine } from 'xstate'
import { limitsOf, type TestLayer } from './layer-limits'
import type { GeneratedPath } from './paths'
import { replayPath } from './replay'
import { listTransitions } from './transitions'

export interface LayerCoverage {
  total: number
  /** Transition ids the paths take, in the machine's order. */
  taken: string[]
  /** Not taken and not listed in layer-limits.ts: a path dropped without a reason. */
  unlisted: string[]
  /** Listed in layer-limits.ts, yet taken (or no transition of the machine): the list is stale. */
  stale: string[]
}

/** Transition ids the given paths take when replayed on the machine. */
export function transitionsTaken(machine: AnyStateMachine, paths: GeneratedPath[]): Set<string> {
  return new Set(paths.flatMap((path) => replayPath(machine, path, { input: path.input }).taken))
}

export function layerCoverage(name: string, machine: AnyStateMachine, layer: TestLayer, paths: GeneratedPath[]): LayerCoverage {
  const all = listTransitions(machine).map((t) => t.id)
  const taken = transitionsTaken(machine, paths)
  const listed = new Set(limitsOf(name, layer).map((limit) => limit.transition))
  return {
    total: all.length,
    taken: all.filter((id) => taken.has(id)),
    unlisted: all.filter((id) => !taken.has(id) && !listed.has(id)),
    stale: [...listed].filter((id) => taken.has(id) || !all.includes(id)),
  }
}

/** `recharge at the browser layer: 20/24 transitions (83%)`, with what is dropped and why. */
export function formatLayerCoverage(name: string, layer: TestLayer, result: LayerCoverage): string {
  const percent = result.total ? Math.floor((result.taken.length / result.total) * 100) : 100
  return [
    `${name} at the ${layer} layer: ${result.taken.length}/${result.total} transitions (${percent}%)`,
    ...limitsOf(name, layer).map((limit) => `  cannot: ${limit.transition} (${limit.reason})`),
    ...result.unlisted.map((id) => `  dropped without a reason in src/tools/statecharts/layer-limits.ts: ${id}`),
    ...result.stale.map((id) => `  listed in layer-limits.ts but taken (or unknown): ${id}`),
  ].join('\n')
}
