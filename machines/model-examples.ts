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
  /**
   * Several inputs, when what the machine is started with decides where it starts (a child machine
   * its parents start differently): paths start from each, in order. Replaces `input`.
   */
  inputs?: unknown[]
}

/** The inputs paths start from: `inputs`, else the one `input`. */
export function startInputs(examples: MachineExamples): unknown[] {
  return examples.inputs?.length ? examples.inputs : [examples.input]
}
