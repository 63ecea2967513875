// Every transition of a machine, read from its definition: what coverage counts, what the docs
// list. Guarded alternatives and targetless transitions are transitions of their own.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'
import { getStateNodes } from 'xstate/graph'
import { eventLabel } from './events'

export type TransitionKind = 'event' | 'always' | 'after' | 'done' | 'error' | 'done-state'

export interface MachineTransition {
  /** Stable: `<source path>/<event type or always>/<position among the same event>`. */
  id: string
  /** Dotted path of the source state from the machine root; `''` is the machine itself. */
  source: string
  /** The event descriptor; `''` for an eventless (`always`) transition. */
  eventType: string
  kind: TransitionKind
  /** What a reader calls the event: `BOOT`, `done: login`, `after 500ms`, `always`. */
  label: string
  /** The guard by name (`hasToken`, `not(isEmpty)`, `inline`), or null when unguarded. */
  guard: string | null
  /** Dotted paths of the target states; empty for a targetless transition. */
  targets: string[]
  /** Action names in order (`storeToken`; built-ins as `assign`, `raise`, ...). */
  actions: string[]
  reenter: boolean
}

/** Dotted path of a state node from the root; `''` for the root. */
export function statePath(node: AnyStateNode): string {
  return node.path.join('.')
}

/** All state nodes, root first, then depth-first in definition order. */
export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  return [machine.root, ...getStateNodes(machine.root)]
}

function kindOf(eventType: string): TransitionKind {
  if (eventType === '') return 'always'
  if (eventType.startsWith('xstate.after.')) return 'after'
  if (eventType.startsWith('xstate.done.actor.')) return 'done'
  if (eventType.startsWith('xstate.error.actor.')) return 'error'
  if (eventType.startsWith('xstate.done.state.')) return 'done-state'
  return 'event'
}

type GuardLike = string | { type: string } | ((...args: never[]) => unknown) | undefined
type HigherOrderGuard = { name: string; guards?: GuardLike[]; stateValue?: unknown }

/** A guard's name as written in the machine; higher-order guards spell out their parts. */
export function guardName(guard: unknown): string | null {
  const g = guard as GuardLike
  if (g === undefined || g === null) return null
  if (typeof g === 'string') return g
  if (typeof g === 'object') return g.type
  const fn = g as unknown as HigherOrderGuard
  if (Array.isArray(fn.guards)) return `${fn.name}(${fn.guards.map((inner) => guardName(inner)).join(', ')})`
  if (fn.name === 'stateIn') return `stateIn(${JSON.stringify(fn.stateValue)})`
  // An arrow function written in the config is named after its property ("guard"): not a name.
  return fn.name && fn.name !== 'guard' ? fn.name : 'inline'
}

/** An action's name: the slot name, or the built-in's (`assign`), or `inline`. */
export function actionName(action: unknown): string {
  if (typeof action === 'string') return action
  if (action && typeof action === 'object' && 'type' in action) return String(action.type)
  if (typeof action === 'function') {
    const builtin = (action as { type?: unknown }).type
    if (typeof builtin === 'string') return builtin.replace(/^xstate\./, '')
  }
  return 'inline'
}

function ownTransitions(node: AnyStateNode): Array<[string, AnyTransitionDefinition[]]> {
  const lists: Array<[string, AnyTransitionDefinition[]]> = [...node.transitions.entries()]
  if (node.always?.length) lists.push(['', node.always])
  return lists
}

/**
 * The stable id of a transition definition, also of one taken by a running actor (a provided
 * machine rebuilds its nodes, so identity is by path, event and position, not by object).
 */
export function transitionId(definition: AnyTransitionDefinition): string | undefined {
  const node = definition.source
  const eventType = definition.eventType
  if (typeof eventType !== 'string') return undefined
  const list = eventType === '' ? node.always : node.transitions.get(eventType)
  const index = list?.indexOf(definition) ?? -1
  if (index < 0) return undefined
  return `${statePath(node) || '(root)'}/${eventType || 'always'}/${index}`
}

/** Every transition of the machine, in definition order. */
export function listTransitions(machine: AnyStateMachine): MachineTransition[] {
  return allStateNodes(machine).flatMap((node) =>
    ownTransitions(node).flatMap(([eventType, definitions]) =>
      definitions.map((definition) => ({
        id: transitionId(definition)!,
        source: statePath(node),
        eventType,
        kind: kindOf(eventType),
        label: eventLabel(eventType),
        guard: guardName(definition.guard),
        targets: (definition.target ?? []).map((target: AnyStateNode) => statePath(target)),
        actions: definition.actions.map(actionName),
        reenter: definition.reenter,
      })),
    ),
  )
}

/** `EVENT [guard]`: how diagrams and tables label a transition. */
export function transitionLabel(transition: MachineTransition): string {
  return transition.guard ? `${transition.label} [${transition.guard}]` : transition.label
}
