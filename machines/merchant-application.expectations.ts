// What the merchant-application machine must do, transition by transition, as a reviewer reads it: the model
// tests check every step of its generated paths against this table (see machines/expectations.ts).
import type { MachineExpectations } from './expectations'

export const expectations = [
  { from: 'loading', on: 'done: loadApplication', guard: 'hasNone', when: 'the shopper has no application', to: 'form', does: ['assign'] },
  { from: 'loading', on: 'done: loadApplication', guard: 'isWaiting', when: 'the application answered waits for the operator', to: 'waiting', does: ['assign'] },
  { from: 'loading', on: 'done: loadApplication', guard: 'isApproved', when: 'the application answered is approved', to: 'approved', does: ['assign'] },
  { from: 'loading', on: 'done: loadApplication', to: 'refused', does: ['assign'] },
  { from: 'loading', on: 'error: loadApplication', to: 'loadFailed' },
  { from: 'loadFailed', on: 'RETRY', to: 'loading' },
  { from: 'form.idle', on: 'UPLOAD', to: 'form.uploading' },
  { from: 'form.idle', on: 'SUBMIT', to: 'submitting', does: ['assign'] },
  { from: 'form.uploading', on: 'done: uploadLogo', to: 'form.idle' },
  { from: 'form.uploading', on: 'error: uploadLogo', to: 'form.idle' },
  { from: 'form.refusedByServer', on: 'UPLOAD', to: 'form.uploading' },
  { from: 'form.refusedByServer', on: 'SUBMIT', to: 'submitting', does: ['assign'] },
  { from: 'submitting', on: 'done: submitApplication', to: 'waiting', does: ['assign', 'announceSubmitted'] },
  { from: 'submitting', on: 'error: submitApplication', guard: 'changedElsewhere', when: 'the server says the shopper applied or was approved meanwhile', to: 'loading', does: ['assign'] },
  { from: 'submitting', on: 'error: submitApplication', to: 'form.refusedByServer', does: ['assign'] },
  { from: 'waiting', on: 'REFRESH', to: 'loading' },
  { from: 'refused', on: 'APPLY_AGAIN', to: 'form', does: ['assign'] },
] satisfies MachineExpectations
