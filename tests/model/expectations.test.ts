// Each machine against the table a reviewer reads beside it (machines/<name>.expectations.ts):
// every step of every generated path takes transitions the table lists, with the same guard,
// targets and actions, and every row is taken. A machine without a table fails here.
import { describe, expect, it } from 'vitest'
import { expectationProblems, loadExpectations } from '../../src/tools/statecharts/expectations'
import { loadMachines } from '../../src/tools/statecharts/load-machines'
import { generatePaths } from '../../src/tools/statecharts/paths'

const machines = await loadMachines()

describe.each(machines.map((m) => [m.name, m] as const))('%s', (name, { machine, examples }) => {
  it('agrees step by step with its expectations table', async () => {
    const table = await loadExpectations(name)
    if (!table) throw new Error(`machine ${name} has no expectations table: add machines/${name}.expectations.ts`)
    const problems = expectationProblems(machine, table, generatePaths(machine, examples))
    expect(problems, problems.join('\n')).toEqual([])
  })
})
