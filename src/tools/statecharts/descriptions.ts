// The plain words of a machine: each state's XState `description`, and the `descriptions` map of
// its file for events, guards and actions. Higher-order guards read from their parts
// (`and(isBrowsing, isIdle)`: "the bag is in browsing mode, and no change is on its way").
import type { AnyStateNode } from 'xstate'
import type { LoadedMachine } from './load-machines'
import { actionName, allStateNodes, listTransitions, statePath } from './transitions'

/** The description written on a state, or null. */
export function stateDescription(node: AnyStateNode): string | null {
  return typeof node.description === 'string' && node.description.trim() ? node.description : null
}

/** Splits `a, b(c, d)` at its top-level commas. */
function topLevelParts(text: string): string[] {
  const parts: string[] = []
  let depth = 0
  let current = ''
  for (const char of text) {
    if (char === '(') depth++
    if (char === ')') depth--
    if (char === ',' && depth === 0) {
      parts.push(current.trim())
      current = ''
    } else current += char
  }
  return [...parts, current.trim()].filter(Boolean)
}

/** `stateIn("#bag.ready.sync.idle")` in words. */
function stateInWords(name: string): string | null {
  const match = /^stateIn\((.*)\)$/.exec(name)
  if (!match) return null
  const value = match[1].replace(/^"|"$/g, '').replace(/^#[^.]+\./, '')
  return `in ${value}`
}

/** The guard's words; a higher-order guard's are its parts'. Null when a named part has none. */
export function guardDescription(loaded: LoadedMachine, name: string): string | null {
  const own = loaded.descriptions.guards[name]
  if (own) return own
  const inState = stateInWords(name)
  if (inState) return inState
  const match = /^(and|or|not)\((.*)\)$/.exec(name)
  if (!match) return null
  const parts = topLevelParts(match[2]).map((part) => guardDescription(loaded, part))
  if (parts.some((part) => part === null)) return null
  if (match[1] === 'not') return `not (${parts[0]})`
  return parts.join(match[1] === 'and' ? ', and ' : ', or ')
}

/** The named guards a guard is built from (`and(a, not(b))`: a, b); stateIn parts need no words. */
function guardLeaves(name: string): string[] {
  if (stateInWords(name)) return []
  const match = /^(and|or|not)\((.*)\)$/.exec(name)
  return match ? topLevelParts(match[2]).flatMap(guardLeaves) : [name]
}

export function eventDescription(loaded: LoadedMachine, label: string): string | null {
  if (label === 'always') return 'At once, with no event'
  return loaded.descriptions.events[label] ?? null
}

export function actionDescription(loaded: LoadedMachine, name: string): string | null {
  return loaded.descriptions.actions[name] ?? null
}

/** What lacks words: one line per state, event, guard or action; empty when all have them. */
export function descriptionProblems(loaded: LoadedMachine): string[] {
  const problems: string[] = []
  const where = `machines/${loaded.name}.machine.ts`
  for (const node of allStateNodes(loaded.machine)) {
    const path = statePath(node)
    if (path && !stateDescription(node)) problems.push(`${where}: state ${path} has no \`description\``)
  }
  const transitions = listTransitions(loaded.machine)
  const events = new Set(transitions.map((t) => t.label).filter((label) => label !== 'always'))
  for (const label of events) if (!eventDescription(loaded, label)) problems.push(`${where}: event "${label}" has no words in \`descriptions.events\``)
  const guards = new Set(transitions.flatMap((t) => (t.guard ? guardLeaves(t.guard) : [])))
  for (const guard of guards) if (!loaded.descriptions.guards[guard]) problems.push(`${where}: guard ${guard} has no words in \`descriptions.guards\``)
  const actions = new Set([
    ...transitions.flatMap((t) => t.actions),
    ...allStateNodes(loaded.machine).flatMap((node) => [...node.entry, ...node.exit].map(actionName)),
  ])
  for (const action of actions) if (!actionDescription(loaded, action)) problems.push(`${where}: action ${action} has no words in \`descriptions.actions\``)
  return problems
}
