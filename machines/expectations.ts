// What a reviewer expects of a machine, written beside it (machines/<name>.expectations.ts) rather
// than read from it: for each transition, where it starts, on what event, under which condition,
// where it goes and what it does. The model tests check every step of every generated path against
// this table, so a retargeted transition, a dropped guard or a transition nobody listed fails.

export interface ExpectedTransition {
  /** The state it starts from, as a dotted path from the root ('' for the machine itself). */
  from: string
  /** The event as the diagrams name it: `PAY`, `done: pay`, `error: pay`, `always`, `after 500ms`. */
  on: string
  /** The guard by its name in setup({ guards }) (`and(...)`, `stateIn(...)` spelled out); absent when unguarded. */
  guard?: string
  /** The guard's condition in words, for the reader; required with `guard`. */
  when?: string
  /** Where it goes: dotted state paths; absent when it stays where it is (no target). */
  to?: string | string[]
  /** What it does: action names in order (built-ins as `assign`, `raise`, ...). */
  does?: string[]
}

/** A machine's table: guarded alternatives of one state and event in the machine's order. */
export type MachineExpectations = readonly ExpectedTransition[]
