// Test paths generated from a machine and its example events: shortest paths to every state,
// simple paths while few, then one targeted path per transition still untaken. The model, view
// and browser test layers all replay these same paths.
import { createHash } from 'node:crypto'
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { startInputs, type MachineExamples } from '../../../machines/model-examples'
import { sampleTitles, summarizePayload, type SampleEvent } from './events'
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
  /** The machine's input at the start: one of its examples' inputs. */
  input: unknown
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
  /**
   * Only paths a layer can replay (a driver's `accepts`): the others are left out before the
   * targeted paths are chosen, so that a transition they took is taken by a path it accepts.
   */
  accept?: (path: GeneratedPath) => boolean
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

const replayTaken = (machine: AnyStateMachine, graph: StateGraph, path: RawPath) =>
  replayPath(machine, { steps: path.events.map((event) => ({ event })) }, { input: graph.input }).taken

/** Shortest-path-plus-one-event paths of one graph, taking the transitions still `missing` (which it shrinks). */
function targetedPaths(machine: AnyStateMachine, graph: StateGraph, missing: Set<string>, accept: (path: RawPath) => boolean): RawPath[] {
  const added: RawPath[] = []
  for (const [serial, head] of graph.shortest) {
    if (!missing.size) break
    for (const { event, state } of Object.values(graph.adjacency[serial as keyof typeof graph.adjacency].transitions)) {
      const candidate = { events: [...head.events, event], snapshots: [...head.snapshots, state] }
      if (!accept(candidate)) continue
      const newlyTaken = replayTaken(machine, graph, candidate).filter((id) => missing.has(id))
      if (!newlyTaken.length) continue
      added.push(candidate)
      for (const id of newlyTaken) missing.delete(id)
    }
  }
  return added
}

function describeState(snapshot: AnyMachineSnapshot) {
  return { state: stateStrings(snapshot.value), tags: [...snapshot.tags].sort() }
}

/** What a start is called when there are several: the input's fields that differ, `{codeSet: false}`. */
function inputLabels(inputs: unknown[]): string[] {
  if (inputs.length < 2) return inputs.map(() => '')
  const fields = (input: unknown) => (input && typeof input === 'object' ? (input as Record<string, unknown>) : { input })
  const keys = [...new Set(inputs.flatMap((input) => Object.keys(fields(input))))]
  const differing = keys.filter((key) => new Set(inputs.map((input) => JSON.stringify(fields(input)[key]))).size > 1)
  return inputs.map((input) => summarizePayload({ type: '', ...Object.fromEntries(differing.map((key) => [key, fields(input)[key]])) }))
}

function finish(graph: StateGraph, path: RawPath, titles: Map<SampleEvent, string>, start: { index: number; label: string }): GeneratedPath {
  const steps = path.events.map((event, i) => ({ event, ...describeState(path.snapshots[i]) }))
  const target = steps[steps.length - 1].state
  // The first start keeps the hash a one-input machine has always had.
  const key = [...(start.index ? [`input#${start.index}`] : []), ...sequenceKey(graph, path)]
  const hash = createHash('sha1').update(key.join('\n')).digest('hex').slice(0, 6)
  const via = path.events.map((event) => titles.get(event) ?? event.type).join(' → ')
  return {
    id: `${target.join('+')}-${hash}`,
    description: `reaches ${target.join(' + ')} via ${via}${start.label ? ` (started with ${start.label})` : ''}`,
    input: graph.input,
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
  const inputs = startInputs(examples)
  const labels = inputLabels(inputs)
  const graphs = inputs.map((input) => buildStateGraph(machine, examples, options, input))
  const titles = sampleTitles(graphs[0].samples)
  const accepts = graphs.map((graph, index) => (path: RawPath) =>
    !options.accept || path.events.length === 0 || options.accept(finish(graph, path, titles, { index, label: labels[index] })))
  const base = graphs.map((graph, index) => {
    const simple = options.maxSimplePaths === 0 ? null : boundedSimplePaths(graph, options.maxSimplePaths ?? 60)
    return dedupe(graph, [...graph.shortest.values(), ...(simple ?? [])]).filter(accepts[index])
  })
  // Then one targeted path per transition no start's paths take yet.
  const taken = new Set(graphs.flatMap((graph, i) => base[i].flatMap((path) => replayTaken(machine, graph, path))))
  const missing = new Set(listTransitions(machine).map((t) => t.id).filter((id) => !taken.has(id)))
  return graphs
    .flatMap((graph, index) =>
      dedupe(graph, [...base[index], ...targetedPaths(machine, graph, missing, accepts[index])]).map((path) => finish(graph, path, titles, { index, label: labels[index] })),
    )
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
    // Two starts (inputs) with the same events are two paths.
    const key = JSON.stringify([path.input, steps.map((step) => step.event)])
    if (steps.length === 0 || seen.has(key)) return []
    seen.add(key)
    const description = cut === -1 ? path.description : `${path.description} (up to ${path.steps[cut]!.event.type})`
    return [{ ...path, steps, description }]
  })
}
