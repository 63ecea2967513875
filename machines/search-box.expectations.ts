// What the search-box machine must do, transition by transition, as a reviewer reads it: the model
// tests check every step of its generated paths against this table (see machines/expectations.ts).
import type { MachineExpectations } from './expectations'

export const expectations = [
  { from: '', on: 'TYPE', guard: 'isBlank', when: 'the text typed is blank', to: 'idle', does: ['setText'] },
  { from: '', on: 'TYPE', to: 'fetching', does: ['setText'] },
  { from: '', on: 'SUBMIT', guard: 'hasText', when: 'the text typed is not blank', does: ['search'] },
  { from: 'fetching', on: 'done: fetchSuggestions', to: 'showing', does: ['assign'] },
  { from: 'fetching', on: 'error: fetchSuggestions', to: 'showing' },
] satisfies MachineExpectations
