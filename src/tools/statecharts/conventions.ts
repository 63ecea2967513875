// The machine-file conventions the generators rely on, checked so that a break fails loudly
// instead of silently shrinking the generated tests.
import type { AnyStateMachine } from 'xstate'
import type { MachineExamples } from '../../../machines/model-examples'
import { descriptorMatches, machineEventTypes } from './events'
import { allStateNodes, statePath } from './transitions'

/** Human-readable problems; empty when the machine and its examples follow the conventions. */
export function conventionProblems(machine: AnyStateMachine, examples: MachineExamples): string[] {
  const problems: string[] = []
  for (const node of allStateNodes(machine)) {
    const where = statePath(node) || '(root)'
    node.invoke.forEach((invoke, index) => {
      const config = Array.isArray(node.config.invoke) ? node.config.invoke[index] : node.config.invoke
      // Without an id the done/error event types are generated names no example can key on.
      // A state node's invoke holds the slot name; inline logic gets a generated `xstate.invoke.*` one.
      const src = String(invoke.src)
      if (!config?.id) problems.push(`state ${where}: invoke #${index + 1} (${src}) needs an explicit \`id\``)
      // Inline logic cannot be replaced by machine.provide(): it would really run in the tests.
      if (src.startsWith('xstate.invoke.')) {
        problems.push(`state ${where}: invoke ${invoke.id} uses inline actor logic; name it in setup({ actors })`)
      }
    })
  }
  const descriptors = machineEventTypes(machine)
  for (const type of Object.keys(examples.events)) {
    if (!descriptors.some((descriptor) => descriptorMatches(descriptor, type))) {
      problems.push(`examples.events.${type}: no state of the machine reacts to this event type`)
    }
    if (!Array.isArray(examples.events[type])) problems.push(`examples.events.${type}: must be an array of payloads`)
  }
  return problems
}
