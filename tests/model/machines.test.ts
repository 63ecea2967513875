// The model layer: every path generated from every machine in machines/, replayed on the machine
// itself with actor slots that never settle, checking the state after each step; then the share
// of the machine's transitions the paths take, which must be all of them (written to
// test-results/coverage/machine.json beside the view and browser layers' files).
import { describe, expect, it } from 'vitest'
import { coverage, formatCoverage } from '../../src/tools/statecharts/coverage'
import { recordCoverage } from '../drivers/support/coverage-record'
import { loadMachines } from '../../src/tools/statecharts/load-machines'
import { generatePaths } from '../../src/tools/statecharts/paths'
import { replayPath, stateStrings } from '../../src/tools/statecharts/replay'

const machines = await loadMachines()

for (const { name, machine, examples } of machines) {
  describe(name, () => {
    const paths = generatePaths(machine, examples)

    for (const path of paths) {
      it(path.description, () => {
        const { initial } = replayPath(machine, path, {
          input: path.input,
          onStep: (snapshot, index) => {
            const step = path.steps[index]
            const where = `after step ${index + 1} (${step.event.type}) the machine is in ${stateStrings(snapshot.value).join(' + ')}`
            for (const state of step.state) expect(snapshot.matches(state as never), `${where}, expected ${state}`).toBe(true)
            expect([...snapshot.tags].sort(), `${where}: tags`).toEqual(step.tags)
          },
        })
        expect(stateStrings(initial.value)).toEqual(path.initial.state)
      })
    }

    it('takes every transition of the machine', () => {
      const result = coverage(machine, examples, paths)
      const report = formatCoverage(name, result)
      console.log(report)
      recordCoverage('machine', { [name]: { total: result.total, taken: [...result.takenBy].filter(([, by]) => by.length).map(([id]) => id) } })
      expect(result.uncovered.map((t) => t.id), report).toEqual([])
    })
  })
}
