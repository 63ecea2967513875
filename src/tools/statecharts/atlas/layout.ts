// A machine's diagram laid out by elkjs (the layered algorithm Stately's visualizer uses): left to
// right, states as boxes holding their children, parallel regions as dashed lanes one above the
// other, every transition an orthogonal edge with its words as the label. Coordinates are absolute
// (the diagram's top left is 0,0), so the page draws them as they are and the atlas test can check
// that no edge passes through a node.
import ELK from 'elkjs/lib/elk.bundled.js'
import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { actionDescription, eventDescription, guardDescription, stateDescription } from '../descriptions'
import type { LoadedMachine } from '../load-machines'
import { actionName, allStateNodes, listTransitions, statePath, transitionLabel, type MachineTransition } from '../transitions'

export type LayoutNodeKind = 'atomic' | 'compound' | 'parallel' | 'region' | 'final' | 'history' | 'initial' | 'any'

export interface LayoutNode {
  /** The state's dotted path (`ready.promo`), `#root` for the machine, `<path>#init` for an initial marker. */
  id: string
  kind: LayoutNodeKind
  /** The state's path when the node stands for a state (markers belong to their parent's). */
  state: string | null
  x: number
  y: number
  width: number
  height: number
  /** Lines of words shown in the box (its description). */
  lines: string[]
  /** The technical name, shown on hover. */
  name: string
  /** Another machine this state runs, drawn as a link to its page. */
  invokes: string | null
  /** The node holding this one (null at the top). */
  parent: string | null
}

export interface LayoutEdge {
  /** `<transition id>` (and `#<n>` for the n-th target of a transition with several). */
  id: string
  transition: string
  source: string
  target: string
  /** The polyline: start, bends, end. */
  points: Array<{ x: number; y: number }>
  label: { x: number; y: number; width: number; height: number; lines: string[] } | null
  /** `EVENT [guard] / actions`: shown on hover. */
  name: string
  kind: 'event' | 'always' | 'internal' | 'initial'
}

export interface MachineLayout {
  width: number
  height: number
  nodes: LayoutNode[]
  edges: LayoutEdge[]
}

const STATE_WIDTH = 170
const LINE = 15
const CHAR = 6.4
const LABEL_CHARS = 22
const LABEL_LINE = 13
const LABEL_CHAR = 5.9

/** Words wrapped at `max` characters, never splitting a word. */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = []
  let current = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > max) {
      lines.push(current)
      current = word
    } else current = current ? `${current} ${word}` : word
  }
  return current ? [...lines, current] : lines
}

/** How an edge's label reads: the event's words, its condition and what it does. */
export function transitionWords(loaded: LoadedMachine, t: MachineTransition): string[] {
  const words = [eventDescription(loaded, t.label) ?? t.label]
  if (t.guard) words.push(`if ${guardDescription(loaded, t.guard) ?? t.guard}`)
  const actions = t.actions.map((action) => actionDescription(loaded, action) ?? action)
  if (actions.length) words.push(`then: ${actions.join('; ')}`)
  return words
}

export function transitionName(t: MachineTransition): string {
  return `${transitionLabel(t)}${t.actions.length ? ` / ${t.actions.join(', ')}` : ''}`
}

function kindOf(node: AnyStateNode, parent: AnyStateNode | undefined): LayoutNodeKind {
  if (node.type === 'history') return 'history'
  if (node.type === 'final') return 'final'
  if (parent?.type === 'parallel') return 'region'
  if (node.type === 'parallel') return 'parallel'
  if (node.type === 'compound') return 'compound'
  return 'atomic'
}

/** The machines' names by the logic they are, so an invoked machine links to its page. */
export type MachineNames = Map<unknown, string>

/** The machine a state runs (by its page's name), or null. */
export function invokedMachine(loaded: LoadedMachine, node: AnyStateNode, names: MachineNames): string | null {
  for (const invoke of node.invoke) {
    const logic = (loaded.machine.implementations.actors as Record<string, unknown>)[String(invoke.src)]
    const name = names.get(logic)
    if (name) return name
  }
  return null
}

interface ElkNode {
  id: string
  width?: number
  height?: number
  x?: number
  y?: number
  children?: ElkNode[]
  edges?: ElkEdge[]
  layoutOptions?: Record<string, string>
}
interface ElkLabel { text: string; width: number; height: number; x?: number; y?: number }
interface ElkEdge {
  id: string
  sources: string[]
  targets: string[]
  labels?: ElkLabel[]
  sections?: Array<{ startPoint: { x: number; y: number }; endPoint: { x: number; y: number }; bendPoints?: Array<{ x: number; y: number }> }>
}

const elk = new ELK()

/** The laid-out diagram of one machine. */
export async function layoutMachine(loaded: LoadedMachine, names: MachineNames): Promise<MachineLayout> {
  const machine: AnyStateMachine = loaded.machine
  const transitions = listTransitions(machine)
  const byPath = new Map(allStateNodes(machine).map((node) => [statePath(node), node]))
  const info = new Map<string, Omit<LayoutNode, 'x' | 'y' | 'width' | 'height'>>()
  const elkEdges: ElkEdge[] = []
  const edgeInfo = new Map<string, Omit<LayoutEdge, 'points' | 'label'> & { lines: string[] }>()
  const drawRoot = machine.root.type === 'parallel' || transitions.some((t) => t.source === '')
  const idOf = (path: string) => (path === '' ? '#root' : path)
  const anyNodes = new Set<string>()

  const build = (node: AnyStateNode, parent: AnyStateNode | undefined, parentId: string | null): ElkNode => {
    const path = statePath(node)
    const id = idOf(path)
    const kind = path === '' ? (node.type === 'parallel' ? 'parallel' : 'compound') : kindOf(node, parent)
    const invokes = invokedMachine(loaded, node, names)
    const description = path === '' ? loaded.machine.id : stateDescription(node) ?? node.key
    const children = Object.values(node.states) as AnyStateNode[]
    if (kind === 'history') {
      info.set(id, { id, kind, state: path, lines: ['H'], name: `${path} (history: back to the last state inside)`, invokes: null, parent: parentId })
      return { id, width: 28, height: 28 }
    }
    if (!children.length) {
      const lines = wrap(description, 25)
      info.set(id, { id, kind, state: path, lines, name: path, invokes, parent: parentId })
      return { id, width: STATE_WIDTH, height: lines.length * LINE + 18 + (invokes ? LINE + 6 : 0) }
    }
    const header = wrap(description, 34)
    info.set(id, { id, kind, state: path || null, lines: header, name: path || `${loaded.machine.id} (the machine)`, invokes, parent: parentId })
    const inner: ElkNode[] = []
    if (node.type === 'compound') {
      const initId = `${id}#init`
      info.set(initId, { id: initId, kind: 'initial', state: null, lines: [], name: `starts in ${statePath(node.initial.target[0])}`, invokes: null, parent: id })
      inner.push({ id: initId, width: 14, height: 14 })
      const edgeId = `${initId}->`
      elkEdges.push({ id: edgeId, sources: [initId], targets: [idOf(statePath(node.initial.target[0]))] })
      edgeInfo.set(edgeId, { id: edgeId, transition: '', source: initId, target: idOf(statePath(node.initial.target[0])), name: 'initial state', kind: 'initial', lines: [] })
    }
    inner.push(...children.map((child) => build(child, node, id)))
    // A transition of this state that goes inside it (or stays) starts from "any state inside".
    if (transitions.some((t) => t.source === path && (t.targets.length === 0 || t.targets.some((target) => target.startsWith(path ? `${path}.` : ''))))) {
      const anyId = `${id}#any`
      anyNodes.add(path)
      info.set(anyId, { id: anyId, kind: 'any', state: path || null, lines: ['from any state here'], name: `${path || loaded.machine.id}: its own transitions`, invokes: null, parent: id })
      inner.push({ id: anyId, width: 130, height: 24 })
    }
    const top = header.length * LINE + 16 + (invokes ? LINE + 6 : 0)
    return {
      id,
      children: inner,
      layoutOptions: {
        'elk.padding': `[top=${top},left=14,bottom=14,right=14]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${Math.max(...header.map((line) => line.length)) * CHAR + 30}, ${top + 30})`,
      },
    }
  }

  const rootChildren: ElkNode[] = []
  if (drawRoot) {
    rootChildren.push({ id: '#start', width: 14, height: 14 }, build(machine.root, undefined, null))
    info.set('#start', { id: '#start', kind: 'initial', state: null, lines: [], name: 'the machine starts', invokes: null, parent: null })
    elkEdges.push({ id: '#start->', sources: ['#start'], targets: ['#root'] })
    edgeInfo.set('#start->', { id: '#start->', transition: '', source: '#start', target: '#root', name: 'start', kind: 'initial', lines: [] })
  } else {
    const root = machine.root
    rootChildren.push({ id: '#root#init', width: 14, height: 14 })
    info.set('#root#init', { id: '#root#init', kind: 'initial', state: null, lines: [], name: `starts in ${statePath(root.initial.target[0])}`, invokes: null, parent: null })
    elkEdges.push({ id: '#root#init->', sources: ['#root#init'], targets: [idOf(statePath(root.initial.target[0]))] })
    edgeInfo.set('#root#init->', { id: '#root#init->', transition: '', source: '#root#init', target: idOf(statePath(root.initial.target[0])), name: 'initial state', kind: 'initial', lines: [] })
    rootChildren.push(...(Object.values(root.states) as AnyStateNode[]).map((child) => build(child, root, null)))
  }

  for (const t of transitions) {
    const targets = t.targets.length ? t.targets : [t.source]
    const inside = (target: string) => target === t.source || target.startsWith(t.source ? `${t.source}.` : '')
    const node = byPath.get(t.source)!
    const words = transitionWords(loaded, t)
    const lines = words.flatMap((line) => wrap(line, LABEL_CHARS))
    targets.forEach((target, index) => {
      const fromAny = anyNodes.has(t.source) && (t.targets.length === 0 || inside(target)) && (Object.keys(node.states).length > 0)
      const source = fromAny ? `${idOf(t.source)}#any` : idOf(t.source)
      const id = targets.length > 1 ? `${t.id}#${index + 1}` : t.id
      // A transition into several regions at once: its words once, on the first arrow.
      const shown = index === 0 ? lines : []
      const width = Math.max(0, ...shown.map((line) => line.length)) * LABEL_CHAR + 8
      elkEdges.push({ id, sources: [source], targets: [idOf(target)], labels: shown.length ? [{ text: id, width, height: shown.length * LABEL_LINE + 4 }] : [] })
      edgeInfo.set(id, { id, transition: t.id, source, target: idOf(target), name: transitionName(t), kind: t.kind === 'always' ? 'always' : t.kind === 'event' ? 'event' : 'internal', lines: shown })
    })
  }

  const graph: ElkNode = {
    id: 'diagram',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.layered.spacing.edgeNodeBetweenLayers': '20',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeNode': '18',
      'elk.spacing.edgeEdge': '10',
      'elk.spacing.edgeLabel': '4',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      'elk.edgeLabels.inline': 'false',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      'elk.randomSeed': '1',
      'elk.padding': '[top=12,left=12,bottom=12,right=12]',
    },
    children: rootChildren,
    edges: elkEdges,
  }
  const laid = (await elk.layout(graph as never)) as unknown as ElkNode
  const nodes: LayoutNode[] = []
  const collect = (node: ElkNode) => {
    for (const child of node.children ?? []) {
      const known = info.get(child.id)!
      nodes.push({ ...known, x: round(child.x!), y: round(child.y!), width: round(child.width!), height: round(child.height!) })
      collect(child)
    }
  }
  collect(laid)
  const edges: LayoutEdge[] = []
  const gather = (node: ElkNode) => {
    for (const edge of node.edges ?? []) {
      const known = edgeInfo.get(edge.id)!
      const section = edge.sections?.[0]
      const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((p) => ({ x: round(p.x), y: round(p.y) })) : []
      const label = edge.labels?.[0]
      const { lines, ...rest } = known
      edges.push({
        ...rest,
        points,
        label: label && lines.length ? { x: round(label.x!), y: round(label.y!), width: round(label.width), height: round(label.height), lines } : null,
      })
    }
    for (const child of node.children ?? []) gather(child)
  }
  gather(laid)
  edges.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  return { width: round(laid.width!), height: round(laid.height!), nodes, edges }
}

const round = (value: number) => Math.round(value * 10) / 10

/** Entry and exit actions of a state, for its panel. */
export function stateActions(node: AnyStateNode): { entry: string[]; exit: string[] } {
  return { entry: node.entry.map(actionName), exit: node.exit.map(actionName) }
}
