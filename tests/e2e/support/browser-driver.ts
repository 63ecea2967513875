// What a machine's browser driver tells the generic runner (the Playwright twin of the view driver).
import type { Browser } from 'playwright-core'
import type { GeneratedPath, PathStep } from '../../../src/tools/statecharts/paths'

export interface BrowserStepContext {
  path: GeneratedPath
  index: number
  next?: PathStep
}

export interface BrowserDriver<Ctx> {
  /** Paths a person cannot cause through the browser (with the rule why); absent: every path runs. */
  accepts?(path: GeneratedPath): boolean
  /**
   * Event types no screen can produce yet (with the rule why): each path is replayed up to its
   * first such step, and identical beginnings run once.
   */
  cannotProduce?: string[]
  /**
   * Who replays the paths, when it matters to the interface but not to the machine (a visitor and
   * a shopper choose a SKU alike, yet their bags live in different places): every path runs once
   * per variant, and start() is told which. Absent: each path runs once.
   */
  variants?: string[]
  start(browser: Browser, baseURL: string, path: GeneratedPath, variant?: string): Promise<Ctx>
  stop(ctx: Ctx): Promise<void>
  events: Record<string, (ctx: Ctx, event: PathStep['event'], step: BrowserStepContext) => Promise<void>>
  states: Record<string, (ctx: Ctx) => Promise<void>>
}
