// The browser layer of the model-based tests: the generated paths of every machine that crosses
// the network, replayed in Chromium at a phone viewport on the built app and the real server.
import type { Browser, Page } from 'playwright-core'
import { describe, inject, it } from 'vitest'
import { loadMachines } from '../../src/tools/statecharts/load-machines'
import { generatePaths, producible } from '../../src/tools/statecharts/paths'
import { useBrowser } from './support/browser'
import type { BrowserDriver } from './support/browser-driver'
import { takeAtlasShot } from './support/atlas-shots'
import { withTestExpect } from './support/expect'
import { coveringPaths } from './support/transition-cover'

const driverModules = import.meta.glob<{ driver: BrowserDriver<unknown> }>('./drivers/*.driver.ts', { eager: true })
const driverSources = import.meta.glob<string>('./drivers/*.driver.ts', { eager: true, query: '?raw', import: 'default' })
// MODEL_PATHS_MACHINES (a comma list) runs only those machines; MODEL_PATHS_LANG, one language.
const only = process.env.MODEL_PATHS_MACHINES?.split(',').map((name) => name.trim()).filter(Boolean)
const machines = (await loadMachines()).filter(({ name }) => !only?.length || only.includes(name))
const lang = process.env.MODEL_PATHS_LANG ?? 'en'
const baseURL = inject('baseURL')
const launched = useBrowser()
/** The browser, whose every new context starts with the interface language's cookie. */
const browser = (): Browser => {
  const real = launched()
  if (lang === 'en') return real
  return new Proxy(real, {
    get(target, key) {
      if (key !== 'newContext') return Reflect.get(target, key)
      return async (...args: Parameters<Browser['newContext']>) => {
        const context = await target.newContext(...args)
        await context.addCookies([{ name: 'language', value: lang, url: args[0]?.baseURL ?? baseURL }])
        return context
      }
    },
  })
}
/** The screen after a step, for the analysts' atlas (when the driver keeps its page as `page`). */
async function shoot(ctx: unknown, machine: string, path: string, step: number, event: { type: string } | null, states: string[]) {
  const page = (ctx as { page?: Page }).page
  if (!page || page.isClosed()) return
  const surface = new URL(page.url()).pathname.startsWith('/merchant') ? 'console' : 'storefront'
  await takeAtlasShot(page, { machine, path, step, event, states, surface, lang })
}

for (const { name, machine, examples } of machines) {
  const driver = driverModules[`./drivers/${name}.driver.ts`]?.driver
  // Paths run a few at a time (the e2e project's maxConcurrency), each in a browser context of its
  // own with a shopper of its own: a browser step mostly waits (on the server, on an animation),
  // so running them one after another left both cores idle most of the time.
  describe.concurrent(`${name} machine, in the browser`, () => {
    if (!driver) {
      it('has a browser driver', () => {
        throw new Error(`machine ${name} has no browser driver: add tests/e2e/drivers/${name}.driver.ts`)
      })
      return
    }
    // Vitest's own `expect` cannot tell concurrent tests apart (expect.poll fails "outside a test").
    if (/import\s*{[^}]*\bexpect\b[^}]*}\s*from\s*'vitest'/.test(driverSources[`./drivers/${name}.driver.ts`] ?? '')) {
      it('takes expect from ./support/expect', () => {
        throw new Error(`tests/e2e/drivers/${name}.driver.ts imports expect from vitest: import it from '../support/expect'`)
      })
      return
    }
    // The fewest paths that still take every transition the browser can produce: a browser step
    // costs far more than a view step, and the view layer replays them all.
    const all = generatePaths(machine, examples, { maxSimplePaths: 0, accept: driver.accepts })
    const paths = coveringPaths(machine, examples, producible(all, driver.cannotProduce ?? []))
    for (const [path, variant] of paths.flatMap((p) => (driver.variants ?? [undefined]).map((v) => [p, v] as const))) {
      it(variant ? `${path.description} (as a ${variant})` : path.description, ({ expect }) => withTestExpect(expect, async () => {
        const ctx = await driver.start(browser(), baseURL, path, variant)
        try {
          await shoot(ctx, name, path.description, 0, null, path.initial.state)
          for (const [index, step] of path.steps.entries()) {
            const run = driver.events[step.event.type]
            if (!run) throw new Error(`${name} browser driver has no executor for ${step.event.type}`)
            await run(ctx, step.event, { path, index, next: path.steps[index + 1] })
            for (const state of step.state) {
              const check = driver.states[state]
              if (!check) throw new Error(`${name} browser driver has no assertion for state ${state}`)
              await check(ctx)
            }
            await shoot(ctx, name, path.description, index + 1, step.event, step.state)
          }
        } finally {
          await driver.stop(ctx)
        }
      }))
    }
  })
}
