// The order Vitest starts the test files in: its own (failed first, then the longest of the last
// run, else the largest file, project by project), except that the few files that take minutes start
// first. On a clean clone Vitest knows no durations and starts small files late, whatever they
// cost: a file of minutes started last is minutes with one worker idle.
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** The files that take minutes, longest first (matched against the file's path). */
const MINUTES_LONG = [
  /tests\/e2e\/model-paths\.test\.ts$/,
  /tests\/views\/model-paths-\d+\.test\.tsx$/,
  /tests\/tools\/mutate-machines\.test\.ts$/,
]

const rankOf = (spec: TestSpecification) => {
  const rank = MINUTES_LONG.findIndex((pattern) => pattern.test(spec.moduleId.replaceAll('\\', '/')))
  return rank < 0 ? MINUTES_LONG.length : rank
}

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    return sorted.map((spec, place) => ({ spec, place, rank: rankOf(spec) })).sort((a, b) => a.rank - b.rank || a.place - b.place).map(({ spec }) => spec)
  }
}
