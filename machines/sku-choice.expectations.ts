// What the sku-choice machine must do, transition by transition, as a reviewer reads it: the model
// tests check every step of its generated paths against this table (see machines/expectations.ts).
import type { MachineExpectations } from './expectations'

export const expectations = [
  { from: 'closed', on: 'OPEN', to: 'choosing' },
  { from: 'choosing', on: 'SELECT', guard: 'isInStock', when: 'the SKU chosen has stock', to: 'choosing.chosen', does: ['select'] },
  { from: 'choosing', on: 'CLOSE', to: 'closed', does: ['forget'] },
  { from: 'choosing.chosen', on: 'SET_QUANTITY', guard: 'isWithinStock', when: 'the quantity is a whole number from 1 to the SKU\'s stock', does: ['setQuantity'] },
  { from: 'choosing.chosen', on: 'ADD_TO_BAG', to: 'adding' },
  { from: 'choosing.chosen', on: 'BUY_NOW', to: 'closed', does: ['goToCheckout', 'forget'] },
  { from: 'adding', on: 'done: addToBag', to: 'closed', does: ['announceAdded', 'forget'] },
  { from: 'adding', on: 'error: addToBag', to: 'choosing.chosen' },
] satisfies MachineExpectations
