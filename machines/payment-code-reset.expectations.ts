// What the payment-code-reset machine must do, transition by transition, as a reviewer reads it: the
// model tests check every step of its generated paths against this table (see machines/expectations.ts).
import type { MachineExpectations } from './expectations'

export const expectations = [
  { from: 'asking', on: 'REQUEST_CODE', to: 'sendingCode' },
  { from: 'sendingCode', on: 'done: requestCode', to: 'entering', does: ['assign'] },
  { from: 'sendingCode', on: 'error: requestCode', to: 'asking' },
  { from: 'entering', on: 'RESET', to: 'resetting' },
  { from: 'entering', on: 'REQUEST_CODE', to: 'sendingCode' },
  { from: 'resetting', on: 'done: resetCode', to: 'done' },
  { from: 'resetting', on: 'error: resetCode', guard: 'codeDead', when: 'the server says the code no longer works (expired, used, or tried too often)', to: 'asking' },
  { from: 'resetting', on: 'error: resetCode', to: 'entering' },
] satisfies MachineExpectations
