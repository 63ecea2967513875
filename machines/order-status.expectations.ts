// What the order-status machine must do, transition by transition, as a reviewer reads it: the model
// tests check every step of its generated paths against this table (see machines/expectations.ts).
import type { MachineExpectations } from './expectations'

export const expectations = [
  { from: 'waitingPay', on: 'PAY', to: 'waitingDeliver' },
  { from: 'waitingPay', on: 'CANCEL', to: 'cancelled' },
  { from: 'waitingPay', on: 'EXPIRE', to: 'cancelled' },
  { from: 'waitingDeliver', on: 'SHIP', to: 'delivered' },
  { from: 'waitingDeliver', on: 'APPLY_REFUND', to: 'afterSale.fromWaitingDeliver' },
  { from: 'delivered', on: 'CONFIRM', to: 'received' },
  { from: 'delivered', on: 'AUTO_CONFIRM', to: 'received' },
  { from: 'delivered', on: 'APPLY_REFUND', to: 'afterSale.fromDelivered' },
  { from: 'received', on: 'COMPLETE', to: 'completed' },
  { from: 'received', on: 'APPLY_REFUND', to: 'afterSale.fromReceived' },
  { from: 'afterSale.fromWaitingDeliver', on: 'REFUSE_REFUND', to: 'waitingDeliver' },
  { from: 'afterSale.fromWaitingDeliver', on: 'WITHDRAW_REFUND', to: 'waitingDeliver' },
  { from: 'afterSale.fromWaitingDeliver', on: 'REFUND', to: 'cancelled' },
  { from: 'afterSale.fromDelivered', on: 'REFUSE_REFUND', to: 'delivered' },
  { from: 'afterSale.fromDelivered', on: 'WITHDRAW_REFUND', to: 'delivered' },
  { from: 'afterSale.fromDelivered', on: 'REFUND', to: 'cancelled' },
  { from: 'afterSale.fromReceived', on: 'REFUSE_REFUND', to: 'received' },
  { from: 'afterSale.fromReceived', on: 'WITHDRAW_REFUND', to: 'received' },
  { from: 'afterSale.fromReceived', on: 'REFUND', to: 'cancelled' },
] satisfies MachineExpectations
