// What a model-path runner asserts about a machine at its layer, written once for both layers:
// that its paths take every transition the layer can produce (all but those layer-limits.ts lists,
// with their reasons), and, once its paths have run, what the passing ones took
// (test-results/coverage/<layer>.json).
import type { AnyStateMachine } from 'xstate'
import { afterAll, it } from 'vitest'
import { formatLayerCoverage, layerCoverage, transitionsTaken } from '../../../src/tools/statecharts/layer-coverage'
import type { TestLayer } from '../../../src/tools/statecharts/layer-limits'
import type { GeneratedPath } from '../../../src/tools/statecharts/paths'
import { listTransitions } from '../../../src/tools/statecharts/transitions'
import { recordCoverage } from './coverage-record'

const LAYER_NAMES: Record<TestLayer, string> = { view: 'the views', browser: 'the browser' }

/** Declares the coverage test in the machine's describe; answers what to call when a path passed. */
export function checkLayerCoverage(layer: TestLayer, name: string, machine: AnyStateMachine, paths: GeneratedPath[]): (path: GeneratedPath) => void {
  it(`takes every transition ${LAYER_NAMES[layer]} can produce`, ({ expect }) => {
    const result = layerCoverage(name, machine, layer, paths)
    const report = formatLayerCoverage(name, layer, result)
    console.log(report)
    expect(result.unlisted, report).toEqual([])
    expect(result.stale, report).toEqual([])
  })
  const taken = new Set<string>()
  afterAll(() => {
    const ids = listTransitions(machine).map((t) => t.id)
    recordCoverage(layer, { [name]: { total: ids.length, taken: ids.filter((id) => taken.has(id)) } })
  })
  return (path) => {
    for (const id of transitionsTaken(machine, [path])) taken.add(id)
  }
}
