// What the bulk shipping machine must do, transition by transition, as a reviewer reads it: the model
// tests check every step of its generated paths against this table (see machines/expectations.ts).
import type { MachineExpectations } from './expectations'

export const expectations = [
  { from: 'choosing', on: 'CHOOSE', guard: 'tooLarge', when: 'the file is over 256 KB', to: 'choosing.tooLarge' },
  { from: 'choosing', on: 'CHOOSE', guard: 'notCsv', when: 'the file is neither named .csv nor of the CSV type', to: 'choosing.notCsv' },
  { from: 'choosing', on: 'CHOOSE', to: 'checking', does: ['assign'] },
  { from: 'checking', on: 'done: check', guard: 'hasReady', when: 'the server found at least one row ready to ship', to: 'previewing.ready', does: ['assign'] },
  { from: 'checking', on: 'done: check', to: 'previewing.nothingReady', does: ['assign'] },
  { from: 'checking', on: 'error: check', to: 'choosing.unreadable' },
  { from: 'previewing.ready', on: 'SHIP', to: 'shipping' },
  { from: 'previewing', on: 'RESET', to: 'choosing' },
  { from: 'shipping', on: 'done: ship', to: 'done', does: ['assign', 'shipped'] },
  { from: 'shipping', on: 'error: ship', to: 'failed' },
  { from: 'failed', on: 'SHIP', to: 'shipping' },
  { from: 'failed', on: 'RESET', to: 'choosing' },
  { from: 'done', on: 'RESET', to: 'choosing' },
] satisfies MachineExpectations
