import { describe, expect, it } from 'vitest'
import { coverage, formatCoverage } from '../../../src/tools/statecharts/coverage'
import { internalEventOf } from '../../../src/tools/statecharts/events'
import { generatePaths, pathEventTypes } from '../../../src/tools/statecharts/paths'
import { replayPath, stateStrings } from '../../../src/tools/statecharts/replay'
import { doorExamples, doorMachine, jammedExamples, jammedMachine, playerExamples, playerMachine } from './fixtures/door'

describe('generatePaths', () => {
  const paths = generatePaths(doorMachine, doorExamples)

  it('reaches every state the example events can reach', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.flatMap((step) => step.state)))
    expect([...reached].sort()).toEqual(['closed', 'open.still', 'open.swinging', 'unlocking'])
  })

  it('sends the example payloads, and sends events without samples bare', () => {
    const events = paths.flatMap((path) => path.steps.map((step) => step.event))
    expect(events).toContainEqual({ type: 'OPEN', code: '1234' })
    expect(events).toContainEqual({ type: 'OPEN', code: '0000' })
    expect(events).toContainEqual({ type: 'KNOCK' })
  })

  it('expects after each step the state a real actor is in', () => {
    for (const path of paths) {
      const seen: string[][] = []
      replayPath(doorMachine, path, { onStep: (snapshot) => seen.push(stateStrings(snapshot.value)) })
      expect(seen, path.description).toEqual(path.steps.map((step) => step.state))
    }
  })

  it('names paths stably and uniquely', () => {
    const again = generatePaths(doorMachine, doorExamples)
    expect(again).toEqual(paths)
    expect(new Set(paths.map((path) => path.id)).size).toBe(paths.length)
    expect(new Set(paths.map((path) => path.description)).size).toBe(paths.length)
    expect(paths.map((path) => path.description)).toContain('reaches open.still via OPEN {code: "1234"} → done: unlock → after 1000ms')
  })

  it('takes every transition, the eventless, delayed and targetless ones too', () => {
    const result = coverage(doorMachine, doorExamples, paths)
    expect(result.uncovered).toEqual([])
    expect(result.covered).toBe(9)
    expect(formatCoverage('door', result)).toBe('door: 9/9 transitions (100%)')
  })

  it('still takes every transition with the fewest paths when simple paths are off', () => {
    const fewest = generatePaths(doorMachine, doorExamples, { maxSimplePaths: 0 })
    expect(fewest.length).toBeLessThanOrEqual(paths.length)
    expect(coverage(doorMachine, doorExamples, fewest).uncovered).toEqual([])
  })

  it('ignores context, so a counter does not make the graph endless', () => {
    const playerPaths = generatePaths(playerMachine, playerExamples, { limit: 500 })
    const reached = new Set(playerPaths.flatMap((path) => path.steps.map((step) => step.state.join(' + '))))
    expect(reached).toContain('playback.playing + sound.off')
    expect(coverage(playerMachine, playerExamples, playerPaths).uncovered).toEqual([])
  })
})

describe('coverage', () => {
  it('reports the transitions no example event can reach, so the model test can fail', () => {
    const paths = generatePaths(jammedMachine, jammedExamples)
    const result = coverage(jammedMachine, jammedExamples, paths)
    expect(result.uncovered.map((t) => t.id)).toEqual(['stuck/FORCE/0', 'broken/FIX/0'])
    expect(result.covered).toBe(2)
    expect(formatCoverage('jammed', result)).toContain('jammed: 2/4 transitions (50%)\n  uncovered: stuck/FORCE/0 (FORCE [isStrong] -> moving)')
  })
})

describe('pathEventTypes and internalEventOf', () => {
  it('list what a UI runner must be able to send, and read the events xstate sends itself', () => {
    const paths = generatePaths(doorMachine, doorExamples)
    expect(pathEventTypes(paths)).toEqual(['CLOSE', 'KNOCK', 'OPEN', 'RESET', 'xstate.after.1000.door.open.swinging', 'xstate.done.actor.unlock', 'xstate.error.actor.unlock'])
    expect(internalEventOf({ type: 'xstate.done.actor.unlock', output: true })).toEqual({ kind: 'done', invokeId: 'unlock', output: true })
    expect(internalEventOf({ type: 'xstate.after.1000.door.open.swinging' })).toEqual({ kind: 'after', delay: '1000', stateId: 'door.open.swinging' })
    expect(internalEventOf({ type: 'OPEN', code: '1234' })).toBeNull()
  })
})
