import { describe, expect, it } from 'vitest'
import { chunkCycles, firstLoadGroups } from '../../src/tools/first-load-chunks'

/** A module graph: id -> [static imports, dynamic imports]. */
function graphOf(modules: Record<string, [string[], string[]?]>) {
  const infos = new Map(Object.entries(modules).map(([id, [importedIds, dynamicallyImportedIds = []]]) => [id, { id, importedIds, dynamicallyImportedIds }]))
  return { getModuleInfo: (id: string) => (infos.get(id) ?? null) as never }
}

const graph = graphOf({
  'app.html': [['main.tsx', 'polyfill']],
  'main.tsx': [['router.tsx', 'client.ts', 'shell.css'], ['home.tsx', 'wallet.tsx']],
  'router.tsx': [['client.ts', 'money.ts']],
  'client.ts': [[]],
  'money.ts': [[]],
  'shell.css': [[]],
  'polyfill': [[]],
  'home.tsx': [['card.tsx', 'list.ts']],
  'card.tsx': [[]],
  'list.ts': [[]],
  'wallet.tsx': [['card.tsx']],
  'console.html': [['console.tsx', 'polyfill']],
  'console.tsx': [['client.ts'], ['orders.tsx']],
  'orders.tsx': [['money.ts', 'list.ts']],
})

function chunksOf(modules: string[]) {
  const groups = firstLoadGroups({ app: 'app.html', others: ['console.html'], firstView: 'home.tsx' })
  const name = (id: string) => {
    for (const group of groups) {
      const found = typeof group.name === 'function' ? group.name(id, graph) : null
      if (found) return found
    }
    return null
  }
  return Object.fromEntries(modules.map((id) => [id, name(id)]))
}

describe('firstLoadGroups', () => {
  it('groups what the app loads first by who else loads it, and leaves the entry and lazy-only modules alone', () => {
    expect(chunksOf(['app.html', 'main.tsx', 'polyfill', 'client.ts', 'money.ts', 'list.ts', 'router.tsx', 'shell.css', 'card.tsx', 'home.tsx', 'wallet.tsx', 'orders.tsx'])).toEqual({
      'app.html': null,
      'main.tsx': null,
      polyfill: 'shared',
      'client.ts': 'shared',
      'money.ts': 'common',
      'list.ts': 'common',
      'router.tsx': 'first',
      'shell.css': 'first',
      'card.tsx': 'home',
      'home.tsx': null,
      'wallet.tsx': null,
      'orders.tsx': null,
    })
  })
})

describe('chunkCycles', () => {
  it('finds chunks that import each other in a circle, and nothing in a tree', () => {
    const tree = new Map([['app.js', ['react.js', 'shared.js']], ['shared.js', ['react.js']], ['react.js', []]])
    expect(chunkCycles(tree)).toEqual([])
    const circle = new Map([['app.js', ['xstate.js']], ['xstate.js', ['shared.js']], ['shared.js', ['xstate.js']]])
    expect(chunkCycles(circle)).toEqual([['xstate.js', 'shared.js']])
  })
})
