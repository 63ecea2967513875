// What the refund machine must do, transition by transition, as a reviewer reads it: the model
// tests check every step of its generated paths against this table (see machines/expectations.ts).
import type { MachineExpectations } from './expectations'

export const expectations = [
  { from: 'opening', on: 'OPEN', guard: 'hasOrder', when: 'an order is given', to: 'loading', does: ['assign'] },
  { from: 'opening', on: 'OPEN', to: 'unavailable' },
  { from: 'loading', on: 'done: loadRefund', guard: 'isApplying', when: 'the latest refund waits for the merchant', to: 'refund.applying', does: ['assign'] },
  { from: 'loading', on: 'done: loadRefund', guard: 'isInProgress', when: 'the latest refund is a return waiting for the goods', to: 'refund.inProgress', does: ['assign'] },
  { from: 'loading', on: 'done: loadRefund', guard: 'canApply', when: 'the server says the order may be refunded now', to: 'form', does: ['assign'] },
  { from: 'loading', on: 'done: loadRefund', guard: 'isRefunded', when: 'the latest refund was paid back', to: 'refund.refunded', does: ['assign'] },
  { from: 'loading', on: 'done: loadRefund', guard: 'isRefused', when: 'the latest refund was refused', to: 'refund.refused', does: ['assign'] },
  { from: 'loading', on: 'done: loadRefund', to: 'unavailable', does: ['assign'] },
  { from: 'loading', on: 'error: loadRefund', to: 'loadFailed', does: ['assign'] },
  { from: 'loadFailed', on: 'RETRY', to: 'loading' },
  { from: 'form.editing.idle', on: 'UPLOAD', to: 'form.editing.uploading' },
  { from: 'form.editing.idle', on: 'SUBMIT', to: 'form.confirming', does: ['assign'] },
  { from: 'form.editing.uploading', on: 'done: uploadProof', to: 'form.editing.idle' },
  { from: 'form.editing.uploading', on: 'error: uploadProof', to: 'form.editing.idle' },
  { from: 'form.confirming', on: 'CONFIRM', to: 'form.submitting' },
  { from: 'form.confirming', on: 'CANCEL', to: 'form.editing' },
  { from: 'form.submitting', on: 'done: applyRefund', to: 'submitted', does: ['assign', 'announceSubmitted'] },
  { from: 'form.submitting', on: 'error: applyRefund', guard: 'changedElsewhere', when: 'the server says the order changed meanwhile (a refund open, not allowed, nothing left)', to: 'loading' },
  { from: 'form.submitting', on: 'error: applyRefund', to: 'form.editing' },
  { from: 'submitted', on: 'WITHDRAW', to: 'refund.withdrawing' },
  { from: 'submitted', on: 'REFRESH', to: 'loading' },
  { from: 'refund.applying', on: 'WITHDRAW', to: 'refund.withdrawing' },
  { from: 'refund.applying', on: 'REFRESH', to: 'loading' },
  { from: 'refund.withdrawing', on: 'done: withdrawRefund', to: 'loading', does: ['announceWithdrawn'] },
  { from: 'refund.withdrawing', on: 'error: withdrawRefund', to: 'loading' },
  { from: 'refund.inProgress', on: 'REFRESH', to: 'loading' },
  { from: 'refund.refunded', on: 'REFRESH', to: 'loading' },
  { from: 'refund.refused', on: 'REFRESH', to: 'loading' },
] satisfies MachineExpectations
