import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { createMachine, fromPromise } from 'xstate'
import { conventionProblems } from '../../../src/tools/statecharts/conventions'
import { headerSummary, loadMachine, loadMachines } from '../../../src/tools/statecharts/load-machines'
import { doorExamples, doorMachine } from './fixtures/door'

const fixtures = (dir: string) => fileURLToPath(new URL(`./fixtures/${dir}/`, import.meta.url))

describe('loadMachines', () => {
  it('finds every machines/*.machine.ts, named by its file and sorted', async () => {
    const machines = await loadMachines()
    const names = machines.map((m) => m.name)
    expect(names).toEqual([...names].sort())
    expect(names).toEqual(expect.arrayContaining(['list', 'session']))
    for (const m of machines) {
      expect(m.machine.root).toBeDefined()
      expect(m.examples.events).toBeTypeOf('object')
      expect(m.summary.length).toBeGreaterThan(0)
    }
  })

  it('loads one machine by name', async () => {
    const session = await loadMachine('session')
    expect(session.name).toBe('session')
    expect(session.machine.id).toBe('session')
  })

  it('refuses a machine file without examples', async () => {
    await expect(loadMachines(fixtures('missing-examples'))).rejects.toThrow(/lonely\.machine\.ts: must export `examples: MachineExamples`/)
  })

  it('refuses a machine file with two machines', async () => {
    await expect(loadMachines(fixtures('two-machines'))).rejects.toThrow(/exactly one XState machine \(found: leftMachine, rightMachine\)/)
  })
})

describe('headerSummary', () => {
  it('joins the opening comment lines into one', () => {
    expect(headerSummary('// A list that loads,\n// then loads more.\nimport x from "y"\n// not this')).toBe('A list that loads, then loads more.')
    expect(headerSummary('import x from "y"')).toBe('')
  })
})

describe('conventionProblems', () => {
  it('accepts a machine that follows the conventions', () => {
    expect(conventionProblems(doorMachine, doorExamples)).toEqual([])
  })

  it('names invokes without id or with inline logic, and examples of unknown events', () => {
    const sloppy = createMachine({
      id: 'sloppy',
      initial: 'a',
      states: {
        a: { invoke: { src: 'fetch', onDone: 'b' } },
        b: { invoke: { id: 'inline', src: fromPromise(async () => 2), onDone: 'a' } },
      },
    })
    expect(conventionProblems(sloppy, { events: { GO: [{}] } })).toEqual([
      'state a: invoke #1 (fetch) needs an explicit `id`',
      'state b: invoke inline uses inline actor logic; name it in setup({ actors })',
      'examples.events.GO: no state of the machine reacts to this event type',
    ])
  })
})
