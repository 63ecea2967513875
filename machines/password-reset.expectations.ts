// What the password-reset machine must do, transition by transition, as a reviewer reads it: the model
// tests check every step of its generated paths against this table (see machines/expectations.ts).
import type { MachineExpectations } from './expectations'

export const expectations = [
  { from: 'enteringEmail', on: 'REQUEST_CODE', to: 'sendingCode', does: ['assign'] },
  { from: 'sendingCode', on: 'done: requestCode', to: 'enteringCode' },
  { from: 'sendingCode', on: 'error: requestCode', to: 'enteringEmail' },
  { from: 'enteringCode', on: 'RESET', to: 'resetting' },
  { from: 'enteringCode', on: 'RESEND', to: 'sendingCode' },
  { from: 'enteringCode', on: 'CHANGE_EMAIL', to: 'enteringEmail' },
  { from: 'resetting', on: 'done: resetPassword', to: 'done' },
  { from: 'resetting', on: 'error: resetPassword', to: 'enteringCode' },
] satisfies MachineExpectations
