// What the refund-decision machine must do, transition by transition, as a reviewer reads it: the model
// tests check every step of its generated paths against this table (see machines/expectations.ts).
import type { MachineExpectations } from './expectations'

export const expectations = [
  { from: 'opening', on: 'OPEN', guard: 'isApplying', when: 'is applying', to: 'waiting', does: ['keep'] },
  { from: 'opening', on: 'OPEN', guard: 'isWaitingForGoods', when: 'is waiting for goods', to: 'waitingForGoods', does: ['keep'] },
  { from: 'opening', on: 'OPEN', to: 'decided', does: ['keep'] },
  { from: 'waiting', on: 'APPROVE', to: 'confirmingApproval' },
  { from: 'waiting', on: 'REFUSE', to: 'refusing' },
  { from: 'confirmingApproval', on: 'CONFIRM', to: 'approving', does: ['assign'] },
  { from: 'confirmingApproval', on: 'CANCEL', to: 'waiting' },
  { from: 'refusing', on: 'SEND_REFUSAL', guard: 'hasNote', when: 'has note', to: 'sendingRefusal', does: ['assign'] },
  { from: 'refusing', on: 'SEND_REFUSAL', to: 'refusing.noteMissing' },
  { from: 'refusing', on: 'CANCEL', to: 'waiting' },
  { from: 'approving', on: 'done: approve', guard: 'isWaitingForGoods', when: 'is waiting for goods', to: 'waitingForGoods', does: ['keep', 'decided'] },
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
