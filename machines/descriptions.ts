// What a machine's events, guards and actions mean, written beside the machine in plain words
// (its states carry XState's own `description`): the generated docs and the analysts' atlas show
// these words with the technical name on hover, and `npm run docs:check` fails for a machine
// missing one.

export interface MachineDescriptions {
  /** By the name the diagrams show: `PAY`, `done: pay`, `error: pay`, `after 500ms`. */
  events: Record<string, string>
  /** By the guard's name in setup({ guards }); `and(...)`, `not(...)` and `stateIn(...)` are read from their parts. */
  guards: Record<string, string>
  /** By the action's name in setup({ actions }); built-ins by theirs (`assign`, `raise`). */
  actions: Record<string, string>
}
