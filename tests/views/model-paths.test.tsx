// The view layer of the model-based tests: every path generated from every machine is replayed
// through the real views, bound to the real server in-process. Each machine's one driver is
// tests/drivers/<machine>.driver.ts (both layers replay it); a machine not moved there yet still has
// drivers/<machine>.driver.tsx here. A machine without either fails. The layer must take every
// transition of the machine except those src/tools/statecharts/layer-limits.ts lists for it, and
// it writes what it took to test-results/coverage/view.json.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitFor } from '@testing-library/react'
import { loadMachines } from '../../src/tools/statecharts/load-machines'
import { generatePaths, producible, type GeneratedPath } from '../../src/tools/statecharts/paths'
import { checkLayerCoverage } from '../drivers/support/layer-checks'
import { runStep } from '../drivers/support/run-step'
import { variantsAt, type AnyDriver } from '../drivers/support/protocol'
import { pathsLang, runsMachine } from '../drivers/support/run-options'
import { createTestServer, type TestServer } from '../api/support/test-server'
import type { ViewDriver } from './support/view-driver'
import { viewLayer } from './support/view-layer'

/** The play money a new shopper of the demo server gets (src/server/settings.ts, DEMO=1). */
const DEMO_WELCOME_CREDIT = '100.00'
const SESSIONS_OUTLIVE_CLOCK_MS = 10 * 365 * 24 * 3_600_000

const unifiedDrivers = import.meta.glob<{ driver: AnyDriver }>('../drivers/*.driver.ts', { eager: true })
const viewDrivers = import.meta.glob<{ driver: ViewDriver<unknown> }>('./drivers/*.driver.tsx', { eager: true })
const machines = (await loadMachines()).filter(({ name }) => runsMachine(name))

interface Replay {
  paths: GeneratedPath[]
  variants: Array<string | undefined>
  run(path: GeneratedPath, variant: string | undefined): Promise<void>
}

/**
 * A machine's paths through its one driver (tests/drivers), on a server of its own that plays the
 * demo as the browser layer's does (DEMO=1): a new shopper gets the demo's play money.
 */
function unifiedReplay(name: string, driver: AnyDriver, all: (accept?: (path: GeneratedPath) => boolean) => GeneratedPath[]): Replay {
  let server: TestServer | undefined
  const layer = viewLayer(() => server!, pathsLang)
  beforeAll(async () => {
    // Sessions outlive the days a path moves the server's clock by (Backend.timePasses).
    server = await createTestServer({ settings: { welcomeCredit: DEMO_WELCOME_CREDIT, sessionTtlMs: SESSIONS_OUTLIVE_CLOCK_MS } })
  })
  afterAll(() => server?.close())
  return {
    // The paths it accepts are chosen as the machine's paths are generated: a transition a refused
    // path took is taken by an accepted one where there is one.
    paths: producible(all(driver.accepts?.view), driver.cannotProduce?.view ?? []),
    variants: variantsAt(driver, 'view'),
    async run(path, variant) {
      const ctx = await driver.start(layer, path, variant)
      try {
        for (const index of path.steps.keys()) await runStep(name, driver, ctx, path, index)
      } finally {
        await driver.stop?.(ctx)
        await ctx.session.close()
      }
    },
  }
}

/** A machine's paths through its view-only driver (not moved to tests/drivers yet). */
function viewReplay(name: string, driver: ViewDriver<unknown>, generated: () => GeneratedPath[]): Replay {
  beforeAll(() => driver.setup())
  afterAll(() => driver.teardown())
  return {
    paths: producible(generated(), driver.cannotProduce ?? []),
    variants: driver.variants ?? [undefined],
    async run(path, variant) {
      const ctx = await driver.start(path, variant)
      try {
        for (const [index, step] of path.steps.entries()) {
          const act = driver.events[step.event.type]
          if (!act) throw new Error(`${name} view driver has no action for ${step.event.type}`)
          await act(ctx, step.event, { path, index, next: path.steps[index + 1] })
          const actor = driver.actor?.(ctx)
          if (actor) await waitFor(() => expect(step.state.every((s) => actor.getSnapshot().matches(s)), `${name} is in ${step.state}`).toBe(true))
          for (const state of step.state) {
            const check = driver.states[state]
            if (!check) throw new Error(`${name} view driver has no check for state ${state}`)
            await check(ctx)
          }
        }
      } finally {
        await driver.stop(ctx)
      }
    },
  }
}

for (const { name, machine, examples } of machines) {
  const unified = unifiedDrivers[`../drivers/${name}.driver.ts`]?.driver
  const legacy = viewDrivers[`./drivers/${name}.driver.tsx`]?.driver
  describe(`${name} machine, through its views`, () => {
    if (!unified && !legacy) {
      it('has a driver', () => {
        throw new Error(`machine ${name} has no driver: add tests/drivers/${name}.driver.ts`)
      })
      return
    }
    // The generator is told which paths the layer accepts, so it looks for others that take the same transitions.
    const replay = unified
      ? unifiedReplay(name, unified, () => generatePaths(machine, examples, { accept: unified.accepts?.view }))
      : viewReplay(name, legacy!, () => generatePaths(machine, examples, { accept: legacy!.accepts }))

    const passed = checkLayerCoverage('view', name, machine, replay.paths)

    for (const [path, variant] of replay.paths.flatMap((p) => replay.variants.map((v) => [p, v] as const))) {
      it(variant ? `${path.description} (as a ${variant})` : path.description, async () => {
        await replay.run(path, variant)
        passed(path)
      })
    }
  })
}
