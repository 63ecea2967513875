import { assign, setup } from 'xstate'
import { describe, expect, it } from 'vitest'
import { descriptionProblems, guardDescription } from '../../../src/tools/statecharts/descriptions'
import { loadMachines, type LoadedMachine } from '../../../src/tools/statecharts/load-machines'

const machine = setup({
  guards: { isOpen: () => true, isFree: () => true },
  actions: { ring: () => {} },
}).createMachine({
  id: 'door',
  initial: 'shut',
  states: {
    shut: { description: 'The door is shut', on: { OPEN: { guard: 'isOpen', target: 'open', actions: ['ring', assign({})] } } },
    open: { on: { CLOSE: { guard: { type: 'and', params: {} } as never, target: 'shut' } } },
  },
})

function loaded(descriptions: LoadedMachine['descriptions']): LoadedMachine {
  return { name: 'door', file: 'door.machine.ts', machine, examples: { events: {} }, summary: '', descriptions }
}

describe('descriptions', () => {
  it('names each state, event, guard and action without words', () => {
    const problems = descriptionProblems(loaded({ events: { OPEN: 'Someone opens it' }, guards: {}, actions: { ring: 'Rings the bell' } }))
    expect(problems).toContain('machines/door.machine.ts: state open has no `description`')
    expect(problems).toContain('machines/door.machine.ts: event "CLOSE" has no words in `descriptions.events`')
    expect(problems).toContain('machines/door.machine.ts: guard isOpen has no words in `descriptions.guards`')
    expect(problems).toContain('machines/door.machine.ts: action assign has no words in `descriptions.actions`')
    expect(problems.some((problem) => problem.includes('state shut'))).toBe(false)
    expect(problems.some((problem) => problem.includes('ring'))).toBe(false)
  })

  it('reads a higher-order guard from its parts', () => {
    const words = loaded({ events: {}, guards: { isBrowsing: 'browsing', isIdle: 'nothing on its way' }, actions: {} })
    expect(guardDescription(words, 'and(isBrowsing, isIdle)')).toBe('browsing, and nothing on its way')
    expect(guardDescription(words, 'and(isBrowsing, not(stateIn("#bag.ready.sync.idle")))')).toBe('browsing, and not (in ready.sync.idle)')
    expect(guardDescription(words, 'and(isBrowsing, isMissing)')).toBeNull()
  })

  it('finds words for everything in every machine of machines/', async () => {
    expect((await loadMachines()).flatMap(descriptionProblems)).toEqual([])
  })
})
