// A machine as SVG, offline: state-machine-cat lays it out with its bundled Graphviz (WASM), so
// no browser and no network. Labels are the Mermaid diagram's: `EVENT [guard]`, `done: x`.
import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { render } from 'state-machine-cat'
import { actionName, allStateNodes, listTransitions, statePath, transitionLabel } from './transitions'

type SmcatState = {
  name: string
  type: 'regular' | 'parallel' | 'initial' | 'final' | 'history' | 'deephistory'
  label?: string
  actions?: Array<{ type: 'entry' | 'exit' | 'activity'; body: string }>
  statemachine?: SmcatMachine
}
type SmcatTransition = { id: number; from: string; to: string; label?: string }
type SmcatMachine = { states: SmcatState[]; transitions?: SmcatTransition[] }

/** Unique smcat names: the dotted path, `#root` for the machine itself. */
function nameOf(node: AnyStateNode): string {
  return node.path.length ? statePath(node) : '#root'
}

function stateOf(node: AnyStateNode, label: string, finals: SmcatTransition[], nextId: () => number): SmcatState {
  const children = Object.values(node.states) as AnyStateNode[]
  const actions = [
    ...node.entry.map((action) => ({ type: 'entry' as const, body: actionName(action) })),
    ...node.invoke.map((invoke) => ({ type: 'activity' as const, body: `invoke ${invoke.id}` })),
    ...node.exit.map((action) => ({ type: 'exit' as const, body: actionName(action) })),
  ]
  const type = node.type === 'parallel' ? 'parallel' : node.type === 'history' ? (node.history === 'deep' ? 'deephistory' : 'history') : 'regular'
  const state: SmcatState = { name: nameOf(node), type, label, ...(actions.length ? { actions } : {}) }
  if (node.type === 'final') {
    // A named final state, then the end marker: smcat's own final state would hide the name.
    finals.push({ id: nextId(), from: state.name, to: `${state.name}#end` })
  }
  if (children.length) state.statemachine = machineOf(node, children, finals, nextId)
  return state
}

function machineOf(parent: AnyStateNode, children: AnyStateNode[], finals: SmcatTransition[], nextId: () => number): SmcatMachine {
  const states: SmcatState[] = []
  if (parent.type === 'compound') states.push({ name: `${nameOf(parent)}#initial`, type: 'initial' })
  states.push(...children.map((child) => stateOf(child, child.key, finals, nextId)))
  for (const child of children) if (child.type === 'final') states.push({ name: `${nameOf(child)}#end`, type: 'final' })
  const transitions = parent.type === 'compound'
    ? [{ id: nextId(), from: `${nameOf(parent)}#initial`, to: nameOf(parent.initial.target[0]) }]
    : []
  return { states, transitions }
}

/** The state-machine-cat model of a machine (exported for tests). */
export function toSmcat(machine: AnyStateMachine): SmcatMachine {
  let id = 0
  const nextId = () => ++id
  const finals: SmcatTransition[] = []
  const transitions = listTransitions(machine)
  const byPath = new Map(allStateNodes(machine).map((node) => [statePath(node), node]))
  const root = machine.root
  // Like the Mermaid diagram: the machine is a box only when it has transitions of its own.
  const drawRoot = root.type === 'parallel' || transitions.some((t) => t.source === '')
  const top = drawRoot
    ? { states: [{ name: '#start', type: 'initial' as const }, stateOf(root, machine.id, finals, nextId)], transitions: [{ id: nextId(), from: '#start', to: '#root' }] }
    : machineOf(root, Object.values(root.states) as AnyStateNode[], finals, nextId)
  const edges = transitions.flatMap((t) =>
    (t.targets.length ? t.targets : [t.source]).map((target) => ({
      id: nextId(),
      from: nameOf(byPath.get(t.source)!),
      to: nameOf(byPath.get(target)!),
      label: transitionLabel(t),
    })),
  )
  return { states: top.states, transitions: [...(top.transitions ?? []), ...finals, ...edges] }
}

/** The SVG text of a machine's diagram, with a note that `npm run docs` generated it. */
export async function toSvg(machine: AnyStateMachine, note: string): Promise<string> {
  const svg = String(await render(toSmcat(machine) as never, { inputType: 'json', outputType: 'svg', engine: 'dot', direction: 'top-down' }))
  // XML allows a comment only after the declaration; keep the declaration first.
  const comment = `<!-- ${note.replace(/--/g, '–')} -->`
  return svg.startsWith('<?xml') ? svg.replace(/^(<\?xml[^>]*\?>\n?)/, `$1${comment}\n`) : `${comment}\n${svg}`
}
