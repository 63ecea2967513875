// What a machine's view driver tells the generic runner: how to start the view for a path, how to
// produce each event through the interface, and what each state looks like to the user.
import type { AnyActorRef } from 'xstate'
import type { GeneratedPath, PathStep } from '../../../src/tools/statecharts/paths'

export interface StepContext {
  path: GeneratedPath
  index: number
  /** the step after this one, if any: an event's executor may need to know what is coming */
  next?: PathStep
}

export interface ViewDriver<Ctx> {
  /** Once per machine: shared resources (a test server). */
  setup(): Promise<void>
  teardown(): Promise<void>
  /**
   * Paths whose steps a person cannot cause through this view (with the rule why) are left out;
   * the runner reports how many. Absent: every path runs.
   */
  accepts?(path: GeneratedPath): boolean
  /**
   * Event types this layer cannot produce at all (a gesture that needs layout): each path is
   * replayed up to its first such step, and identical beginnings run once.
   */
  cannotProduce?: string[]
  /**
   * Who replays the paths, when it matters to the interface but not to the machine (a visitor and
   * a shopper choose a SKU alike, yet their bags live in different places): every path runs once
   * per variant, and start() is told which. Absent: each path runs once.
   */
  variants?: string[]
  start(path: GeneratedPath, variant?: string): Promise<Ctx>
  stop(ctx: Ctx): Promise<void>
  /** The actor the view is bound to, when the test can reach it: its state is checked too. */
  actor?(ctx: Ctx): AnyActorRef | undefined
  events: Record<string, (ctx: Ctx, event: PathStep['event'], step: StepContext) => Promise<void>>
  states: Record<string, (ctx: Ctx) => Promise<void>>
}
