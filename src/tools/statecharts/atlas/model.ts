// What the atlas knows of one machine, as plain data its pages embed: the laid-out diagram, each
// state and transition with its words and technical name, and each generated path as a storyboard
// (the event after each step in words, the states it reaches, the coverage goal it serves, and
// the key under which the browser run filed the screen of that step).
import { createHash } from 'node:crypto'
import type { AnyStateNode } from 'xstate'
import type { MachineDoc } from '../markdown'
import { actionDescription, eventDescription, guardDescription, stateDescription } from '../descriptions'
import { eventLabel as eventLabelOf } from '../events'
import { replayPath } from '../replay'
import { actionName, allStateNodes, statePath } from '../transitions'
import { invokedMachine, layoutMachine, transitionName, type MachineLayout, type MachineNames } from './layout'
import { eventDataWords } from './words'

export interface Named { name: string; words: string }

export interface AtlasState {
  path: string
  type: string
  words: string
  tags: string[]
  entry: Named[]
  exit: Named[]
  /** Another machine this state runs (its page's name), if any. */
  runs: string | null
}

export interface AtlasTransition {
  id: string
  from: string
  to: string[]
  name: string
  event: Named
  guard: Named | null
  actions: Named[]
  /** The paths taking it (ids). */
  paths: string[]
}

export interface AtlasStep {
  event: Named
  /** The event's data in words ('' when it carries none). */
  data: string
  states: string[]
  /** Under which the browser run filed this step's screen (see stepKey). */
  key: string
}

export interface AtlasPath {
  id: string
  description: string
  /** What the path is there for: the state it reaches, and the transitions no earlier path takes. */
  goal: string
  start: { states: string[]; key: string }
  steps: AtlasStep[]
}

export interface AtlasMachine {
  name: string
  id: string
  summary: string
  layout: MachineLayout
  states: AtlasState[]
  transitions: AtlasTransition[]
  paths: AtlasPath[]
  coverage: { covered: number; total: number }
  /** The machines this one runs, and those that run it. */
  runs: string[]
  runBy: string[]
}

/** A JSON-safe copy: errors become `{}`, as in the browser run's shots.jsonl. */
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null))

/**
 * The key of the screen after some steps: the states it started in and the events sent since, so a
 * browser run that sent the same events from the same start filed the same screen.
 */
export function stepKey(startStates: string[], events: unknown[]): string {
  return createHash('sha1').update(JSON.stringify([startStates, events.map(plain)])).digest('hex').slice(0, 12)
}

function named(name: string, words: string | null): Named {
  return { name, words: words ?? name }
}

function stateOf(doc: MachineDoc, node: AnyStateNode, runs: (node: AnyStateNode) => string | null): AtlasState {
  const loaded = doc.loaded
  return {
    path: statePath(node),
    type: node.type,
    words: stateDescription(node) ?? node.key,
    tags: [...node.tags].sort(),
    entry: node.entry.map((action) => named(actionName(action), actionDescription(loaded, actionName(action)))),
    exit: node.exit.map((action) => named(actionName(action), actionDescription(loaded, actionName(action)))),
    runs: runs(node),
  }
}

/** The atlas data of every machine, in the docs' order. */
export async function atlasMachines(docs: MachineDoc[]): Promise<AtlasMachine[]> {
  const names: MachineNames = new Map(docs.map((doc) => [doc.loaded.machine as unknown, doc.loaded.name]))
  const runsOf = (doc: MachineDoc) => (node: AnyStateNode) => invokedMachine(doc.loaded, node, names)
  const machines: AtlasMachine[] = []
  for (const doc of docs) {
    const { loaded } = doc
    const states = allStateNodes(loaded.machine).filter((node) => node.path.length).map((node) => stateOf(doc, node, runsOf(doc)))
    const transitions = doc.transitions.map((t) => ({
      id: t.id,
      from: t.source,
      to: t.targets,
      name: transitionName(t),
      event: named(t.label, eventDescription(loaded, t.label)),
      guard: t.guard ? named(t.guard, guardDescription(loaded, t.guard)) : null,
      actions: t.actions.map((action) => named(action, actionDescription(loaded, action))),
      paths: doc.coverage.takenBy.get(t.id) ?? [],
    }))
    const firstTaken = new Set<string>()
    const paths = doc.paths.map((path) => {
      const taken = [...new Set(replayPath(loaded.machine, path, { input: path.input }).taken)]
      const fresh = taken.filter((id) => !firstTaken.has(id))
      for (const id of fresh) firstTaken.add(id)
      const target = path.target.map((state) => states.find((s) => s.path === state)?.words ?? state).join(' + ')
      const goal = `Reaches “${target}”${fresh.length ? `; the first path to take ${fresh.length === 1 ? 'the transition' : `${fresh.length} transitions`} ${fresh.map((id) => transitions.find((t) => t.id === id)?.name ?? id).join('; ')}` : ''}.`
      const events = path.steps.map((step) => step.event)
      return {
        id: path.id,
        description: path.description,
        goal,
        start: { states: path.initial.state, key: stepKey(path.initial.state, []) },
        steps: path.steps.map((step, index) => ({
          event: named(eventLabelOf(step.event.type), eventDescription(loaded, eventLabelOf(step.event.type))),
          data: eventDataWords(step.event),
          states: step.state,
          key: stepKey(path.initial.state, events.slice(0, index + 1)),
        })),
      }
    })
    const runs = [...new Set(states.map((state) => state.runs).filter((name): name is string => !!name))]
    machines.push({
      name: loaded.name,
      id: loaded.machine.id,
      summary: loaded.summary,
      layout: await layoutMachine(loaded, names),
      states,
      transitions,
      paths,
      coverage: { covered: doc.coverage.covered, total: doc.coverage.total },
      runs,
      runBy: [],
    })
  }
  for (const machine of machines) for (const child of machine.runs) machines.find((m) => m.name === child)?.runBy.push(machine.name)
  return machines
}

