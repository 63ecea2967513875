// The generators with a machine its parents start from several inputs, and with a layer that
// accepts only some paths: each start has its paths, and the accepted paths still take every
// transition they can.
import { describe, expect, it } from 'vitest'
import { setup } from 'xstate'
import { coverage } from '../../../src/tools/statecharts/coverage'
import { generatePaths, producible } from '../../../src/tools/statecharts/paths'
import { replayPath, stateStrings } from '../../../src/tools/statecharts/replay'

/** A gate that starts locked or open as its input says; a key opens it, pushing closes it. */
const gate = setup({
  types: { input: {} as { locked: boolean }, context: {} as { locked: boolean }, events: {} as { type: 'KEY' } | { type: 'PUSH' } | { type: 'KNOCK' } },
  guards: { startsLocked: ({ context }) => context.locked },
}).createMachine({
  id: 'gate',
  context: ({ input }) => ({ locked: input.locked }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'startsLocked', target: 'locked' }, { target: 'open' }] },
    locked: { on: { KEY: 'open', KNOCK: 'locked' } },
    open: { on: { PUSH: 'closed' } },
    closed: { on: { KEY: 'open' } },
  },
})
const examples = { events: {}, inputs: [{ locked: true }, { locked: false }] }

describe('a machine with several inputs', () => {
  const paths = generatePaths(gate, examples)

  it('starts paths from each input, each replayed with its own', () => {
    expect(new Set(paths.map((path) => stateStrings(replayPath(gate, { steps: [] }, { input: path.input }).initial.value)[0]))).toEqual(new Set(['locked', 'open']))
    for (const path of paths) expect(path.initial.state).toEqual(stateStrings(replayPath(gate, { steps: [] }, { input: path.input }).initial.value))
    expect(paths.some((path) => path.description.endsWith('(started with {locked: false})'))).toBe(true)
  })

  it('takes every transition, both ways out of the start included', () => {
    expect(coverage(gate, examples, paths).uncovered).toEqual([])
  })

  it('keeps two starts with the same events apart', () => {
    const ids = paths.map((path) => path.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(producible(paths, []).length).toBe(paths.length)
  })

  it('with accept, chooses its targeted paths among the accepted ones', () => {
    // A layer that cannot knock: every other transition is still taken.
    const accepted = generatePaths(gate, examples, { accept: (path) => path.steps.every((step) => step.event.type !== 'KNOCK') })
    expect(accepted.every((path) => path.steps.every((step) => step.event.type !== 'KNOCK'))).toBe(true)
    expect(coverage(gate, examples, accepted).uncovered.map((t) => t.id)).toEqual(['locked/KNOCK/0'])
  })
})
