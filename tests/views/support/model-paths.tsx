// The view layer of the model-based tests: every path generated from every machine is replayed
// through the real views, bound to the real server in-process, by the machine's one driver
// (tests/drivers/<machine>.driver.ts; the browser layer replays it too). A machine without one
// fails. The layer must take every transition of the machine except those
// src/tools/statecharts/layer-limits.ts lists for it, and it writes what it took to
// test-results/coverage/view.json.
//
// The machines are dealt to a few test files (tests/views/model-paths-*.test.tsx), each calling
// replayModelPaths with its part: one file of them all was the longest of the suite, and the two
// workers could not share it. A new machine lands in a part by its place in the sorted list.
import { afterAll, beforeAll, describe, it } from 'vitest'
import { loadMachines } from '../../../src/tools/statecharts/load-machines'
import { generatePaths, producible, type GeneratedPath } from '../../../src/tools/statecharts/paths'
import { checkLayerCoverage } from '../../drivers/support/layer-checks'
import { runStep } from '../../drivers/support/run-step'
import { variantsAt, type AnyDriver } from '../../drivers/support/protocol'
import { pathsLang, runsMachine } from '../../drivers/support/run-options'
import { createTestServer, type TestServer } from '../../api/support/test-server'
import { viewLayer } from './view-layer'

/** The play money a new shopper of the demo server gets (src/server/settings.ts, DEMO=1). */
const DEMO_WELCOME_CREDIT = '100.00'
const SESSIONS_OUTLIVE_CLOCK_MS = 10 * 365 * 24 * 3_600_000

const drivers = import.meta.glob<{ driver: AnyDriver }>('../../drivers/*.driver.ts', { eager: true })

/** The machines of one part: the `part`-th (from 1) of `of` taken in turn from the machines sorted by name. */
export async function machinesOfPart(part: number, of: number) {
  const machines = [...(await loadMachines())].sort((a, b) => a.name.localeCompare(b.name))
  return machines.filter((_, index) => index % of === part - 1)
}

/**
 * A machine's paths through its driver, on a server of its own that plays the demo as the browser
 * layer's does (DEMO=1): a new shopper gets the demo's play money.
 */
function describeMachine(name: string, driver: AnyDriver, paths: GeneratedPath[], machine: Parameters<typeof checkLayerCoverage>[2]) {
  let server: TestServer | undefined
  const layer = viewLayer(() => server!, pathsLang)
  beforeAll(async () => {
    // Sessions outlive the days a path moves the server's clock by (Backend.timePasses).
    server = await createTestServer({ settings: { welcomeCredit: DEMO_WELCOME_CREDIT, sessionTtlMs: SESSIONS_OUTLIVE_CLOCK_MS } })
  })
  afterAll(() => server?.close())

  const passed = checkLayerCoverage('view', name, machine, paths)
  for (const [path, variant] of paths.flatMap((p) => variantsAt(driver, 'view').map((v) => [p, v] as const))) {
    it(variant ? `${path.description} (as a ${variant})` : path.description, async () => {
      const ctx = await driver.start(layer, path, variant)
      try {
        for (const index of path.steps.keys()) await runStep(name, driver, ctx, path, index)
      } finally {
        await driver.stop?.(ctx)
        await ctx.session.close()
      }
      passed(path)
    })
  }
}

/** Declares the view-layer tests of one part of the machines (MODEL_PATHS_MACHINES narrows them). */
export async function replayModelPaths({ part, of }: { part: number; of: number }) {
  const machines = (await machinesOfPart(part, of)).filter(({ name }) => runsMachine(name))
  // A part MODEL_PATHS_MACHINES leaves empty says so (Vitest fails a file without tests).
  if (!machines.length) it.skip(`part ${part} of ${of} has none of the machines asked for`)
  for (const { name, machine, examples } of machines) {
    const driver = drivers[`../../drivers/${name}.driver.ts`]?.driver
    describe(`${name} machine, through its views`, () => {
      if (!driver) {
        it('has a driver', () => {
          throw new Error(`machine ${name} has no driver: add tests/drivers/${name}.driver.ts`)
        })
        return
      }
      // The generator is told which paths the layer accepts, so it looks for others that take the
      // same transitions; those the layer cannot produce leave with their listed reason.
      const all = generatePaths(machine, examples, { accept: driver.accepts?.view })
      describeMachine(name, driver, producible(all, driver.cannotProduce?.view ?? []), machine)
    })
  }
}
