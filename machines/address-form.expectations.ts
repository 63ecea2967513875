// What the address-form machine must do, transition by transition, as a reviewer reads it: the model
// tests check every step of its generated paths against this table (see machines/expectations.ts).
import type { MachineExpectations } from './expectations'

export const expectations = [
  { from: 'opening', on: 'OPEN', guard: 'isEditing', when: 'an existing address is opened (an id is given)', to: 'loading', does: ['assign'] },
  { from: 'opening', on: 'OPEN', to: 'editing' },
  { from: 'loading', on: 'done: loadAddress', to: 'editing', does: ['assign'] },
  { from: 'loading', on: 'error: loadAddress', to: 'loadFailed', does: ['assign'] },
  { from: 'loadFailed', on: 'RETRY', to: 'loading' },
  { from: 'editing', on: 'SUBMIT', to: 'saving' },
  { from: 'saving', on: 'done: saveAddress', to: 'saved', does: ['assign', 'leave'] },
  { from: 'saving', on: 'error: saveAddress', to: 'editing' },
] satisfies MachineExpectations
