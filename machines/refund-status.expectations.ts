// What the refund-status machine must do, transition by transition, as a reviewer reads it: the model
// tests check every step of its generated paths against this table (see machines/expectations.ts).
import type { MachineExpectations } from './expectations'

export const expectations = [
  { from: 'applying', on: 'WITHDRAW', to: 'withdrawn' },
  { from: 'applying', on: 'REFUSE', to: 'refused' },
  { from: 'applying', on: 'APPROVE_REFUND', to: 'refunded' },
  { from: 'applying', on: 'APPROVE_RETURN', to: 'in_progress' },
  { from: 'in_progress', on: 'GOODS_RECEIVED', to: 'refunded' },
] satisfies MachineExpectations
