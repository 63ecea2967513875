import { and, not } from 'xstate'
import { describe, expect, it } from 'vitest'
import { guardName, listTransitions, transitionId, transitionLabel } from '../../../src/tools/statecharts/transitions'
import { doorMachine } from './fixtures/door'

describe('listTransitions', () => {
  const transitions = listTransitions(doorMachine)
  const byId = new Map(transitions.map((t) => [t.id, t]))

  it('finds every transition of the definition, root and nested ones included', () => {
    expect(transitions.map((t) => t.id)).toEqual([
      '(root)/RESET/0',
      'closed/OPEN/0',
      'closed/OPEN/1',
      'closed/KNOCK/0',
      'unlocking/xstate.done.actor.unlock/0',
      'unlocking/xstate.error.actor.unlock/0',
      'opening/always/0',
      'open/CLOSE/0',
      'open.swinging/xstate.after.1000.door.open.swinging/0',
    ])
  })

  it('keeps guarded alternatives apart, the fallback one targetless', () => {
    expect(byId.get('closed/OPEN/0')).toMatchObject({ guard: 'hasCode', targets: ['unlocking'], actions: [] })
    expect(byId.get('closed/OPEN/1')).toMatchObject({ guard: null, targets: [], actions: ['beep'] })
  })

  it('names invoke results, delays and eventless transitions as a reader would', () => {
    expect(transitionLabel(byId.get('unlocking/xstate.done.actor.unlock/0')!)).toBe('done: unlock')
    expect(transitionLabel(byId.get('unlocking/xstate.error.actor.unlock/0')!)).toBe('error: unlock')
    expect(byId.get('opening/always/0')).toMatchObject({ kind: 'always', label: 'always', targets: ['open'] })
    expect(byId.get('open.swinging/xstate.after.1000.door.open.swinging/0')).toMatchObject({ kind: 'after', label: 'after 1000ms', targets: ['open.still'] })
    expect(transitionLabel(byId.get('closed/OPEN/0')!)).toBe('OPEN [hasCode]')
  })

  it('gives a running actor\'s transition definitions the same ids', () => {
    const definition = doorMachine.root.states.closed.transitions.get('OPEN')![1]
    expect(transitionId(definition)).toBe('closed/OPEN/1')
  })
})

describe('guardName', () => {
  it('spells out higher-order guards and marks inline ones', () => {
    expect(guardName('isReady')).toBe('isReady')
    expect(guardName({ type: 'isAbove', params: { n: 1 } })).toBe('isAbove')
    expect(guardName(not('isReady'))).toBe('not(isReady)')
    expect(guardName(and(['a', not('b')]))).toBe('and(a, not(b))')
    expect(guardName({ guard: () => true }.guard)).toBe('inline')
    expect(guardName(undefined)).toBeNull()
  })
})
