// The expectations check on a small machine: it agrees with its own table, and names what differs
// when the table and the machine part (a target, a guard, an unlisted or a vanished transition).
import { describe, expect, it } from 'vitest'
import { setup } from 'xstate'
import type { MachineExpectations } from '../../../machines/expectations'
import { expectationProblems } from '../../../src/tools/statecharts/expectations'
import { generatePaths } from '../../../src/tools/statecharts/paths'

const lamp = setup({
  types: { events: {} as { type: 'SWITCH'; power: boolean } | { type: 'BREAK' } },
  guards: { hasPower: ({ event }) => event.type === 'SWITCH' && event.power },
}).createMachine({
  id: 'lamp',
  initial: 'off',
  states: {
    off: { on: { SWITCH: [{ guard: 'hasPower', target: 'on' }, { target: 'off' }] } },
    on: { on: { SWITCH: 'off', BREAK: 'broken' } },
    broken: { type: 'final' },
  },
})
const examples = { events: { SWITCH: [{ power: true }, { power: false }] } }
const table: MachineExpectations = [
  { from: 'off', on: 'SWITCH', guard: 'hasPower', when: 'the switch has power', to: 'on' },
  { from: 'off', on: 'SWITCH', to: 'off' },
  { from: 'on', on: 'SWITCH', to: 'off' },
  { from: 'on', on: 'BREAK', to: 'broken' },
]
const problems = (rows: MachineExpectations) => expectationProblems(lamp, rows, generatePaths(lamp, examples))

describe('expectationProblems', () => {
  it('finds none when the machine does what its table says', () => {
    expect(problems(table)).toEqual([])
  })

  it('names the path, the step and the target that differs', () => {
    const found = problems(table.map((row) => (row.on === 'BREAK' ? { ...row, to: 'off' } : row)))
    expect(found.some((p) => /^path .*, step \d \(BREAK\): on on BREAK -> off: goes to broken, the table says off$/.test(p)), found.join('\n')).toBe(true)
  })

  it('names a guard the table expects and the machine lacks, or the other way round', () => {
    const found = problems(table.map((row, i) => (i === 1 ? { ...row, guard: 'noPower', when: 'no power' } : row)))
    expect(found.some((p) => p.includes('guard none, the table says noPower')), found.join('\n')).toBe(true)
  })

  it('names a transition the table does not list, and a row no path takes', () => {
    expect(problems(table.slice(0, 3))).toContainEqual(expect.stringMatching(/took on on BREAK -> broken, which the table does not list$/))
    expect(problems([...table, { from: 'broken', on: 'FIX', to: 'off' }])).toContain('row broken on FIX -> off: no path takes it (is it still in the machine?)')
  })

  it('asks for the condition in words of every guarded row', () => {
    expect(problems(table.map((row) => ({ ...row, when: undefined })))).toContain('row off on SWITCH [hasPower] -> on: says no condition in words (when)')
  })
})
