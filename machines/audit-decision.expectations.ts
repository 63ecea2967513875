// What the audit-decision machine must do, transition by transition, as a reviewer reads it: the model
// tests check every step of its generated paths against this table (see machines/expectations.ts).
import type { MachineExpectations } from './expectations'

export const expectations = [
  { from: 'viewing', on: 'APPROVE', to: 'confirming' },
  { from: 'viewing', on: 'REFUSE', to: 'refusing' },
  { from: 'confirming', on: 'CONFIRM', to: 'submitting', does: ['assign'] },
  { from: 'confirming', on: 'CANCEL', to: 'viewing' },
  { from: 'refusing', on: 'SUBMIT', guard: 'hasReason', when: 'the reason typed is not blank', to: 'submitting', does: ['assign'] },
  { from: 'refusing', on: 'SUBMIT', to: 'refusing.reasonMissing' },
  { from: 'refusing', on: 'CANCEL', to: 'viewing' },
  { from: 'submitting', on: 'done: decide', to: 'decided', does: ['decided'] },
  { from: 'submitting', on: 'error: decide', guard: 'unanswered', when: 'no answer came (network, timeout, a status without the envelope)', to: 'failed' },
  { from: 'submitting', on: 'error: decide', to: 'outdated', does: ['outdated'] },
  { from: 'failed', on: 'RETRY', to: 'submitting' },
  { from: 'failed', on: 'CANCEL', to: 'viewing' },
] satisfies MachineExpectations
