// What the bag machine must do, transition by transition, as a reviewer reads it: the model
// tests check every step of its generated paths against this table (see machines/expectations.ts).
import type { MachineExpectations } from './expectations'

export const expectations = [
  { from: 'loading', on: 'done: loadBag', guard: 'isEmpty', when: 'the bag answered has no line', to: 'empty', does: ['keepBag'] },
  { from: 'loading', on: 'done: loadBag', guard: 'hasSelection', when: 'the bag answered has lines selected for checkout', to: 'ready.selection.some', does: ['keepBag'] },
  { from: 'loading', on: 'done: loadBag', to: 'ready.selection.none', does: ['keepBag'] },
  { from: 'loading', on: 'error: loadBag', to: 'failed' },
  { from: 'failed', on: 'RETRY', to: 'loading' },
  { from: 'empty', on: 'REFRESH', to: 'loading' },
  { from: 'ready.mode.browsing', on: 'EDIT', to: 'ready.mode.editing' },
  { from: 'ready.mode.editing', on: 'DONE', to: 'ready.mode.browsing' },
  { from: 'ready.selection.none', on: 'CHECKOUT', guard: 'isBrowsing', when: 'the bag is in browsing mode', does: ['refuseCheckout'] },
  { from: 'ready.selection.some', on: 'CHECKOUT', guard: 'and(isBrowsing, isIdle)', when: 'browsing, and no change or refresh is on its way', does: ['goToCheckout'] },
  { from: 'ready.sync.idle', on: 'SET_QUANTITY', guard: 'isWithinStock', when: 'the quantity is a whole number from 1 to what the stock allows', to: 'ready.sync.changing' },
  { from: 'ready.sync.idle', on: 'TOGGLE_LINE', to: 'ready.sync.changing' },
  { from: 'ready.sync.idle', on: 'TOGGLE_SHOP', to: 'ready.sync.changing' },
  { from: 'ready.sync.idle', on: 'TOGGLE_ALL', to: 'ready.sync.changing' },
  { from: 'ready.sync.idle', on: 'REMOVE', to: 'ready.sync.changing' },
  { from: 'ready.sync.idle', on: 'DELETE_SELECTED', guard: 'and(isEditing, hasSomeSelected)', when: 'editing, with some lines selected', to: 'ready.sync.changing' },
  { from: 'ready.sync.idle', on: 'REFRESH', to: 'ready.sync.refreshing' },
  { from: 'ready.sync.changing', on: 'done: changeBag', guard: 'isEmpty', when: 'the bag answered has no line', to: 'empty', does: ['keepBag'] },
  { from: 'ready.sync.changing', on: 'done: changeBag', guard: 'hasSelection', when: 'the bag answered has lines selected for checkout', to: ['ready.mode.previous', 'ready.selection.some', 'ready.sync.idle'], does: ['keepBag'] },
  { from: 'ready.sync.changing', on: 'done: changeBag', to: ['ready.mode.previous', 'ready.selection.none', 'ready.sync.idle'], does: ['keepBag'] },
  { from: 'ready.sync.changing', on: 'error: changeBag', to: 'ready.sync.refreshing' },
  { from: 'ready.sync.refreshing', on: 'done: refreshBag', guard: 'isEmpty', when: 'the bag answered has no line', to: 'empty', does: ['keepBag'] },
  { from: 'ready.sync.refreshing', on: 'done: refreshBag', guard: 'hasSelection', when: 'the bag answered has lines selected for checkout', to: ['ready.mode.previous', 'ready.selection.some', 'ready.sync.idle'], does: ['keepBag'] },
  { from: 'ready.sync.refreshing', on: 'done: refreshBag', to: ['ready.mode.previous', 'ready.selection.none', 'ready.sync.idle'], does: ['keepBag'] },
  { from: 'ready.sync.refreshing', on: 'error: refreshBag', to: 'ready.sync.idle' },
] satisfies MachineExpectations
