// What the pay-with-code machine must do, transition by transition, as a reviewer reads it: the model
// tests check every step of its generated paths against this table (see machines/expectations.ts).
import type { MachineExpectations } from './expectations'

export const expectations = [
  { from: 'opening', on: 'always', guard: 'codeNotSet', when: 'the parent read that the shopper has no payment code', to: 'noPaymentCode' },
  { from: 'opening', on: 'always', guard: 'balanceShort', when: 'the parent read a balance below the amount to pay', to: 'shortBalance', does: ['noteShortBalance'] },
  { from: 'opening', on: 'always', to: 'entry' },
  { from: 'entry', on: 'PAY', guard: 'hasCode', when: 'a code was typed', to: 'paying', does: ['rememberCode'] },
  { from: 'entry', on: 'PAY', does: ['askForCode'] },
  { from: 'entry', on: 'LEAVE', to: 'left' },
  { from: 'paying', on: 'done: pay', to: 'paid', does: ['takeReceipt'] },
  { from: 'paying', on: 'error: pay', guard: 'refusedNoCode', when: 'the server says no payment code is set', to: 'noPaymentCode', does: ['takeRefusal'] },
  { from: 'paying', on: 'error: pay', guard: 'refusedBalance', when: 'the server says the balance is too short', to: 'shortBalance', does: ['takeRefusal'] },
  { from: 'paying', on: 'error: pay', guard: 'refusedWrongCode', when: 'the server says the code is wrong (entries left)', to: 'entry', does: ['takeRefusal'] },
  { from: 'paying', on: 'error: pay', guard: 'refusedLocked', when: 'the server says paying is locked (minutes left)', to: 'locked', does: ['takeRefusal'] },
  { from: 'paying', on: 'error: pay', guard: 'unanswered', when: 'no answer came (network, timeout, a status without the envelope)', to: 'failed' },
  { from: 'paying', on: 'error: pay', to: 'refused', does: ['takeRefusal'] },
  { from: 'failed', on: 'RETRY', to: 'paying' },
  { from: 'failed', on: 'LEAVE', to: 'left', does: ['forgetCode'] },
  { from: 'noPaymentCode', on: 'SET_CODE', does: ['goToPaymentCode'] },
  { from: 'noPaymentCode', on: 'LEAVE', to: 'left' },
  { from: 'shortBalance', on: 'TOP_UP', does: ['goToTopUp'] },
  { from: 'shortBalance', on: 'RETRY', to: 'entry' },
  { from: 'shortBalance', on: 'LEAVE', to: 'left' },
  { from: 'locked', on: 'LEAVE', to: 'left' },
] satisfies MachineExpectations
