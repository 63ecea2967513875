// docs/statecharts/<name>.md: one machine for an analyst: its diagram, its states, events,
// guards, actions and transitions by name, and the test paths generated from it.
import type { AnyStateNode } from 'xstate'
import type { Coverage } from './coverage'
import { actionDescription, eventDescription, guardDescription, stateDescription } from './descriptions'
import { eventLabel, payloadJson, type SampleEvent } from './events'
import type { LoadedMachine } from './load-machines'
import { toMermaid } from './mermaid'
import { limitsOf, type TestLayer } from './layer-limits'
import type { GeneratedPath } from './paths'
import { actionName, allStateNodes, statePath, transitionLabel, type MachineTransition } from './transitions'

export interface MachineDoc {
  loaded: LoadedMachine
  transitions: MachineTransition[]
  paths: GeneratedPath[]
  coverage: Coverage
}

/** A table cell: pipes escaped, newlines as <br>. */
export function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, '<br>')
}

/** Inline code that survives any content (backticks become quotes). */
export function code(text: string): string {
  return text ? `\`${text.replace(/`/g, "'")}\`` : ''
}

export function table(head: string[], rows: string[][]): string {
  if (!rows.length) return '_None._\n'
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n') + '\n'
}

function shorten(text: string, max = 70): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

/** `session` for the root, the dotted path for any other state. */
function stateName(doc: MachineDoc, path: string): string {
  return path === '' ? `(${doc.loaded.machine.id})` : path
}

function statesTable(doc: MachineDoc): string {
  const rows = allStateNodes(doc.loaded.machine).map((node: AnyStateNode) => [
    code(stateName(doc, statePath(node))),
    stateDescription(node) ?? '',
    node.type + (node.type === 'compound' ? ` (initial ${code(node.initial.target[0].key)})` : ''),
    [...node.tags].sort().map(code).join(' '),
    node.invoke.map((invoke) => `${code(invoke.id)} → ${code(String(invoke.src))}`).join(', '),
    node.entry.map((action) => code(actionName(action))).join(', '),
    node.exit.map((action) => code(actionName(action))).join(', '),
  ])
  return table(['state', 'means', 'type', 'tags', 'invokes (id → actor)', 'entry', 'exit'], rows)
}

function eventsTable(doc: MachineDoc): string {
  const byType = new Map<string, Set<string>>()
  for (const t of doc.transitions) {
    if (t.eventType === '') continue
    byType.set(t.eventType, (byType.get(t.eventType) ?? new Set()).add(code(stateName(doc, t.source))))
  }
  const rows = [...byType.keys()].sort().map((type) => {
    const samples = doc.loaded.examples.events[type] ?? []
    const shown = samples.map((payload) => code(shorten(payloadJson({ ...payload, type } as SampleEvent)))).filter(Boolean)
    return [code(type), eventDescription(doc.loaded, eventLabel(type)) ?? eventLabel(type), [...byType.get(type)!].join(', '), shown.join('<br>') || (samples.length ? '' : '_no sample: sent without payload_')]
  })
  return table(['event type', 'means', 'handled in', 'example payloads'], rows)
}

function usageTable(doc: MachineDoc, head: string, usesOf: (t: MachineTransition) => string[], extra: Array<[string, string]>, means: (name: string) => string | null): string {
  const uses = new Map<string, string[]>()
  const add = (name: string, where: string) => uses.set(name, [...(uses.get(name) ?? []), where])
  for (const t of doc.transitions) for (const name of usesOf(t)) add(name, code(t.id))
  for (const [name, where] of extra) add(name, where)
  const rows = [...uses.keys()].sort().map((name) => [code(name), means(name) ?? '', [...new Set(uses.get(name))].join(', ')])
  return table([head, 'means', 'used in'], rows)
}

function stateActions(doc: MachineDoc): Array<[string, string]> {
  return allStateNodes(doc.loaded.machine).flatMap((node) => [
    ...node.entry.map((action): [string, string] => [actionName(action), `entry of ${code(stateName(doc, statePath(node)))}`]),
    ...node.exit.map((action): [string, string] => [actionName(action), `exit of ${code(stateName(doc, statePath(node)))}`]),
  ])
}

function transitionsTable(doc: MachineDoc): string {
  const rows = doc.transitions.map((t) => [
    code(t.id),
    code(stateName(doc, t.source)),
    transitionLabel(t),
    t.targets.length ? t.targets.map((target) => code(stateName(doc, target))).join(', ') : '_stays (no target)_',
    t.actions.map(code).join(', '),
    String(doc.coverage.takenBy.get(t.id)?.length ?? 0),
  ])
  return table(['id', 'from', 'event [guard]', 'to', 'actions', 'paths taking it'], rows)
}

function stepsCell(path: GeneratedPath): string {
  return path.steps
    .map((step, i) => {
      const payload = payloadJson(step.event)
      return `${i + 1}. ${eventLabel(step.event.type)}${payload ? ` ${code(shorten(payload, 50))}` : ''} → ${step.state.map(code).join(' + ')}`
    })
    .join('\n')
}

function pathsSection(doc: MachineDoc): string {
  const { covered, total, uncovered } = doc.coverage
  // A machine started from several inputs (examples.inputs) starts in more than one state.
  const starts = [...new Set(doc.paths.map((path) => path.initial.state.map(code).join(' + ')))]
  const start = starts.length > 1 ? `${starts.join(' or ')} (as its input says)` : starts[0] ?? ''
  const lines = [
    `${doc.paths.length} paths, generated from the machine and the \`examples\` of its file. Each starts in ${start || 'the initial state'};`,
    'each step sends the event and expects the state after the arrow. The model tests (tests/model) replay them on the machine;',
    'the view and browser tests replay the same paths through the interface.',
    '',
    `Transition coverage at the machine layer: **${covered}/${total}**.`,
    '',
  ]
  if (uncovered.length) {
    lines.push('Not taken by any path (no example event reaches them):', '', ...uncovered.map((t) => `- ${code(t.id)}: ${transitionLabel(t)}`), '')
  }
  const rows = doc.paths.map((path) => [code(path.id), path.target.map(code).join(' + '), stepsCell(path)])
  return lines.join('\n') + '\n' + table(['path', 'ends in', 'steps'], rows)
}

/** What the view and browser test layers cannot produce (src/tools/statecharts/layer-limits.ts). */
function layerLimitsSection(doc: MachineDoc): string {
  const layers: TestLayer[] = ['view', 'browser']
  const rows = layers.flatMap((layer) => limitsOf(doc.loaded.name, layer).map((limit) => [layer, code(limit.transition), limit.reason]))
  return [
    'The view and browser layers replay the paths through the interface and must take every transition except these, each with',
    'the reason its layer cannot produce it ([layer-limits.ts](../../src/tools/statecharts/layer-limits.ts)); every other transition',
    'is taken at both layers (test-results/coverage/<layer>.json records each run).',
    '',
  ].join('\n') + '\n' + table(['layer', 'transition', 'why the layer cannot produce it'], rows)
}

/** The whole Markdown page of one machine. */
export function machineMarkdown(doc: MachineDoc, note: string): string {
  const { name, summary } = doc.loaded
  return [
    `<!-- ${note} -->`,
    `# Statechart: ${name}`,
    '',
    ...(summary ? [summary, ''] : []),
    `Source: [machines/${name}.machine.ts](../../machines/${name}.machine.ts) · Diagram as SVG: [${name}.svg](${name}.svg)`,
    '',
    '```mermaid',
    toMermaid(doc.loaded.machine).trimEnd(),
    '```',
    '',
    '## States',
    '',
    statesTable(doc),
    '## Events',
    '',
    eventsTable(doc),
    '## Guards',
    '',
    usageTable(doc, 'guard', (t) => (t.guard ? [t.guard] : []), [], (name) => guardDescription(doc.loaded, name)),
    '## Actions',
    '',
    usageTable(doc, 'action', (t) => t.actions, stateActions(doc), (name) => actionDescription(doc.loaded, name)),
    '## Transitions',
    '',
    transitionsTable(doc),
    '## Generated test paths',
    '',
    pathsSection(doc),
    '## What the interface layers cannot produce',
    '',
    layerLimitsSection(doc),
  ].join('\n')
}
