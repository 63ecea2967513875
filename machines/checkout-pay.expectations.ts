// What the checkout-pay machine must do, transition by transition, as a reviewer reads it: the model
// tests check every step of its generated paths against this table (see machines/expectations.ts).
import type { MachineExpectations } from './expectations'

export const expectations = [
  { from: 'loading', on: 'done: loadCheckout', guard: 'startsWithOrders', when: 'loading found orders already waiting pay', to: 'paying', does: ['takeStart'] },
  { from: 'loading', on: 'done: loadCheckout', guard: 'startsWithAddress', when: 'loading found a checkout with the shopper\'s default address', to: ['ready.address.chosen', 'ready.promo.none'], does: ['takeStart'] },
  { from: 'loading', on: 'done: loadCheckout', to: 'ready', does: ['takeStart'] },
  { from: 'loading', on: 'error: loadCheckout', to: 'loadFailed' },
  { from: 'loadFailed', on: 'RETRY', to: 'loading' },
  { from: 'ready', on: 'SUBMIT', guard: 'submitsWithoutCode', when: 'an address is chosen, no promo is being checked, but the shopper has no payment code', does: ['goToPaymentCode'] },
  { from: 'ready', on: 'SUBMIT', guard: 'canSubmit', when: 'an address is chosen and no promo is being checked', to: 'creating' },
  { from: 'ready', on: 'SUBMIT', guard: 'lacksAddress', when: 'no address is chosen yet', does: ['askForAddress'] },
  { from: 'ready.address', on: 'CHOOSE_ADDRESS', to: 'ready.address.chosen', does: ['chooseAddress'] },
  { from: 'ready.promo.none', on: 'APPLY_PROMO', guard: 'hasPromoText', when: 'the promo code typed is not blank', to: 'ready.promo.applying' },
  { from: 'ready.promo.applying', on: 'done: previewPromo', to: 'ready.promo.applied', does: ['takePromo'] },
  { from: 'ready.promo.applying', on: 'error: previewPromo', to: 'ready.promo.none' },
  { from: 'ready.promo.applied', on: 'REMOVE_PROMO', to: 'ready.promo.none', does: ['forgetPromo'] },
  { from: 'ready.code.checking', on: 'always', guard: 'codeNotSet', when: 'the profile read at loading shows no payment code', to: 'ready.code.missing' },
  { from: 'ready.code.checking', on: 'always', to: 'ready.code.set' },
  { from: 'creating', on: 'done: createOrders', to: 'paying', does: ['takeOrders'] },
  { from: 'creating', on: 'error: createOrders', to: ['ready.address.chosen', 'ready.promo.none'], does: ['forgetPromo'] },
  { from: 'paying', on: 'done: payWithCode', guard: 'paidWithCode', when: 'paying ended paid', to: 'paid', does: ['takePaid'] },
  { from: 'paying', on: 'done: payWithCode', guard: 'leftByShopper', when: 'the shopper chose Pay later', to: 'unpaid', does: ['takeRefusal', 'goToOrdersToPay'] },
  { from: 'paying', on: 'done: payWithCode', to: 'unpaid', does: ['takeRefusal'] },
] satisfies MachineExpectations
