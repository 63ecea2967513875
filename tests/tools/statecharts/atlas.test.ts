import { describe, expect, it } from 'vitest'
import { edgesThroughNodes, segmentCrossesBox } from '../../../src/tools/statecharts/atlas/edges-through-nodes'
import type { LayoutEdge, LayoutNode } from '../../../src/tools/statecharts/atlas/layout'
import { atlasMachines, stepKey } from '../../../src/tools/statecharts/atlas/model'
import { eventDataWords } from '../../../src/tools/statecharts/atlas/words'
import { describeMachine } from '../../../src/tools/statecharts/docs'
import { loadMachine } from '../../../src/tools/statecharts/load-machines'

const box = (id: string, x: number, y: number, parent: string | null = null): LayoutNode => ({ id, kind: 'atomic', state: id, x, y, width: 100, height: 40, lines: [id], name: id, invokes: null, parent })
const edge = (source: string, target: string, points: Array<[number, number]>): LayoutEdge => ({ id: `${source}->${target}`, transition: 't', source, target, points: points.map(([x, y]) => ({ x, y })), label: null, name: 't', kind: 'event' })

describe('the atlas', () => {
  it('finds an edge drawn through a box it neither leaves nor enters', () => {
    const nodes = [box('a', 0, 0), box('b', 200, 0), box('c', 400, 0)]
    expect(edgesThroughNodes({ nodes, edges: [edge('a', 'c', [[100, 20], [400, 20]])] })).toEqual(['a->c crosses b'])
    expect(edgesThroughNodes({ nodes, edges: [edge('a', 'c', [[100, 20], [150, 20], [150, 80], [450, 80], [450, 40]])] })).toEqual([])
    expect(segmentCrossesBox({ x: 0, y: 0 }, { x: 50, y: 0 }, { x: 50, y: 0, width: 10, height: 10 })).toBe(false)
  })

  it('lays out checkout-pay with no edge through a box, paying linked to pay-with-code', async () => {
    const docs = [describeMachine(await loadMachine('checkout-pay')), describeMachine(await loadMachine('pay-with-code'))]
    const [checkout, pay] = await atlasMachines(docs)
    expect(edgesThroughNodes(checkout.layout)).toEqual([])
    expect(checkout.layout.nodes.find((node) => node.id === 'paying')?.invokes).toBe('pay-with-code')
    expect(checkout.runs).toEqual(['pay-with-code'])
    expect(pay.runBy).toEqual(['checkout-pay'])
    // Left to right: the start is left of the state it starts in.
    const start = checkout.layout.nodes.find((node) => node.id === '#root#init')!
    expect(start.x).toBeLessThan(checkout.layout.nodes.find((node) => node.id === 'loading')!.x)
    // Every generated path is a storyboard whose steps carry the keys the browser's shots get.
    expect(checkout.paths.map((path) => path.id)).toEqual(docs[0].paths.map((path) => path.id))
    const path = docs[0].paths[0]
    expect(checkout.paths[0].steps.at(-1)!.key).toBe(stepKey(path.initial.state, path.steps.map((step) => step.event)))
  }, 120_000)

  it('says an event\'s data in words', () => {
    expect(eventDataWords({ type: 'CHOOSE_ADDRESS', addressId: 1 })).toBe('address id 1')
    expect(eventDataWords({ type: 'APPLY_PROMO', code: ' ' })).toBe('code blank')
    expect(eventDataWords({ type: 'xstate.error.actor.pay', error: new Error('network') })).toBe('error “network”')
    expect(eventDataWords({ type: 'xstate.done.actor.load', output: { kind: 'orders', orderIds: [1, 2], codeSet: true } })).toBe('kind “orders”, order ids 1, 2, code set yes')
  })
})
