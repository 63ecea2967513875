// What the submission machine must do, transition by transition, as a reviewer reads it: the model
// tests check every step of its generated paths against this table (see machines/expectations.ts).
import type { MachineExpectations } from './expectations'

export const expectations = [
  { from: 'idle', on: 'SUBMIT', to: 'submitting' },
  { from: 'submitting', on: 'done: submit', to: 'succeeded', does: ['assign', 'succeed'] },
  { from: 'submitting', on: 'error: submit', to: 'failed', does: ['assign'] },
  { from: 'failed', on: 'SUBMIT', to: 'submitting' },
  { from: 'failed', on: 'EDIT', to: 'idle' },
] satisfies MachineExpectations
