// What the bag machine decides beyond its generated paths (which tell states apart by value
// only): an answer keeps the mode the shopper was in, checkout takes the selected lines, and
// the stepper's limit is the stock, at most 99.
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { bagMachine, examples, quantityLimit, selectedIds } from '../../machines/bag.machine'
import type { Bag } from '../../src/contract/cart'
import { atMachineLayer } from '../../src/tools/statecharts/replay'

const [some, none, empty] = examples.events['xstate.done.actor.loadBag']!.map((sample) => sample.output as Bag)

function loaded(bag: Bag, actions: { goToCheckout?: (ids: number[]) => void; refuseCheckout?: () => void } = {}) {
  const machine = atMachineLayer(bagMachine).provide({
    actions: {
      goToCheckout: (_, params) => actions.goToCheckout?.(params.ids),
      refuseCheckout: () => actions.refuseCheckout?.(),
    },
  })
  const actor = createActor(machine).start()
  actor.send({ type: 'xstate.done.actor.loadBag', output: bag } as never)
  return actor
}

describe('the bag machine', () => {
  it('stays in edit mode across a change and a refresh, whatever the answer selects', () => {
    const actor = loaded(some)
    actor.send({ type: 'EDIT' })
    actor.send({ type: 'TOGGLE_ALL', selected: false })
    expect(actor.getSnapshot().matches({ ready: { mode: 'editing', sync: 'changing' } })).toBe(true)
    actor.send({ type: 'xstate.done.actor.changeBag', output: none } as never)
    expect(actor.getSnapshot().value).toEqual({ ready: { mode: 'editing', selection: 'none', sync: 'idle' } })
    actor.send({ type: 'REFRESH' })
    actor.send({ type: 'xstate.done.actor.refreshBag', output: some } as never)
    expect(actor.getSnapshot().value).toEqual({ ready: { mode: 'editing', selection: 'some', sync: 'idle' } })
    actor.send({ type: 'DONE' })
    actor.send({ type: 'TOGGLE_LINE', id: 1, selected: false })
    actor.send({ type: 'xstate.done.actor.changeBag', output: some } as never)
    expect(actor.getSnapshot().value).toEqual({ ready: { mode: 'browsing', selection: 'some', sync: 'idle' } })
  })

  it('starts a bag loaded after being empty in browsing mode', () => {
    const actor = loaded(some)
    actor.send({ type: 'EDIT' })
    actor.send({ type: 'REMOVE', ids: [1, 2, 3] })
    actor.send({ type: 'xstate.done.actor.changeBag', output: empty } as never)
    expect(actor.getSnapshot().value).toBe('empty')
    actor.send({ type: 'REFRESH' })
    actor.send({ type: 'xstate.done.actor.loadBag', output: some } as never)
    expect(actor.getSnapshot().matches({ ready: { mode: 'browsing' } })).toBe(true)
  })

  it('checks out the selected lines, and refuses with nothing selected', () => {
    const opened: number[][] = []
    let refused = 0
    const withSome = loaded(some, { goToCheckout: (ids) => opened.push(ids) })
    withSome.send({ type: 'CHECKOUT' })
    expect(opened).toEqual([[1]])
    const withNone = loaded(none, { refuseCheckout: () => refused++ })
    expect(withNone.getSnapshot().can({ type: 'CHECKOUT' })).toBe(true)
    withNone.send({ type: 'CHECKOUT' })
    expect(refused).toBe(1)
  })

  it('takes no second change, no checkout and no delete while a change is in flight', () => {
    const actor = loaded(some)
    actor.send({ type: 'SET_QUANTITY', id: 1, quantity: 2, stock: 5 })
    const busy = actor.getSnapshot()
    expect(busy.can({ type: 'TOGGLE_LINE', id: 1, selected: false })).toBe(false)
    expect(busy.can({ type: 'CHECKOUT' })).toBe(false)
    actor.send({ type: 'EDIT' })
    expect(actor.getSnapshot().can({ type: 'DELETE_SELECTED' })).toBe(false)
  })

  it('keeps a quantity within the stock and 99', () => {
    const actor = loaded(some)
    const can = (quantity: number, stock: number) => actor.getSnapshot().can({ type: 'SET_QUANTITY', id: 1, quantity, stock })
    expect([can(1, 5), can(5, 5), can(6, 5), can(0, 5), can(1.5, 5), can(99, 500), can(100, 500), can(1, 0)]).toEqual([true, true, false, false, false, true, false, false])
    expect([quantityLimit(5), quantityLimit(500)]).toEqual([5, 99])
    expect(selectedIds(some)).toEqual([1])
  })
})
