// Checks a machine against its expectations table (machines/<name>.expectations.ts): every
// transition each generated path takes, step by step, must be a row of the table with the same
// guard, targets and actions; every row must be taken by some path. What fails names the path, the
// step and the transition, so a retargeted transition, a dropped guard or an unlisted one is found.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { AnyStateMachine } from 'xstate'
import type { ExpectedTransition, MachineExpectations } from '../../../machines/expectations'
import { machinesDir } from './load-machines'
import type { GeneratedPath } from './paths'
import { replayPath } from './replay'
import { listTransitions, type MachineTransition } from './transitions'

/** The table of machines/<name>.expectations.ts, or null when the machine has none. */
export async function loadExpectations(name: string, dir: string = machinesDir): Promise<MachineExpectations | null> {
  const file = join(dir, `${name}.expectations.ts`)
  if (!existsSync(file)) return null
  const module = (await import(pathToFileURL(file).href)) as { expectations?: MachineExpectations }
  if (!Array.isArray(module.expectations)) throw new Error(`${file}: must export \`expectations\` (a MachineExpectations table)`)
  return module.expectations
}

const targetsOf = (row: ExpectedTransition) => (row.to === undefined ? [] : Array.isArray(row.to) ? [...row.to] : [row.to])
const rowKey = (from: string, on: string) => `${from} | ${on}`
const describeRow = (row: ExpectedTransition) => `${row.from || '(root)'} on ${row.on}${row.guard ? ` [${row.guard}]` : ''} -> ${targetsOf(row).join(', ') || 'stays'}`
const describe = (t: MachineTransition) => `${t.source || '(root)'} on ${t.label}${t.guard ? ` [${t.guard}]` : ''} -> ${t.targets.join(', ') || 'stays'}`

/** Where a machine transition differs from its row; empty when they agree. */
function differences(t: MachineTransition, row: ExpectedTransition): string[] {
  const found: string[] = []
  if ((row.guard ?? null) !== t.guard) found.push(`guard ${t.guard ?? 'none'}, the table says ${row.guard ?? 'none'}`)
  if (JSON.stringify(t.targets) !== JSON.stringify(targetsOf(row))) found.push(`goes to ${t.targets.join(', ') || 'nowhere (stays)'}, the table says ${targetsOf(row).join(', ') || 'it stays'}`)
  if (JSON.stringify(t.actions) !== JSON.stringify(row.does ?? [])) found.push(`does [${t.actions.join(', ')}], the table says [${(row.does ?? []).join(', ')}]`)
  return found
}

/**
 * Human-readable problems of `machine` against `table`, replaying `paths` (with their inputs):
 * empty when every step agrees with the table and every row is taken.
 */
export function expectationProblems(machine: AnyStateMachine, table: MachineExpectations, paths: GeneratedPath[]): string[] {
  const problems = new Set<string>()
  for (const row of table) if (row.guard && !row.when) problems.add(`row ${describeRow(row)}: says no condition in words (when)`)
  const rows = new Map<string, ExpectedTransition[]>()
  for (const row of table) rows.set(rowKey(row.from, row.on), [...(rows.get(rowKey(row.from, row.on)) ?? []), row])
  // Each machine transition and its row: the n-th alternative of a state and event is the n-th row.
  const transitions = new Map<string, { transition: MachineTransition; row: ExpectedTransition | undefined }>()
  const seen = new Map<string, number>()
  for (const t of listTransitions(machine)) {
    const key = rowKey(t.source, t.label)
    const n = seen.get(key) ?? 0
    seen.set(key, n + 1)
    transitions.set(t.id, { transition: t, row: rows.get(key)?.[n] })
  }
  const taken = new Set<ExpectedTransition>()
  const check = (ids: string[], where: string) => {
    for (const id of ids) {
      const entry = transitions.get(id)
      if (!entry) continue
      const { transition, row } = entry
      if (!row) {
        problems.add(`${where}: took ${describe(transition)}, which the table does not list`)
        continue
      }
      taken.add(row)
      for (const difference of differences(transition, row)) problems.add(`${where}: ${describeRow(row)}: ${difference}`)
    }
  }
  for (const path of paths) {
    replayPath(machine, path, {
      input: path.input,
      onStep: (_snapshot, index, ids) => check(ids, `path ${path.id}, step ${index + 1} (${path.steps[index]!.event.type})`),
    })
  }
  // Eventless transitions taken at the start, before any step: once per input.
  const inputs = new Map(paths.map((path) => [JSON.stringify(path.input) ?? '', path.input]))
  for (const [key, input] of inputs) check(replayPath(machine, { steps: [] }, { input }).taken, `at the start${inputs.size > 1 ? ` (input ${key})` : ''}`)
  for (const row of table) if (!taken.has(row)) problems.add(`row ${describeRow(row)}: no path takes it (is it still in the machine?)`)
  return [...problems]
}
