// The list of what an interface layer cannot produce names real machines and transitions, once
// each, each with a reason: the runners trust it to excuse a dropped path.
import { describe, expect, it } from 'vitest'
import { layerLimits } from '../../src/tools/statecharts/layer-limits'
import { loadMachines } from '../../src/tools/statecharts/load-machines'
import { listTransitions } from '../../src/tools/statecharts/transitions'

const machines = new Map((await loadMachines()).map((loaded) => [loaded.name, loaded.machine]))

describe('layer limits', () => {
  for (const [name, layers] of Object.entries(layerLimits)) {
    it(`${name}: names the machine's own transitions, once each, with a reason`, () => {
      const machine = machines.get(name)
      expect(machine, `machines/${name}.machine.ts exists`).toBeDefined()
      const ids = new Set(listTransitions(machine!).map((t) => t.id))
      for (const [layer, limits] of Object.entries(layers)) {
        const listed = limits.map((limit) => limit.transition)
        expect(listed.filter((id) => !ids.has(id)), `${layer}: unknown transitions`).toEqual([])
        expect(new Set(listed).size, `${layer}: listed twice`).toBe(listed.length)
        expect(limits.filter((limit) => limit.reason.trim().length < 10), `${layer}: without a reason`).toEqual([])
      }
    })
  }
})
