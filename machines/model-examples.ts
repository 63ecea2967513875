// What a machine file tells the generators beyond its own graph: sample payloads for its events,
// so that generated paths can take every guarded branch. Paths themselves are never listed by hand.

export interface MachineExamples {
  /**
   * Sample payloads per event type (without `type`). Each sample is tried from every state, so a
   * guarded transition is reached by giving one sample that passes the guard and one that fails it.
   * Invoked actors' results are events too: `xstate.done.actor.<id>` with `{ output }`,
   * `xstate.error.actor.<id>` with `{ error }`.
   */
  events: Record<string, Array<Record<string, unknown>>>
  /** The machine's input, when it takes one. */
  input?: unknown
}
