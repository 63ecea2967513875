// The mutation check run by CI: every mutant of every machine's config (retargeted, guard dropped,
// removed, targets swapped) must fail the expectations check of the model tests. The score table
// is printed once all machines are done.
import { afterAll, describe, expect, it } from 'vitest'
import { formatScores, mutationScore, type MutationScore } from '../../src/tools/mutate-machines'
import { loadMachines } from '../../src/tools/statecharts/load-machines'

const machines = await loadMachines()
const scores: MutationScore[] = []

describe('the model tests catch every mutation of a machine', () => {
  afterAll(() => console.log(formatScores(scores)))

  // Generous: a machine's mutants take seconds; a loaded host may take many times that.
  it.each(machines.map((m) => [m.name, m] as const))('%s', async (_name, loaded) => {
    const score = await mutationScore(loaded)
    scores.push(score)
    expect(score.mutations, 'mutants generated from the config').toBeGreaterThan(0)
    expect(score.survivors.map((m) => `${m.kind} ${m.where}`)).toEqual([])
  }, 600_000)
})
