// Test paths generated from a machine and its example events: shortest paths to every state,
// simple paths while few, then one targeted path per transition still untaken. The model, view
// and browser test layers all replay these same paths.
import { createHash } from 'node:crypto'
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import type { MachineExamples } from '../../../machines/model-examples'
import { sampleTitles, type SampleEvent } from './events'
import { boundedSimplePaths, buildStateGraph, type GraphOptions, type RawPath, type StateGraph } from './graph'
import { replayPath, stateStrings } from './replay'
import { listTransitions } from './transitions'

export interface PathStep {
  /** The event to send, payload included (`{ type: 'BOOT', token: null }`). */
  event: SampleEvent
  /** The state after the step: dotted leaf paths (one per parallel region). */
  state: string[]
  /** The state's tags after the step, sorted. */
  tags: string[]
}

export interface GeneratedPath {
  /** Stable short name: target state and a hash of the event sequence. */
  id: string
  /** `reaches authenticated via BOOT {token: null} → LOGIN → done: login` */
  description: string
  /** The state before the first step. */
  initial: { state: string[]; tags: string[] }
  steps: PathStep[]
  /** The state the path ends in. */
  target: string[]
}

export interface GeneratePathsOptions extends GraphOptions {
  /**
   * Add the simple paths (no state twice) when there are at most this many; 0 keeps only the
   * shortest and the targeted paths, which still take every transition the examples can reach.
   * @default 60
   */
  maxSimplePaths?: number
}

function sequenceKey(graph: StateGraph, path: RawPath): string[] {
  return path.events.map(graph.sampleKey)
}

/** Drops every path whose event sequence is a prefix of another's: the longer one tests it too. */
function dedupe(graph: StateGraph, paths: RawPath[]): RawPath[] {
  const kept: Array<{ path: RawPath; key: string[] }> = []
  const longestFirst = paths
    .filter((path) => path.events.length > 0)
    .map((path) => ({ path, key: sequenceKey(graph, path) }))
    .sort((a, b) => b.key.length - a.key.length)
  for (const candidate of longestFirst) {
    const covered = kept.some(({ key }) => candidate.key.every((part, i) => key[i] === part))
    if (!covered) kept.push(candidate)
  }
  return kept.map(({ path }) => path)
}

/** Extends the set with shortest-path-plus-one-event paths until every takeable transition is taken. */
function addTargetedPaths(machine: AnyStateMachine, examples: MachineExamples, graph: StateGraph, paths: RawPath[]): RawPath[] {
  const replayTaken = (path: RawPath) => replayPath(machine, { steps: path.events.map((event) => ({ event })) }, { input: examples.input }).taken
  const taken = new Set(paths.flatMap(replayTaken))
  const missing = new Set(listTransitions(machine).map((t) => t.id).filter((id) => !taken.has(id)))
  const added: RawPath[] = []
  for (const [serial, head] of graph.shortest) {
    if (!missing.size) break
    for (const { event, state } of Object.values(graph.adjacency[serial as keyof typeof graph.adjacency].transitions)) {
      const candidate = { events: [...head.events, event], snapshots: [...head.snapshots, state] }
      const newlyTaken = replayTaken(candidate).filter((id) => missing.has(id))
      if (!newlyTaken.length) continue
      added.push(candidate)
      for (const id of newlyTaken) missing.delete(id)
    }
  }
  return [...paths, ...added]
}

function describeState(snapshot: AnyMachineSnapshot) {
  return { state: stateStrings(snapshot.value), tags: [...snapshot.tags].sort() }
}

function finish(graph: StateGraph, path: RawPath, titles: Map<SampleEvent, string>): GeneratedPath {
  const steps = path.events.map((event, i) => ({ event, ...describeState(path.snapshots[i]) }))
  const target = steps[steps.length - 1].state
  const hash = createHash('sha1').update(sequenceKey(graph, path).join('\n')).digest('hex').slice(0, 6)
  const via = path.events.map((event) => titles.get(event) ?? event.type).join(' → ')
  return {
    id: `${target.join('+')}-${hash}`,
    description: `reaches ${target.join(' + ')} via ${via}`,
    initial: describeState(graph.initial),
    steps,
    target,
  }
}

/**
 * The test paths of a machine: each a list of events (with example payloads) and the state
 * expected after each. Deterministic for a given machine and examples.
 */
export function generatePaths(machine: AnyStateMachine, examples: MachineExamples, options: GeneratePathsOptions = {}): GeneratedPath[] {
  const graph = buildStateGraph(machine, examples, options)
  const simple = options.maxSimplePaths === 0 ? null : boundedSimplePaths(graph, options.maxSimplePaths ?? 60)
  const base = dedupe(graph, [...graph.shortest.values(), ...(simple ?? [])])
  const all = dedupe(graph, addTargetedPaths(machine, examples, graph, base))
  const titles = sampleTitles(graph.samples)
  return all
    .map((path) => finish(graph, path, titles))
    // Plain code-unit order: locale collation may differ between Node builds.
    .sort((a, b) => a.steps.length - b.steps.length || (a.description < b.description ? -1 : a.description > b.description ? 1 : 0))
}

/**
 * Every event type the paths send, sorted: a UI runner checks it has an executor for each, since
 * a missing one would silently skip the step.
 */
export function pathEventTypes(paths: GeneratedPath[]): string[] {
  return [...new Set(paths.flatMap((path) => path.steps.map((step) => step.event.type)))].sort()
}

/**
 * Each path cut before its first step of a kind the interface cannot produce (a gesture jsdom
 * cannot make, an event no screen causes yet); empty and duplicate beginnings dropped.
 */
export function producible(paths: GeneratedPath[], cannot: string[]): GeneratedPath[] {
  const seen = new Set<string>()
  return paths.flatMap((path) => {
    const cut = path.steps.findIndex((step) => cannot.includes(step.event.type))
    const steps = cut === -1 ? path.steps : path.steps.slice(0, cut)
    const key = JSON.stringify(steps.map((step) => step.event))
    if (steps.length === 0 || seen.has(key)) return []
    seen.add(key)
    const description = cut === -1 ? path.description : `${path.description} (up to ${path.steps[cut]!.event.type})`
    return [{ ...path, steps, description }]
  })
}
