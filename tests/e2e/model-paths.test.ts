// The browser layer of the model-based tests: the generated paths of every machine, replayed in
// Chromium on the built app and the real server (the storefront at a phone's viewport, the console
// at a desktop's). Each machine's one driver is tests/drivers/<machine>.driver.ts (the view layer
// replays it too). This file is a test project of its own (`browser-paths`, vite.config.ts), on a server
// of its own: it runs beside the other projects, and no journey changes what its paths find.
// The layer must take every transition except those src/tools/statecharts/layer-limits.ts lists;
// it writes what it took to test-results/coverage/browser.json, and files each step's screen for
// the atlas (support/atlas-shots.ts). MODEL_PATHS_LANG opens the app in another language (the
// drivers read that language's texts), MODEL_PATHS_MACHINES runs only the machines it lists.
import { describe, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import type { Page } from 'playwright-core'
import { loadMachines } from '../../src/tools/statecharts/load-machines'
import { generatePaths, producible, type GeneratedPath } from '../../src/tools/statecharts/paths'
import { checkLayerCoverage } from '../drivers/support/layer-checks'
import { runStep } from '../drivers/support/run-step'
import { variantsAt, type AnyDriver, type Surface } from '../drivers/support/protocol'
import { pathsLang, runsMachine } from '../drivers/support/run-options'
import { takeAtlasShot } from './support/atlas-shots'
import { useBrowser } from './support/browser'
import { browserLayer } from './support/browser-layer'
import { withTestExpect } from './support/expect'
import { coveringPaths } from './support/transition-cover'

const drivers = import.meta.glob<{ driver: AnyDriver }>('../drivers/*.driver.ts', { eager: true })
const driverSources = import.meta.glob<string>('../drivers/*.driver.ts', { eager: true, query: '?raw', import: 'default' })
const machines = (await loadMachines()).filter(({ name }) => runsMachine(name))
const { baseURL, dataDir } = serverOfThisFile()
const browser = useBrowser()
const layer = browserLayer(browser, baseURL, dataDir, pathsLang)

/** What one path's run looks like to the atlas: the page, and which app it shows. */
interface Shown {
  page?: Page
  surface: Surface
}
type Step = (index: number) => Promise<void>
interface Replay {
  accepts?: (path: GeneratedPath) => boolean
  cannotProduce: string[]
  variants: Array<string | undefined>
  /** Starts a path; `step(i)` produces its i-th event and checks the states after it. */
  start(path: GeneratedPath, variant: string | undefined): Promise<{ shown: () => Shown; step: Step; stop(): Promise<void> }>
}

function replayOf(name: string, driver: AnyDriver): Replay {
  return {
    accepts: driver.accepts?.browser,
    cannotProduce: driver.cannotProduce?.browser ?? [],
    variants: variantsAt(driver, 'browser'),
    async start(path, variant) {
      const ctx = await driver.start(layer, path, variant)
      return {
        shown: () => ({ page: ctx.session.page, surface: ctx.session.surface }),
        step: (index) => runStep(name, driver, ctx, path, index),
        async stop() {
          await driver.stop?.(ctx)
          await ctx.session.close()
        },
      }
    },
  }
}

async function shoot(name: string, pathId: string, path: GeneratedPath, index: number, shown: Shown) {
  if (!shown.page) return
  const step = index ? path.steps[index - 1]! : undefined
  await takeAtlasShot(shown.page, {
    machine: name,
    path: pathId,
    step: index,
    event: step ? { ...step.event } : null,
    states: step ? step.state : path.initial.state,
    surface: shown.surface,
    lang: pathsLang,
  })
}

for (const { name, machine, examples } of machines) {
  const driver = drivers[`../drivers/${name}.driver.ts`]?.driver
  const source = driverSources[`../drivers/${name}.driver.ts`] ?? ''
  // Paths run a few at a time (the e2e project's maxConcurrency), each in a browser context of its
  // own with a shopper of its own: a browser step mostly waits (on the server, on an animation).
  describe.concurrent(`${name} machine, in the browser`, () => {
    if (!driver) {
      it('has a driver', () => {
        throw new Error(`machine ${name} has no driver: add tests/drivers/${name}.driver.ts`)
      })
      return
    }
    // Vitest's own `expect` cannot tell concurrent tests apart (expect.poll fails "outside a test").
    if (/import\s*{[^}]*\bexpect\b[^}]*}\s*from\s*'vitest'/.test(source)) {
      it('takes expect from tests/e2e/support/expect', () => {
        throw new Error(`the ${name} driver imports expect from vitest: import it from tests/e2e/support/expect.ts`)
      })
      return
    }
    const replay = replayOf(name, driver)
    // The fewest paths that still take every transition the browser can produce: a browser step
    // costs far more than a view step, and the view layer replays them all.
    const all = generatePaths(machine, examples, { maxSimplePaths: 0, accept: replay.accepts })
    const paths = coveringPaths(machine, examples, producible(all, replay.cannotProduce))

    const passed = checkLayerCoverage('browser', name, machine, paths)

    for (const [path, variant] of paths.flatMap((p) => replay.variants.map((v) => [p, v] as const))) {
      const id = variant ? `${path.description} (as a ${variant})` : path.description
      it(id, ({ expect }) => withTestExpect(expect, async () => {
        const run = await replay.start(path, variant)
        try {
          await shoot(name, id, path, 0, run.shown())
          for (const index of path.steps.keys()) {
            await run.step(index)
            await shoot(name, id, path, index + 1, run.shown())
          }
        } finally {
          await run.stop()
        }
        passed(path)
      }))
    }
  })
}
