// Code-splitting groups that give the shopper app's first load a few chunks instead of sixty. Left to
// the bundler, every set of lazy pages sharing a module made a chunk of its own, and /home's first
// load was sixty small chunks (about 14 KB gzipped of chunk overhead). The groups are decided from
// the build's real module graph (only static imports count), and a module another entry (the
// console) may load, at once or later, never joins a chunk of the app's own: the console would
// otherwise download the storefront's shell and its CSS.
import type { Plugin, Rolldown } from 'vite'

type Graph = Pick<Rolldown.ChunkingContext, 'getModuleInfo'>

const CSS = /\.(?:css|less|s[ac]ss)(?:\?|$)/

export interface FirstLoadOptions {
  /** The app's entry module id (its index.html). */
  app: string
  /** Other entries' module ids (the console's index.html). */
  others: string[]
  /** The page most visits start on (its view module id): its own static imports get a chunk too. */
  firstView: string
}

interface Sets {
  appStatic: Set<string>
  /** loaded at once by every other entry */
  everyOtherStatic: Set<string>
  /** loaded by another entry, at once or later */
  otherAny: Set<string>
  viewStatic: Set<string>
  entryModules: Set<string>
}

/** Every module `from` reaches through static imports (and dynamic ones with `dynamic`). */
export function reachable(graph: Graph, from: string[], dynamic = false): Set<string> {
  const seen = new Set<string>()
  const stack = [...from]
  while (stack.length > 0) {
    const id = stack.pop()!
    if (seen.has(id)) continue
    const info = graph.getModuleInfo(id)
    if (!info) continue
    seen.add(id)
    stack.push(...info.importedIds, ...(dynamic ? info.dynamicallyImportedIds : []))
  }
  return seen
}

/**
 * The groups, after the named library groups (each module goes to the first group that takes it):
 * - `shared`: loaded at once by the app and by every other entry (the router, the client, the contract);
 * - `common`: loaded at once by the app (or its first view) and by another entry, but not at once by
 *   every entry (a money helper, the list machine): one chunk instead of one per module;
 * - `first`: loaded at once by the app only, never by another entry (the app's shell, its session);
 * - `home`: what the first view imports beyond those, never by another entry (its lists and cards).
 * None of them imports a later one. A library group importing one of them would make a circle
 * (@xstate/react's helpers did): the preload plugin below warns of any.
 */
export function firstLoadGroups({ app, others, firstView }: FirstLoadOptions): Rolldown.CodeSplittingGroup[] {
  // One computation per chunking pass: the context's module infos are the same objects within a pass.
  const passes = new WeakMap<object, Sets>()
  const sets = (graph: Graph): Sets | undefined => {
    const key = graph.getModuleInfo(app)
    if (!key) return undefined
    let found = passes.get(key)
    if (!found) {
      const [oneOther, ...moreOthers] = others.map((entry) => reachable(graph, [entry]))
      found = {
        appStatic: reachable(graph, [app]),
        everyOtherStatic: new Set([...(oneOther ?? [])].filter((id) => moreOthers.every((other) => other.has(id)))),
        otherAny: reachable(graph, others, true),
        viewStatic: reachable(graph, [firstView]),
        entryModules: new Set([app]),
      }
      // What the html loads directly for the app alone (its main module) stays in the entry chunk:
      // moved into a group, it would leave the entry without a chunk of its own.
      for (const id of key.importedIds) if (!found.otherAny.has(id)) found.entryModules.add(id)
      passes.set(key, found)
    }
    return found
  }
  return [
    {
      name: (id, graph) => {
        const s = sets(graph)
        return s && s.appStatic.has(id) && s.everyOtherStatic.has(id) && !s.entryModules.has(id) ? 'shared' : null
      },
      debugName: 'shared',
    },
    {
      name: (id, graph) => {
        const s = sets(graph)
        // Not a stylesheet: the other entry would get it with any module of the chunk.
        return s && (s.appStatic.has(id) || s.viewStatic.has(id)) && s.otherAny.has(id) && !s.entryModules.has(id) && !CSS.test(id) ? 'common' : null
      },
      debugName: 'common',
    },
    {
      name: (id, graph) => {
        const s = sets(graph)
        return s && s.appStatic.has(id) && !s.otherAny.has(id) && !s.entryModules.has(id) ? 'first' : null
      },
      debugName: 'first',
    },
    {
      name: (id, graph) => {
        const s = sets(graph)
        return s && s.viewStatic.has(id) && !s.appStatic.has(id) && !s.otherAny.has(id) && id !== firstView ? 'home' : null
      },
      debugName: 'home',
    },
  ]
}

/** Chunks that import each other in a circle, through static imports: each circle's files. */
export function chunkCycles(imports: Map<string, string[]>): string[][] {
  const cycles: string[][] = []
  const done = new Set<string>()
  const visit = (file: string, path: string[]) => {
    const at = path.indexOf(file)
    if (at >= 0) return void cycles.push(path.slice(at))
    if (done.has(file)) return
    for (const next of imports.get(file) ?? []) visit(next, [...path, file])
    done.add(file)
  }
  for (const file of imports.keys()) visit(file, [])
  return cycles
}

export interface FirstViewPreloadOptions {
  /** The app's html (its entry module id). */
  html: string
  /** Modules the first view waits for beyond the entry's imports: the view, English's first texts. */
  modules: string[]
}

/**
 * A build plugin: the app's html asks at once for the chunks the first view waits for beyond the
 * entry's own imports (which the bundler links already), instead of once the entry has run: one
 * round trip less before the view asks for its data (Lighthouse's largest contentful paint). Every
 * page gets the links (the page's policy allows no inline script to choose by address); another
 * page uses the texts too, and often the view's cards. It also warns of chunks importing each other
 * in a circle: one of them runs before the other has loaded.
 */
export function firstViewPreload({ html, modules }: FirstViewPreloadOptions): Plugin {
  let base = '/'
  return {
    name: 'first-view-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
      for (const cycle of chunkCycles(new Map(chunks.map((one) => [one.fileName, one.imports])))) {
        this.warn(`chunks importing each other in a circle: ${cycle.join(' -> ')} (see the code-splitting groups in vite.config.ts)`)
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { filename, bundle, chunk }) {
        if (filename !== html || !bundle || !chunk) return
        const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
        const byFile = new Map(chunks.map((one) => [one.fileName, one]))
        const linked = new Set<string>()
        const wanted = new Set<string>()
        const visit = (file: string, into: Set<string>) => {
          if (into.has(file) || linked.has(file)) return
          into.add(file)
          for (const next of byFile.get(file)?.imports ?? []) visit(next, into)
        }
        visit(chunk.fileName, linked)
        for (const id of modules) {
          const found = chunks.find((one) => one.facadeModuleId === id)
          if (found) visit(found.fileName, wanted)
        }
        return [...wanted].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' as const }))
      },
    },
  }
}
