// The audit status of a recharge or a withdrawal on the server (docs/product/money.md#audit-results-and-filters):
// it waits for an operator, who approves it or refuses it, once. The server rebuilds a row's state from its
// stored status code and records a decision only when this machine takes it from there.
import { setup, transition } from 'xstate'
import type { MachineExamples } from './model-examples'
import type { MachineDescriptions } from './descriptions'

export type AuditStatusEvent = { type: 'APPROVE' } | { type: 'REFUSE' }

export const auditStatusMachine = setup({
  types: {
    events: {} as AuditStatusEvent,
  },
}).createMachine({
  id: 'auditStatus',
  initial: 'waiting',
  states: {
    waiting: {
      description: 'The recharge or withdrawal waits for an operator',
      meta: { code: 0 },
      on: { APPROVE: 'approved', REFUSE: 'refused' },
    },
    approved: { description: 'An operator approved it', meta: { code: 1 }, type: 'final' },
    refused: { description: 'An operator refused it', meta: { code: 2 }, type: 'final' },
  },
})

const codeOf = (state: string) => (auditStatusMachine.states[state]!.meta as { code: number }).code

/** The status code a new row is stored with. */
export const INITIAL_AUDIT_STATUS = codeOf(auditStatusMachine.config.initial as string)

/** The status code `event` moves a row to from `code`, or null when the machine does not take it there. */
export function nextAuditStatus(code: number, event: AuditStatusEvent['type']): number | null {
  const state = Object.keys(auditStatusMachine.states).find((key) => codeOf(key) === code)
  if (state === undefined) return null
  const snapshot = auditStatusMachine.resolveState({ value: state })
  if (!snapshot.can({ type: event })) return null
  const [next] = transition(auditStatusMachine, snapshot, { type: event })
  return codeOf(next.value as string)
}

export const examples: MachineExamples = {
  events: { APPROVE: [{}], REFUSE: [{}] },
}

/** What each event, guard and action means, in plain words: the atlas and the docs show them. */
export const descriptions: MachineDescriptions = {
  events: {
    APPROVE: 'An operator approves it',
    REFUSE: 'An operator refuses it',
  },
  guards: {},
  actions: {},
}
