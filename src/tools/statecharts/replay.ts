// Runs a machine "at the machine layer": every actor slot is a promise that never settles and the
// clock never advances, so only the events of a path move it. Paths are replayed here.
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type StateValue,
} from 'xstate'
import type { SampleEvent } from './events'
import { allStateNodes, transitionId } from './transitions'

/** Dotted leaf state paths of a state value: `{ a: 'x' }` -> `['a.x']`. */
export function stateStrings(value: StateValue): string[] {
  if (typeof value === 'string') return [value]
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined || (typeof child === 'object' && !Object.keys(child).length)
      ? [key]
      : stateStrings(child as StateValue).map((inner) => `${key}.${inner}`),
  )
}

/** Names of every actor slot the machine can start (provided in setup or invoked by name). */
export function actorSlots(machine: AnyStateMachine): string[] {
  const names = new Set(Object.keys(machine.implementations.actors ?? {}))
  for (const node of allStateNodes(machine)) {
    // A state node's invoke holds the slot name; inline logic gets a generated `xstate.invoke.*` one.
    for (const { src } of node.invoke) if (!String(src).startsWith('xstate.invoke.')) names.add(String(src))
  }
  return [...names].sort()
}

/** The machine with every actor slot replaced by a promise that never settles. */
export function atMachineLayer<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  const never = fromPromise(() => new Promise<never>(() => {}))
  const actors = Object.fromEntries(actorSlots(machine).map((name) => [name, never]))
  return machine.provide({ actors } as never) as TMachine
}

/** What a replay needs of a path: the events to send, in order. */
export interface ReplayablePath {
  steps: ReadonlyArray<{ event: SampleEvent }>
}

export interface ReplayOptions {
  /** The machine's input (the `input` of its examples). */
  input?: unknown
  /** Called after each step with the actor's snapshot and the transitions the step took; throw to fail the replay. */
  onStep?: (snapshot: AnyMachineSnapshot, stepIndex: number, taken: string[]) => void
}

export interface ReplayResult {
  /** Ids of the transitions taken, in order, the initial eventless ones included. */
  taken: string[]
  /** The snapshot at the start, before any step. */
  initial: AnyMachineSnapshot
  final: AnyMachineSnapshot
}

/** Replays a path on a real actor and records every transition it takes (microsteps). */
export function replayPath(machine: AnyStateMachine, path: ReplayablePath, options: ReplayOptions = {}): ReplayResult {
  const taken: string[] = []
  const actor = createActor(atMachineLayer(machine), {
    input: options.input,
    clock: new SimulatedClock(),
    inspect: (inspection) => {
      // Only the machine's own microsteps: a child machine would report its own.
      if (inspection.type !== '@xstate.microstep' || inspection.actorRef.sessionId !== inspection.rootId) return
      for (const definition of inspection._transitions) {
        const id = transitionId(definition)
        if (id) taken.push(id)
      }
    },
  })
  // A machine error shows in the snapshot's status, checked below, instead of an uncaught throw.
  actor.subscribe({ error: () => {} })
  actor.start()
  const initial = actor.getSnapshot() as AnyMachineSnapshot
  try {
    path.steps.forEach((step, index) => {
      const mark = taken.length
      actor.send(step.event)
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot
      if (snapshot.status === 'error') {
        throw new Error(`step ${index + 1} (${step.event.type}) put the machine in error: ${String(snapshot.error)}`)
      }
      options.onStep?.(snapshot, index, taken.slice(mark))
    })
    return { taken, initial, final: actor.getSnapshot() as AnyMachineSnapshot }
  } finally {
    actor.stop()
  }
}
