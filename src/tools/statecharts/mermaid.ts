// A machine as Mermaid stateDiagram-v2 text, for the Markdown docs (GitHub renders it as is).
// Nested states become composite blocks; every transition is drawn, eventless and targetless too.
import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { allStateNodes, listTransitions, statePath, transitionLabel, type MachineTransition } from './transitions'

/**
 * Mermaid's lexer ends a label at `:` or `;` and its ids may not hold `-`, `:` or spaces: labels
 * use its entity codes (`#58;` renders as ":"), ids keep only word characters.
 */
export function mermaidText(label: string): string {
  return label.replace(/[:;\n]/g, (char) => (char === ':' ? '#58;' : char === ';' ? '#59;' : ' '))
}

// Words Mermaid's state grammar reads as keywords when used as a bare id.
const RESERVED = new Set(['state', 'note', 'end', 'default', 'class', 'classdef', 'direction', 'scale', 'as', 'style', 'click'])

interface Layout {
  ids: Map<AnyStateNode, string>
  /** Whether the root is drawn as a box: only when it has transitions of its own to draw. */
  rootDrawn: boolean
}

function layoutOf(machine: AnyStateMachine, transitions: MachineTransition[]): Layout {
  const ids = new Map<AnyStateNode, string>()
  const used = new Set<string>()
  for (const node of allStateNodes(machine)) {
    const base = (node === machine.root ? machine.id : statePath(node)).replace(/[^A-Za-z0-9_]/g, '_') || 'root'
    let id = RESERVED.has(base.toLowerCase()) ? `${base}_` : base
    while (used.has(id)) id = `${id}_`
    used.add(id)
    ids.set(node, id)
  }
  // Mermaid separates parallel regions only inside a box, so a parallel root is drawn too.
  return { ids, rootDrawn: machine.root.type === 'parallel' || transitions.some((t) => t.source === '') }
}

function nodeAt(machine: AnyStateMachine, path: string): AnyStateNode {
  return allStateNodes(machine).find((node) => statePath(node) === path)!
}

/** The block an edge is written in: the deepest state containing both ends' parents. */
function blockOf(machine: AnyStateMachine, transition: MachineTransition): string | null {
  const ends = [transition.source, ...transition.targets].map((path) => nodeAt(machine, path).parent)
  if (ends.some((parent) => !parent)) return null
  const chains = ends.map((parent) => [...parent!.path])
  const common: string[] = []
  for (let i = 0; chains.every((chain) => i < chain.length && chain[i] === chains[0][i]); i++) common.push(chains[0][i])
  return common.join('.')
}

function edgeLines(machine: AnyStateMachine, layout: Layout, transition: MachineTransition): string[] {
  const from = layout.ids.get(nodeAt(machine, transition.source))!
  const targets = transition.targets.length ? transition.targets : [transition.source]
  return targets.map((target) => `${from} --> ${layout.ids.get(nodeAt(machine, target))} : ${mermaidText(transitionLabel(transition))}`)
}

function nodeLines(machine: AnyStateMachine, layout: Layout, node: AnyStateNode, edges: Map<string | null, MachineTransition[]>): string[] {
  const id = layout.ids.get(node)!
  const label = node === machine.root ? machine.id : node.key
  const children = Object.values(node.states) as AnyStateNode[]
  const declare = id === label ? id : `"${mermaidText(label)}" as ${id}`
  const finalEdge = node.type === 'final' ? [`${id} --> [*]`] : []
  if (!children.length) return [id === label ? id : `state ${declare}`, ...finalEdge]
  const inner: string[] = []
  if (node.type === 'compound') inner.push(`[*] --> ${layout.ids.get(node.initial.target[0])}`)
  children.forEach((child, index) => {
    // Parallel regions are separated by `--` inside the parallel state.
    if (node.type === 'parallel' && index > 0) inner.push('--')
    inner.push(...nodeLines(machine, layout, child, edges))
  })
  for (const transition of edges.get(statePath(node)) ?? []) inner.push(...edgeLines(machine, layout, transition))
  return [`state ${declare} {`, ...inner.map((line) => `  ${line}`), '}', ...finalEdge]
}

/** The Mermaid `stateDiagram-v2` source of a machine (without the Markdown fence). */
export function toMermaid(machine: AnyStateMachine): string {
  const transitions = listTransitions(machine)
  const layout = layoutOf(machine, transitions)
  const edges = new Map<string | null, MachineTransition[]>()
  for (const transition of transitions) {
    const block = blockOf(machine, transition)
    // With the root not drawn, its direct children live at the top level of the diagram.
    const key = block === '' && !layout.rootDrawn ? null : block
    edges.set(key, [...(edges.get(key) ?? []), transition])
  }
  const top: string[] = []
  if (layout.rootDrawn) {
    top.push(`[*] --> ${layout.ids.get(machine.root)}`, ...nodeLines(machine, layout, machine.root, edges))
  } else {
    const root = machine.root
    top.push(`[*] --> ${layout.ids.get(root.initial.target[0])}`)
    for (const child of Object.values(root.states) as AnyStateNode[]) top.push(...nodeLines(machine, layout, child, edges))
  }
  for (const transition of edges.get(null) ?? []) top.push(...edgeLines(machine, layout, transition))
  return ['stateDiagram-v2', ...top.map((line) => `  ${line}`)].join('\n') + '\n'
}
