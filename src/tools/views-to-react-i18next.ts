// `npx tsx src/tools/views-to-react-i18next.ts [--check] [files or folders...]`: the views take their
// hooks from react-i18next itself. Rewrites every import of `useTranslation` (or `Trans`) from
// src/ui/i18n.ts into an import from 'react-i18next', merged into one the file already has; what
// else the file imports from src/ui/i18n.ts (`t`, `switchLanguage`, ...) stays there. Safe to run
// again (after merging views written against the old import): a converted file is left as it is.
// Folders default to src/app, src/console and src/ui. `--check` changes nothing and exits 1 when a
// file would change.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const ENGINE = resolve(root, 'src/ui/i18n.ts')
/** What views take from react-i18next rather than from src/ui/i18n.ts. */
export const FROM_REACT_I18NEXT = new Set(['useTranslation', 'Trans'])

const IMPORT = /^import\s+(type\s+)?\{([^}]*)\}\s+from\s+(['"])([^'"]+)\3;?[ \t]*\n/gm

/** Whether `specifier`, imported from `file`, names src/ui/i18n.ts. */
function isEngine(file: string, specifier: string): boolean {
  if (!specifier.startsWith('.')) return false
  const target = resolve(dirname(file), specifier)
  return target === ENGINE || `${target}.ts` === ENGINE
}

const namesOf = (list: string) =>
  list
    .split(',')
    .map((name) => name.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
const importLine = (names: string[], specifier: string, quote: string) => `import { ${names.join(', ')} } from ${quote}${specifier}${quote}\n`

/** The file's code with its react-i18next names imported from react-i18next; the same code when there is nothing to move. */
export function convertImports(code: string, file: string): string {
  const hasOwn = [...code.matchAll(IMPORT)].some((m) => !m[1] && m[4] === 'react-i18next')
  const moved: string[] = []
  let converted = code.replace(IMPORT, (whole, typeOnly: string | undefined, list: string, q: string, specifier: string) => {
    if (typeOnly || !isEngine(file, specifier)) return whole
    const names = namesOf(list)
    const staying = names.filter((name) => !FROM_REACT_I18NEXT.has(name.split(' ')[0]!))
    const leaving = names.filter((name) => FROM_REACT_I18NEXT.has(name.split(' ')[0]!))
    if (leaving.length === 0) return whole
    // In place of the old import (the smallest change for a merge), unless the file imports react-i18next already.
    const first = !hasOwn && moved.length === 0
    moved.push(...leaving)
    return (first ? importLine(leaving, 'react-i18next', q) : '') + (staying.length > 0 ? importLine(staying, specifier, q) : '')
  })
  if (moved.length === 0 || !hasOwn) return converted
  let merged = false
  converted = converted.replace(IMPORT, (whole, typeOnly: string | undefined, list: string, q: string, specifier: string) => {
    if (merged || typeOnly || specifier !== 'react-i18next') return whole
    merged = true
    return importLine([...new Set([...namesOf(list), ...moved])].sort(), specifier, q)
  })
  return converted
}

function sourceFiles(path: string): string[] {
  if (statSync(path).isFile()) return /\.tsx?$/.test(path) ? [path] : []
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
}

/** Converts the files (or only says which would change); returns the files changed. */
export function convertFiles(paths: string[], write: boolean): string[] {
  const changed: string[] = []
  for (const file of paths.flatMap(sourceFiles)) {
    if (file === ENGINE) continue
    const code = readFileSync(file, 'utf8')
    const converted = convertImports(code, file)
    if (converted === code) continue
    changed.push(file)
    if (write) writeFileSync(file, converted)
  }
  return changed
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href
if (runDirectly) {
  const args = process.argv.slice(2)
  const check = args.includes('--check')
  const named = args.filter((arg) => !arg.startsWith('--')).map((arg) => resolve(arg))
  const paths = named.length > 0 ? named : ['src/app', 'src/console', 'src/ui'].map((dir) => resolve(root, dir))
  const changed = convertFiles(paths, !check)
  for (const file of changed) console.log(`${check ? 'would change' : 'changed'}: ${relative(root, file)}`)
  console.log(`${changed.length} file(s) ${check ? 'to convert' : 'converted'}`)
  process.exit(check && changed.length > 0 ? 1 : 0)
}
