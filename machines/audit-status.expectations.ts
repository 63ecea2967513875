// What the audit-status machine must do, transition by transition, as a reviewer reads it: the model
// tests check every step of its generated paths against this table (see machines/expectations.ts).
import type { MachineExpectations } from './expectations'

export const expectations = [
  { from: 'waiting', on: 'APPROVE', to: 'approved' },
  { from: 'waiting', on: 'REFUSE', to: 'refused' },
] satisfies MachineExpectations
