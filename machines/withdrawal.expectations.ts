// What the withdrawal machine must do, transition by transition, as a reviewer reads it: the model
// tests check every step of its generated paths against this table (see machines/expectations.ts).
import type { MachineExpectations } from './expectations'

export const expectations = [
  { from: 'loading', on: 'done: loadInfo', guard: 'lacksPaymentCode', when: 'the info says no payment code is set', to: 'form.withoutCode', does: ['assign'] },
  { from: 'loading', on: 'done: loadInfo', to: 'form', does: ['assign'] },
  { from: 'loading', on: 'error: loadInfo', to: 'loadFailed' },
  { from: 'loadFailed', on: 'RETRY', to: 'loading' },
  { from: 'form', on: 'SUBMIT', guard: 'aboveBalance', when: 'the amount is above the balance', does: ['refuseAboveBalance'] },
  { from: 'form', on: 'SUBMIT', to: 'paying', does: ['assign'] },
  { from: 'paying', on: 'done: payWithCode', guard: 'withdrawn', when: 'paying ended with the withdrawal held', to: 'submitted', does: ['takeWithdrawn', 'announceSubmitted'] },
  { from: 'paying', on: 'done: payWithCode', to: 'loading' },
] satisfies MachineExpectations
