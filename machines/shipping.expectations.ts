// What the shipping machine must do, transition by transition, as a reviewer reads it: the model
// tests check every step of its generated paths against this table (see machines/expectations.ts).
import type { MachineExpectations } from './expectations'

export const expectations = [
  { from: 'opening', on: 'OPEN', guard: 'toShip', when: 'the order may be shipped now', to: 'entering' },
  { from: 'opening', on: 'OPEN', to: 'shipped' },
  { from: 'entering', on: 'SHIP', guard: 'validShipment', when: 'a company of 1-50 characters and a tracking number of 4-40 letters, digits or dashes', to: 'submitting', does: ['assign'] },
  { from: 'entering', on: 'SHIP', to: 'entering.invalid' },
  { from: 'submitting', on: 'done: ship', to: 'shipped', does: ['shipped'] },
  { from: 'submitting', on: 'error: ship', to: 'entering', does: ['refused'] },
  { from: 'shipped.idle', on: 'NEW_EVENT', to: 'shipped.entering' },
  { from: 'shipped.entering', on: 'ADD_EVENT', guard: 'validNews', when: 'the logistics event passes the contract\'s rules', to: 'shipped.submitting', does: ['assign'] },
  { from: 'shipped.entering', on: 'ADD_EVENT', to: 'shipped.entering.invalid' },
  { from: 'shipped.entering', on: 'CANCEL', to: 'shipped.idle' },
  { from: 'shipped.submitting', on: 'done: addEvent', to: 'shipped.added', does: ['added'] },
  { from: 'shipped.submitting', on: 'error: addEvent', to: 'shipped.entering', does: ['refused'] },
  { from: 'shipped.added', on: 'NEW_EVENT', to: 'shipped.entering' },
] satisfies MachineExpectations
