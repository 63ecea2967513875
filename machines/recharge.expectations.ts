// What the recharge machine must do, transition by transition, as a reviewer reads it: the model
// tests check every step of its generated paths against this table (see machines/expectations.ts).
import type { MachineExpectations } from './expectations'

export const expectations = [
  { from: 'opening', on: 'OPEN', to: 'loading', does: ['assign'] },
  { from: 'loading', on: 'done: loadChannels', guard: 'hasChannel', when: 'the platform takes deposits the chosen way (a bank account, or a network on chain)', to: 'form', does: ['assign'] },
  { from: 'loading', on: 'done: loadChannels', to: 'unavailable', does: ['assign'] },
  { from: 'loading', on: 'error: loadChannels', to: 'loadFailed' },
  { from: 'loadFailed', on: 'RETRY', to: 'loading' },
  { from: 'form.idle', on: 'UPLOAD', to: 'form.uploading' },
  { from: 'form.idle', on: 'COPY', guard: 'insecurePage', when: 'the page cannot write to the clipboard (not a secure page)', does: ['tellCopyNotAllowed'] },
  { from: 'form.idle', on: 'COPY', to: 'form.copying' },
  { from: 'form.idle', on: 'SUBMIT', to: 'submitting', does: ['assign'] },
  { from: 'form.uploading', on: 'done: uploadEvidence', to: 'form.idle' },
  { from: 'form.uploading', on: 'error: uploadEvidence', to: 'form.idle' },
  { from: 'form.copying', on: 'done: copyText', to: 'form.idle', does: ['announceCopied'] },
  { from: 'form.copying', on: 'error: copyText', to: 'form.idle', does: ['tellCopyFailed'] },
  { from: 'submitting', on: 'done: submitRecharge', to: 'submitted', does: ['assign', 'announceSubmitted'] },
  { from: 'submitting', on: 'error: submitRecharge', to: 'form' },
] satisfies MachineExpectations
