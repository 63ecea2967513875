// The server's request lines go out in batches: one write per turn of the event loop, none lost.
import { describe, expect, it } from 'vitest'
import { batchedLog } from '../../src/server/http/batched-log'

const nextTurn = () => new Promise((done) => setImmediate(done))

describe('batched log', () => {
  it('writes the lines of one turn in one write, in order, at the next turn', async () => {
    const writes: string[] = []
    const lines = batchedLog((text) => writes.push(text))
    lines.log('GET /api/health 200 1ms')
    lines.log('GET /api/product/list 200 0ms')
    expect(writes).toEqual([])
    await nextTurn()
    expect(writes).toEqual(['GET /api/health 200 1ms\nGET /api/product/list 200 0ms\n'])
    lines.log('POST /api/user/login 200 52ms')
    await nextTurn()
    expect(writes).toEqual(['GET /api/health 200 1ms\nGET /api/product/list 200 0ms\n', 'POST /api/user/login 200 52ms\n'])
  })

  it('flush writes what waits at once, and the scheduled turn then writes nothing more', async () => {
    const writes: string[] = []
    const lines = batchedLog((text) => writes.push(text))
    lines.log('one')
    lines.flush()
    expect(writes).toEqual(['one\n'])
    await nextTurn()
    lines.flush()
    expect(writes).toEqual(['one\n'])
  })
})
