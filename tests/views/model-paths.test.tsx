// The view layer of the model-based tests: every path generated from every machine is replayed
// through the real views, bound to the real server in-process. Each machine needs a driver in
// drivers/<machine>.driver.tsx; a machine without one fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitFor } from '@testing-library/react'
import { loadMachines } from '../../src/tools/statecharts/load-machines'
import { generatePaths, producible } from '../../src/tools/statecharts/paths'
import type { ViewDriver } from './support/view-driver'

const driverModules = import.meta.glob<{ driver: ViewDriver<unknown> }>('./drivers/*.driver.tsx', { eager: true })
const machines = await loadMachines()

for (const { name, machine, examples } of machines) {
  const driver = driverModules[`./drivers/${name}.driver.tsx`]?.driver
  describe(`${name} machine, through its views`, () => {
    if (!driver) {
      it('has a view driver', () => {
        throw new Error(`machine ${name} has no view driver: add tests/views/drivers/${name}.driver.tsx`)
      })
      return
    }
    const all = generatePaths(machine, examples)
    const paths = producible(generatePaths(machine, examples, { accept: driver.accepts }), driver.cannotProduce ?? [])

    it('replays enough of its paths through the interface', () => {
      const eventTypes = new Set(paths.flatMap((p) => p.steps.map((s) => s.event.type)))
      const missing = [...eventTypes].filter((type) => !driver.events[type])
      expect(missing, 'event types without an executor').toEqual([])
      const states = new Set(paths.flatMap((p) => p.steps.flatMap((s) => s.state)))
      expect([...states].filter((s) => !driver.states[s]), 'states without an assertion').toEqual([])
      console.log(`${name}: ${paths.length} of ${all.length} paths replayed through the views`)
    })

    beforeAll(() => driver.setup())
    afterAll(() => driver.teardown())

    for (const [path, variant] of paths.flatMap((p) => (driver.variants ?? [undefined]).map((v) => [p, v] as const))) {
      it(variant ? `${path.description} (as a ${variant})` : path.description, async () => {
        const ctx = await driver.start(path, variant)
        try {
          for (const [index, step] of path.steps.entries()) {
            await driver.events[step.event.type]!(ctx, step.event, { path, index, next: path.steps[index + 1] })
            const actor = driver.actor?.(ctx)
            if (actor) await waitFor(() => expect(step.state.every((s) => actor.getSnapshot().matches(s)), `${name} is in ${step.state}`).toBe(true))
            for (const state of step.state) await driver.states[state]!(ctx)
          }
        } finally {
          await driver.stop(ctx)
        }
      })
    }
  })
}
