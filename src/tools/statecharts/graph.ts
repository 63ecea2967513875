// The state graph of a machine as xstate/graph explores it with the example events: shortest
// paths to every state, and simple paths while they stay few. A state is its value only, so
// context (counters, lists) cannot make the graph endless.
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { getAdjacencyMap, getShortestPaths, type AdjacencyMap, type StatePath } from 'xstate/graph'
import { startInputs, type MachineExamples } from '../../../machines/model-examples'
import { eventSamples, type SampleEvent } from './events'
import { atMachineLayer } from './replay'

/** A path before it is named: the events sent and the snapshot after each. */
export interface RawPath {
  events: SampleEvent[]
  snapshots: AnyMachineSnapshot[]
}

export interface StateGraph {
  /** The input the machine was started with (one of its examples' inputs). */
  input: unknown
  initial: AnyMachineSnapshot
  samples: SampleEvent[]
  /** `type#n`: the n-th sample of a type; tells apart samples that JSON alike (errors). */
  sampleKey: (event: SampleEvent) => string
  adjacency: AdjacencyMap<AnyMachineSnapshot, SampleEvent>
  /** Shortest path to every reachable state, by serialized state, in breadth-first order. */
  shortest: Map<string, RawPath>
  serialize: (snapshot: AnyMachineSnapshot) => string
}

export interface GraphOptions {
  /** Fuse: the most traversal steps before giving up. @default 20000 */
  limit?: number
}

/** Keeps what tells two states apart for a test: the value, and the status (done, error). */
export function serializeSnapshot(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify({ value: snapshot.value, status: snapshot.status })
}

function toRawPath(path: StatePath<AnyMachineSnapshot, SampleEvent>): RawPath {
  // xstate/graph puts the start state first, as the step of a synthetic `xstate.init` event.
  const steps = path.steps.slice(1)
  return { events: steps.map((step) => step.event), snapshots: steps.map((step) => step.state) }
}

/** The graph from one start: `input` is one of the examples' inputs (the first by default). */
export function buildStateGraph(
  machine: AnyStateMachine, examples: MachineExamples, options: GraphOptions = {}, input: unknown = startInputs(examples)[0],
): StateGraph {
  const logic = atMachineLayer(machine)
  const samples = eventSamples(machine, examples)
  const keys = new Map<SampleEvent, string>()
  const seen = new Map<string, number>()
  for (const sample of samples) {
    const n = seen.get(sample.type) ?? 0
    seen.set(sample.type, n + 1)
    keys.set(sample, `${sample.type}#${n}`)
  }
  const sampleKey = (event: SampleEvent) => keys.get(event) ?? JSON.stringify(event)
  const traversal = {
    input,
    // The list replaces xstate's own discovery, which skips targetless transitions without actions.
    events: samples,
    // Only events some transition takes: an unhandled `xstate.error.actor.*` would put the
    // machine in error, and a refused event is no edge. A finished actor takes no more events.
    filterEvents: (snapshot: AnyMachineSnapshot, event: SampleEvent) =>
      snapshot.status === 'active' && logic.getTransitionData(snapshot, event).length > 0,
    serializeState: (snapshot: AnyMachineSnapshot) => serializeSnapshot(snapshot),
    serializeEvent: (event: SampleEvent) => sampleKey(event),
    limit: options.limit ?? 20000,
  }
  let adjacency: AdjacencyMap<AnyMachineSnapshot, SampleEvent>
  let shortestPaths: Array<StatePath<AnyMachineSnapshot, SampleEvent>>
  try {
    adjacency = getAdjacencyMap(logic, traversal as never) as AdjacencyMap<AnyMachineSnapshot, SampleEvent>
    shortestPaths = getShortestPaths(logic, traversal as never) as never
  } catch (error) {
    throw new Error(`${machine.id}: the state graph exceeds ${traversal.limit} traversal steps (${String(error)})`, { cause: error })
  }
  const shortest = new Map<string, RawPath>()
  for (const path of shortestPaths) shortest.set(serializeSnapshot(path.state), toRawPath(path))
  const initial = shortestPaths.find((path) => path.steps.length <= 1)?.state ?? shortestPaths[0].state
  return { input, initial, samples, sampleKey, adjacency, shortest, serialize: serializeSnapshot }
}

/**
 * Maximal simple paths (no state twice) from the start, or null when there are more than `max`:
 * their number grows exponentially with the edges, and xstate's getSimplePaths has no fuse.
 */
export function boundedSimplePaths(graph: StateGraph, max: number): RawPath[] | null {
  const found: RawPath[] = []
  const onPath = new Set<string>()
  const events: SampleEvent[] = []
  const snapshots: AnyMachineSnapshot[] = []
  const visit = (serial: string): boolean => {
    onPath.add(serial)
    let extended = false
    for (const { event, state } of Object.values(graph.adjacency[serial as keyof typeof graph.adjacency]?.transitions ?? {})) {
      const next = graph.serialize(state)
      if (onPath.has(next)) continue
      extended = true
      events.push(event)
      snapshots.push(state)
      const fits = visit(next)
      events.pop()
      snapshots.pop()
      if (!fits) return false
    }
    onPath.delete(serial)
    if (!extended && events.length) found.push({ events: [...events], snapshots: [...snapshots] })
    return found.length <= max
  }
  return visit(graph.serialize(graph.initial)) ? found : null
}
