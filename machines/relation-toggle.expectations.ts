// What the relation-toggle machine must do, transition by transition, as a reviewer reads it: the model
// tests check every step of its generated paths against this table (see machines/expectations.ts).
import type { MachineExpectations } from './expectations'

export const expectations = [
  { from: 'unknown', on: 'LOADED', guard: 'loadedForVisitor', when: 'nobody is logged in', to: 'loginRequired', does: ['applyLoaded'] },
  { from: 'unknown', on: 'LOADED', guard: 'loadedOn', when: 'the server says it is on', to: 'on', does: ['applyLoaded'] },
  { from: 'unknown', on: 'LOADED', to: 'off', does: ['applyLoaded'] },
  { from: 'off', on: 'TOGGLE', to: 'switchingOn' },
  { from: 'off', on: 'LOADED', guard: 'loadedForVisitor', when: 'nobody is logged in', to: 'loginRequired', does: ['applyLoaded'] },
  { from: 'off', on: 'LOADED', guard: 'loadedOn', when: 'the server says it is on', to: 'on', does: ['applyLoaded'] },
  { from: 'off', on: 'LOADED', to: 'off', does: ['applyLoaded'] },
  { from: 'switchingOn', on: 'done: switchOn', guard: 'answeredOn', when: 'the server answered that it is on now', to: 'on', does: ['applyAnswer'] },
  { from: 'switchingOn', on: 'done: switchOn', to: 'off', does: ['applyAnswer'] },
  { from: 'switchingOn', on: 'error: switchOn', to: 'off' },
  { from: 'on', on: 'TOGGLE', to: 'switchingOff' },
  { from: 'on', on: 'LOADED', guard: 'loadedForVisitor', when: 'nobody is logged in', to: 'loginRequired', does: ['applyLoaded'] },
  { from: 'on', on: 'LOADED', guard: 'loadedOn', when: 'the server says it is on', to: 'on', does: ['applyLoaded'] },
  { from: 'on', on: 'LOADED', to: 'off', does: ['applyLoaded'] },
  { from: 'switchingOff', on: 'done: switchOff', guard: 'answeredOn', when: 'the server answered that it is on now', to: 'on', does: ['applyAnswer'] },
  { from: 'switchingOff', on: 'done: switchOff', to: 'off', does: ['applyAnswer'] },
  { from: 'switchingOff', on: 'error: switchOff', to: 'on' },
  { from: 'loginRequired', on: 'TOGGLE', does: ['goToLogin'] },
  { from: 'loginRequired', on: 'LOADED', guard: 'loadedForVisitor', when: 'nobody is logged in', to: 'loginRequired', does: ['applyLoaded'] },
  { from: 'loginRequired', on: 'LOADED', guard: 'loadedOn', when: 'the server says it is on', to: 'on', does: ['applyLoaded'] },
  { from: 'loginRequired', on: 'LOADED', to: 'off', does: ['applyLoaded'] },
] satisfies MachineExpectations
