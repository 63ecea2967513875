// The mutation check of the model tests: each machine's config is copied and changed in memory one
// way at a time (a transition retargeted, its guard dropped, the transition removed, the targets of
// two transitions of one state swapped), all generated from the config, none listed by hand; each
// mutant is re-created with the machine's own implementations, its paths generated again, and the
// expectations check must fail for it. Prints a score per machine; exits 1 when a mutant survives.
// `npx tsx src/tools/mutate-machines.ts [machine ...]`
import { createMachine, type AnyStateMachine } from 'xstate'
import type { MachineExpectations } from '../../machines/expectations'
import { expectationProblems, loadExpectations } from './statecharts/expectations'
import { loadMachines, type LoadedMachine } from './statecharts/load-machines'
import { generatePaths } from './statecharts/paths'
import { listTransitions } from './statecharts/transitions'

type Config = Record<string, unknown>
type TransitionConfig = Config & { target?: unknown; guard?: unknown }

export interface Mutant {
  kind: 'retarget' | 'drop guard' | 'remove' | 'swap targets'
  /** Which transition, as a reader finds it: `paying on xstate.error.actor.pay` and its number. */
  where: string
  config: Config
}

export interface MutationScore {
  machine: string
  mutations: number
  caught: number
  survivors: Mutant[]
}

/** A deep copy of plain objects and arrays; functions (inline guards, assign) are kept as they are. */
function copy<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copy) as T
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, copy(inner)])) as T
  }
  return value
}

/** A transition slot of a state's config: where its list of transitions lives. */
interface Slot {
  state: string[]
  label: string
  get(node: Config): TransitionConfig[]
  set(node: Config, list: TransitionConfig[]): void
}

const asList = (value: unknown): TransitionConfig[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((t) => (typeof t === 'string' || Array.isArray(t) ? { target: t } : (t as TransitionConfig)))

function keyedSlots(node: Config, state: string[], field: 'on' | 'after'): Slot[] {
  const map = node[field] as Config | undefined
  return Object.keys(map ?? {}).map((key) => ({
    state,
    label: `${field === 'after' ? 'after ' : ''}${key}`,
    get: (n) => asList((n[field] as Config)[key]),
    set: (n, list) => {
      const keyed = n[field] as Config
      if (list.length) keyed[key] = list
      else delete keyed[key]
    },
  }))
}

function invokeSlots(node: Config, state: string[]): Slot[] {
  const invokes = node.invoke === undefined ? [] : Array.isArray(node.invoke) ? node.invoke : [node.invoke]
  return invokes.flatMap((invoke, index) =>
    (['onDone', 'onError'] as const).filter((field) => (invoke as Config)[field] !== undefined).map((field) => ({
      state,
      label: `${field === 'onDone' ? 'done' : 'error'}: ${String((invoke as Config).id)}`,
      get: (n: Config) => asList(((Array.isArray(n.invoke) ? n.invoke[index] : n.invoke) as Config)[field]),
      set: (n: Config, list: TransitionConfig[]) => {
        const target = (Array.isArray(n.invoke) ? n.invoke[index] : n.invoke) as Config
        if (list.length) target[field] = list
        else delete target[field]
      },
    })),
  )
}

function plainSlot(node: Config, state: string[], field: 'always' | 'onDone', label: string): Slot[] {
  if (node[field] === undefined) return []
  return [{ state, label, get: (n) => asList(n[field]), set: (n, list) => (list.length ? (n[field] = list) : delete n[field]) }]
}

/** Every state config with its path, root first, depth first. */
function statesOf(config: Config, path: string[] = []): Array<{ path: string[]; node: Config }> {
  const children = (config.states ?? {}) as Record<string, Config>
  return [{ path, node: config }, ...Object.entries(children).flatMap(([key, child]) => statesOf(child, [...path, key]))]
}

function slotsOf(config: Config): Slot[] {
  return statesOf(config).flatMap(({ path, node }) => [
    ...keyedSlots(node, path, 'on'), ...plainSlot(node, path, 'always', 'always'), ...invokeSlots(node, path),
    ...keyedSlots(node, path, 'after'), ...plainSlot(node, path, 'onDone', 'done: state'),
  ])
}

const nodeAt = (config: Config, path: string[]) => path.reduce((node, key) => (node.states as Record<string, Config>)[key]!, config)

/** Whether a changed config builds a machine with the very transitions of `machine` (an equivalent mutant). */
function sameTransitions(machine: AnyStateMachine, config: Config): boolean {
  try {
    const changed = createMachine(config as never, machine.implementations as never) as AnyStateMachine
    return JSON.stringify(listTransitions(changed)) === JSON.stringify(listTransitions(machine))
  } catch {
    return true
  }
}

/** Every mutant of a machine's config. */
export function mutantsOf(machine: AnyStateMachine): Mutant[] {
  const base = machine.config as Config
  const id = machine.id
  // Targets to retarget to: every state but the root, by absolute id.
  const everyState = statesOf(base).slice(1).map(({ path }) => `#${id}.${path.join('.')}`)
  const mutants: Mutant[] = []
  const mutate = (kind: Mutant['kind'], where: string, change: (config: Config) => void) => {
    const config = copy(base)
    change(config)
    mutants.push({ kind, where, config })
  }
  const slots = slotsOf(base)
  for (const slot of slots) {
    const list = slot.get(nodeAt(base, slot.state))
    list.forEach((transition, index) => {
      const where = `${slot.state.join('.') || '(root)'} on ${slot.label} #${index + 1}`
      const edit = (change: (list: TransitionConfig[]) => void) => (config: Config) => {
        const node = nodeAt(config, slot.state)
        const copyList = slot.get(node).map((t) => ({ ...t }))
        change(copyList)
        slot.set(node, copyList)
      }
      mutate('remove', where, edit((l) => l.splice(index, 1)))
      if (transition.guard !== undefined) mutate('drop guard', where, edit((l) => delete l[index]!.guard))
      // Another state than where it goes now: the first, from a place that moves with the slot, that
      // changes the machine (a relative and an absolute name of one state are the same target).
      const offset = slots.indexOf(slot) + index
      for (let i = 0; i < everyState.length; i++) {
        const other = everyState[(offset + i) % everyState.length]!
        const change = edit((l) => void (l[index]!.target = other))
        const config = copy(base)
        change(config)
        if (!sameTransitions(machine, config)) {
          mutants.push({ kind: 'retarget', where, config })
          break
        }
      }
    })
  }
  // Two transitions of one state that go to different places exchange their targets.
  const byState = new Map<string, Array<{ slot: Slot; index: number; target: unknown }>>()
  for (const slot of slots) {
    slot.get(nodeAt(base, slot.state)).forEach((t, index) => {
      const key = slot.state.join('.')
      byState.set(key, [...(byState.get(key) ?? []), { slot, index, target: t.target }])
    })
  }
  for (const [state, entries] of byState) {
    for (let i = 0; i + 1 < entries.length; i++) {
      const [a, b] = [entries[i]!, entries[i + 1]!]
      if (JSON.stringify(a.target ?? null) === JSON.stringify(b.target ?? null)) continue
      mutate('swap targets', `${state || '(root)'}: ${a.slot.label} #${a.index + 1} and ${b.slot.label} #${b.index + 1}`, (config) => {
        const node = nodeAt(config, a.slot.state)
        const listA = a.slot.get(node).map((t) => ({ ...t }))
        a.slot.set(node, listA)
        const listB = b.slot === a.slot ? listA : b.slot.get(node).map((t) => ({ ...t }))
        if (b.slot !== a.slot) b.slot.set(node, listB)
        const [ta, tb] = [listA[a.index]!.target, listB[b.index]!.target]
        if (tb === undefined) delete listA[a.index]!.target
        else listA[a.index]!.target = tb
        if (ta === undefined) delete listB[b.index]!.target
        else listB[b.index]!.target = ta
      })
    }
  }
  return mutants
}

/** Whether the expectations check fails for a mutant (a mutant xstate refuses to build does not count). */
function caught(loaded: LoadedMachine, table: MachineExpectations, mutant: Mutant): boolean | null {
  let machine: AnyStateMachine
  try {
    machine = createMachine(mutant.config as never, loaded.machine.implementations as never) as AnyStateMachine
  } catch {
    return null
  }
  try {
    return expectationProblems(machine, table, generatePaths(machine, loaded.examples, { maxSimplePaths: 0 })).length > 0
  } catch {
    // Paths that cannot be generated or replayed fail the model tests as well.
    return true
  }
}

/** The score of one machine: every mutant of its config against its expectations table. */
export async function mutationScore(loaded: LoadedMachine): Promise<MutationScore> {
  const table = await loadExpectations(loaded.name)
  if (!table) throw new Error(`machine ${loaded.name} has no expectations table`)
  const score: MutationScore = { machine: loaded.name, mutations: 0, caught: 0, survivors: [] }
  for (const mutant of mutantsOf(loaded.machine)) {
    const result = caught(loaded, table, mutant)
    if (result === null) continue
    score.mutations++
    if (result) score.caught++
    else score.survivors.push(mutant)
  }
  return score
}

export async function mutationScores(only: string[] = []): Promise<MutationScore[]> {
  const scores: MutationScore[] = []
  for (const loaded of await loadMachines()) if (!only.length || only.includes(loaded.name)) scores.push(await mutationScore(loaded))
  return scores
}

export function formatScores(scores: MutationScore[]): string {
  const rows = scores.map((s) => `| ${s.machine} | ${s.mutations} | ${s.caught} | ${s.mutations ? Math.floor((s.caught / s.mutations) * 100) : 100}% |`)
  const total = scores.reduce((sum, s) => ({ mutations: sum.mutations + s.mutations, caught: sum.caught + s.caught }), { mutations: 0, caught: 0 })
  const survivors = scores.flatMap((s) => s.survivors.map((m) => `  survived: ${s.machine}: ${m.kind} ${m.where}`))
  return ['| machine | mutations | caught | score |', '|---|---|---|---|', ...rows, `| all | ${total.mutations} | ${total.caught} | ${total.mutations ? Math.floor((total.caught / total.mutations) * 100) : 100}% |`, ...survivors].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now()
  const scores = await mutationScores(process.argv.slice(2))
  console.log(formatScores(scores))
  console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`)
  process.exit(scores.every((s) => s.survivors.length === 0) ? 0 : 1)
}
