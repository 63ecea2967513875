// The fewest of a machine's generated paths that still take every transition a layer can produce:
// greedy set cover over the transitions each path takes once cut before what the layer cannot
// produce. A browser step costs far more than a view step, so a browser driver may replay only
// these (its `accepts`) while the view layer replays them all.
import type { AnyStateMachine } from 'xstate'
import type { MachineExamples } from '../../../machines/model-examples'
import { generatePaths, producible, type GeneratedPath } from '../../../src/tools/statecharts/paths'
import { replayPath } from '../../../src/tools/statecharts/replay'

/** The fewest of `paths` that take every transition any of them takes (greedy set cover), in their order. */
export function coveringPaths(machine: AnyStateMachine, examples: MachineExamples, paths: GeneratedPath[]): GeneratedPath[] {
  const takes = new Map(paths.map((path) => [path, new Set(replayPath(machine, path, { input: path.input }).taken)]))
  const left = new Set([...takes.values()].flatMap((taken) => [...taken]))
  const chosen = new Set<GeneratedPath>()
  while (left.size) {
    let best: GeneratedPath | undefined
    let gain = 0
    for (const [path, taken] of takes) {
      const newly = [...taken].filter((id) => left.has(id)).length
      if (newly > gain || (newly === gain && newly > 0 && best && path.steps.length < best.steps.length)) {
        best = path
        gain = newly
      }
    }
    if (!best) break
    chosen.add(best)
    for (const id of takes.get(best)!) left.delete(id)
    takes.delete(best)
  }
  return paths.filter((path) => chosen.has(path))
}

/** Ids of the chosen paths (as the browser runner generates them). */
export function coveringPathIds(machine: AnyStateMachine, examples: MachineExamples, cannotProduce: string[] = []): Set<string> {
  const paths: GeneratedPath[] = producible(generatePaths(machine, examples, { maxSimplePaths: 0 }), cannotProduce)
  return new Set(coveringPaths(machine, examples, paths).map((path) => path.id))
}
