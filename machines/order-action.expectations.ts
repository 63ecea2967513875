// What the order-action machine must do, transition by transition, as a reviewer reads it: the model
// tests check every step of its generated paths against this table (see machines/expectations.ts).
import type { MachineExpectations } from './expectations'

export const expectations = [
  { from: 'idle', on: 'ASK', to: 'asking' },
  { from: 'asking', on: 'done: prompt', guard: 'confirmed', when: 'the person confirmed the prompt', to: 'sending' },
  { from: 'asking', on: 'done: prompt', to: 'idle' },
  { from: 'sending', on: 'done: perform', to: 'done', does: ['succeeded'] },
  { from: 'sending', on: 'error: perform', to: 'failed', does: ['failed'] },
] satisfies MachineExpectations
