// Transition coverage measured, not assumed: every path is replayed on a real actor and the
// transitions its microsteps take (eventless ones included) are checked off the machine's list.
import type { AnyStateMachine } from 'xstate'
import type { MachineExamples } from '../../../machines/model-examples'
import type { GeneratedPath } from './paths'
import { replayPath } from './replay'
import { listTransitions, type MachineTransition } from './transitions'

export interface Coverage {
  covered: number
  total: number
  /** Transitions no path takes: unreachable with the example events, or dead. */
  uncovered: MachineTransition[]
  /** Path ids per transition id, for the docs. */
  takenBy: Map<string, string[]>
}

export function coverage(machine: AnyStateMachine, examples: MachineExamples, paths: GeneratedPath[]): Coverage {
  const transitions = listTransitions(machine)
  const takenBy = new Map<string, string[]>(transitions.map((t) => [t.id, []]))
  for (const path of paths) {
    for (const id of new Set(replayPath(machine, path, { input: path.input }).taken)) takenBy.get(id)?.push(path.id)
  }
  const uncovered = transitions.filter((t) => !takenBy.get(t.id)?.length)
  return { covered: transitions.length - uncovered.length, total: transitions.length, uncovered, takenBy }
}

/** `session: 18/18 transitions (100%)`, then one line per uncovered transition. */
export function formatCoverage(name: string, result: Coverage): string {
  const percent = result.total ? Math.floor((result.covered / result.total) * 100) : 100
  const head = `${name}: ${result.covered}/${result.total} transitions (${percent}%)`
  return [head, ...result.uncovered.map((t) => `  uncovered: ${t.id} (${t.label}${t.guard ? ` [${t.guard}]` : ''} -> ${t.targets.join(', ') || 'no target'})`)].join('\n')
}
