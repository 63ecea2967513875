// What the refund-decision machine must do, transition by transition, as a reviewer reads it: the model
// tests check every step of its generated paths against this table (see machines/expectations.ts).
import type { MachineExpectations } from './expectations'

export const expectations = [
  { from: 'opening', on: 'OPEN', guard: 'isApplying', when: 'the refund read waits for the merchant', to: 'waiting', does: ['keep'] },
  { from: 'opening', on: 'OPEN', guard: 'isWaitingForGoods', when: 'the refund read is a return waiting for the goods', to: 'waitingForGoods', does: ['keep'] },
  { from: 'opening', on: 'OPEN', to: 'decided', does: ['keep'] },
  { from: 'waiting', on: 'APPROVE', to: 'confirmingApproval' },
  { from: 'waiting', on: 'REFUSE', to: 'refusing' },
  { from: 'confirmingApproval', on: 'CONFIRM', to: 'approving', does: ['assign'] },
  { from: 'confirmingApproval', on: 'CANCEL', to: 'waiting' },
  { from: 'refusing', on: 'SEND_REFUSAL', guard: 'hasNote', when: 'the note is 1 to 500 characters (the contract\'s rule)', to: 'sendingRefusal', does: ['assign'] },
  { from: 'refusing', on: 'SEND_REFUSAL', to: 'refusing.noteMissing' },
  { from: 'refusing', on: 'CANCEL', to: 'waiting' },
  { from: 'approving', on: 'done: approve', guard: 'isWaitingForGoods', when: 'the refund read is a return waiting for the goods', to: 'waitingForGoods', does: ['keep', 'decided'] },
  { from: 'approving', on: 'done: approve', to: 'decided', does: ['keep', 'decided'] },
  { from: 'approving', on: 'error: approve', to: 'outdated', does: ['refused'] },
  { from: 'sendingRefusal', on: 'done: refuse', to: 'decided', does: ['keep', 'decided'] },
  { from: 'sendingRefusal', on: 'error: refuse', to: 'outdated', does: ['refused'] },
  { from: 'waitingForGoods', on: 'MARK_RECEIVED', to: 'confirmingReceipt' },
  { from: 'confirmingReceipt', on: 'CONFIRM', to: 'markingReceived' },
  { from: 'confirmingReceipt', on: 'CANCEL', to: 'waitingForGoods' },
  { from: 'markingReceived', on: 'done: markReceived', to: 'decided', does: ['keep', 'decided'] },
  { from: 'markingReceived', on: 'error: markReceived', to: 'outdated', does: ['refused'] },
] satisfies MachineExpectations
