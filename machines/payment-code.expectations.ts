// What the payment-code machine must do, transition by transition, as a reviewer reads it: the model
// tests check every step of its generated paths against this table (see machines/expectations.ts).
import type { MachineExpectations } from './expectations'

export const expectations = [
  { from: 'opening', on: 'START', guard: 'hasCode', when: 'the profile says a payment code is set', to: 'changing', does: ['assign'] },
  { from: 'opening', on: 'START', to: 'firstTime', does: ['assign'] },
  { from: 'firstTime.editing', on: 'SUBMIT', to: 'firstTime.saving' },
  { from: 'firstTime.saving', on: 'done: saveCode', to: 'saved', does: ['markCodeSet', 'announceSaved'] },
  { from: 'firstTime.saving', on: 'error: saveCode', guard: 'codeAlreadySet', when: 'the server says a code is set already', to: 'changing', does: ['markCodeSet'] },
  { from: 'firstTime.saving', on: 'error: saveCode', to: 'firstTime.editing' },
  { from: 'changing.editing', on: 'SUBMIT', to: 'changing.saving' },
  { from: 'changing.saving', on: 'done: saveCode', to: 'saved', does: ['markCodeSet', 'announceSaved'] },
  { from: 'changing.saving', on: 'error: saveCode', to: 'changing.editing' },
] satisfies MachineExpectations
