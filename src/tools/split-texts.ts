// A Vite build plugin that serves each storefront language file (locales/<lang>.json) in two parts:
// `<lang>.json?first`, the keys the first page uses, and `<lang>.json?rest`, every other key, which
// src/ui/i18n.ts loads right after start and the other pages wait for. The source files stay whole.
// The dev server (and the tests) serve the whole file as the first part and an empty rest.
//
// The first page's keys are found in the source files its entry and view import statically (relative
// imports, followed from `roots`): every key written out (`'ui.tabHome'`) and every key a template
// starts (`category.${key}` takes all of category). A build whose real module graph holds a source
// file the scan did not read fails, so a key never moves to the late part unnoticed.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import type { Plugin } from 'vite'

type Texts = { [key: string]: string | Texts }

export interface SplitTextsOptions {
  /** The folder of the storefront's language files (sub-folders are not split). */
  dir: string
  /** Source files the first page starts from: the app's entry and the first view. */
  roots: string[]
}

const CODE = /\.(?:[cm]?[jt]sx?)$/
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '/index.ts', '/index.tsx', '/index.js']

/** The specifiers a module imports statically for its code (`import type` and `import()` excluded). */
export function staticImports(code: string): string[] {
  const found: string[] = []
  const pattern = /(?:^|[;}\n])\s*(import|export)(?:\s+|(?=[{*]))(type\s+)?(?:[\w*${}\s,]+?\s*from\s*)?['"]([^'"\n]+)['"]/g
  for (const match of code.matchAll(pattern)) if (!match[2]) found.push(match[3]!)
  return found
}

function resolveRelative(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined
  const base = resolve(dirname(from), specifier.split('?')[0]!)
  for (const extension of EXTENSIONS) {
    const path = base + extension
    if (CODE.test(path) && existsSync(path) && statSync(path).isFile()) return path
  }
  return undefined
}

/** The source files `roots` reach through static relative imports, with their code. */
export function scanSources(roots: string[], read = (path: string) => readFileSync(path, 'utf8')): Map<string, string> {
  const files = new Map<string, string>()
  const stack = [...roots]
  while (stack.length > 0) {
    const path = stack.pop()!
    if (files.has(path)) continue
    const code = read(path)
    files.set(path, code)
    for (const specifier of staticImports(code)) {
      const next = resolveRelative(path, specifier)
      if (next) stack.push(next)
    }
  }
  return files
}

/** Decides for each key path (`ui.tabHome`) whether the code names it: written out, as a subtree, or as a template's start. */
export function keysNamedIn(codes: Iterable<string>, groups: string[]): (key: string) => boolean {
  const names = groups.map((group) => group.replace(/[^\w-]/g, '')).join('|')
  const written = new Set<string>()
  const started: string[] = []
  for (const code of codes) {
    for (const match of code.matchAll(new RegExp(`\\b(?:${names})\\.[A-Za-z_][\\w.-]*`, 'g'))) written.add(match[0].replace(/\.$/, ''))
    for (const match of code.matchAll(new RegExp(`\`((?:${names})\\.[\\w.-]*)\\$\\{`, 'g'))) started.push(match[1]!)
  }
  return (key) => {
    // A plural form (`ui.fansCount_one`) goes with the key the code names (`ui.fansCount`).
    if (written.has(key.replace(/_(?:zero|one|two|few|many|other)$/, ''))) return true
    if (written.has(key) || started.some((start) => key.startsWith(start))) return true
    for (let cut = key.lastIndexOf('.'); cut > 0; cut = key.lastIndexOf('.', cut - 1)) if (written.has(key.slice(0, cut))) return true
    return false
  }
}

/** The texts whose key paths `keep` accepts, in the same tree shape (an empty group is left out). */
export function pickTexts(texts: Texts, keep: (key: string) => boolean, prefix = ''): Texts {
  const picked: Texts = {}
  for (const [name, value] of Object.entries(texts)) {
    const key = `${prefix}${name}`
    if (typeof value === 'string') {
      if (keep(key)) picked[name] = value
    } else {
      const inner = pickTexts(value, keep, `${key}.`)
      if (Object.keys(inner).length > 0) picked[name] = inner
    }
  }
  return picked
}

export function splitTexts({ dir, roots }: SplitTextsOptions): Plugin {
  const folder = resolve(dir)
  let scanned = new Map<string, string>()
  let isFirst: (key: string) => boolean = () => true
  let building = false
  const languageFile = (id: string) => {
    const [path, query] = id.split('?')
    return dirname(path!) === folder && path!.endsWith('.json') && (query === 'first' || query === 'rest') ? (query as 'first' | 'rest') : undefined
  }
  return {
    name: 'split-texts',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build'
    },
    buildStart() {
      if (!building) return
      scanned = scanSources(roots.map((root) => resolve(root)))
      for (const path of scanned.keys()) this.addWatchFile(path)
      const english = JSON.parse(readFileSync(resolve(folder, 'en.json'), 'utf8')) as Texts
      isFirst = keysNamedIn(scanned.values(), Object.keys(english))
    },
    transform: {
      filter: { id: /\.json\?(?:first|rest)$/ },
      handler(code, id) {
        const part = languageFile(id)
        if (!part) return null
        const picked = pickTexts(JSON.parse(code) as Texts, part === 'first' ? isFirst : (key) => building && !isFirst(key))
        // Written as Vite's JSON plugin writes a large file: that plugin leaves a file with a query alone.
        return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(picked))})`, map: null, moduleType: 'js' }
      },
    },
    buildEnd(error) {
      if (error || !building) return
      // The scan against the bundler's own graph: a source file it reads that the scan did not.
      const missed: string[] = []
      const seen = new Set<string>()
      const stack = roots.map((root) => resolve(root))
      while (stack.length > 0) {
        const id = stack.pop()!
        if (seen.has(id)) continue
        seen.add(id)
        const info = this.getModuleInfo(id)
        if (!info) continue
        const path = id.split('?')[0]!
        if (CODE.test(path) && !path.includes('/node_modules/') && !id.startsWith('\0') && !scanned.has(path)) missed.push(path)
        stack.push(...info.importedIds)
      }
      if (missed.length > 0) {
        this.error(`split-texts: the first page imports ${missed.join(', ')}, which the scan for its texts did not read (an import form staticImports does not know?)`)
      }
    },
  }
}
