// `npx tsx src/tools/locales-missing.ts [localesDir]`: what each language still lacks next to the
// English source (locales/en.json, and en.json of each folder inside: locales/console/). Per language it lists the keys of en.json that are missing or
// empty there, and the keys it has that en.json does not (left over, or misspelt); exit 1 if any.
// Whoever adds an English key runs this to see what is left to translate. A text with plural forms
// (`<key>_one`, `<key>_other`: i18next's) is wanted in each language's own forms: `_one` and `_other`
// in English, `_other` only in vi, zh-CN, ja, ko and th, which have none.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { LANGUAGE_FILES } from '../contract/fields'

export const SOURCE_LANGUAGE = 'en'
export const LOCALES_DIR = fileURLToPath(new URL('../../locales/', import.meta.url))

/** A locale file's leaves by dotted key ("msg.loginFirst"), each as it was found (not only strings). */
export function flatten(tree: unknown, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>()
  if (tree === null || typeof tree !== 'object' || Array.isArray(tree)) {
    if (prefix) leaves.set(prefix, tree)
    return leaves
  }
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [leaf, text] of flatten(value, path)) leaves.set(leaf, text)
    } else {
      leaves.set(path, value)
    }
  }
  return leaves
}

/** A translated text: a string with something other than blanks in it. */
export const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

export interface Gaps {
  /** keys of the source that the language lacks altogether */
  missing: string[]
  /** keys of the source that the language has, but empty, blank or not a string */
  empty: string[]
  /** keys the language has and the source does not */
  extra: string[]
}

/** A plural form's key (i18next's: `paymentCodeWrong_one`, `paymentCodeWrong_other`), its form in group 1. */
export const PLURAL_FORM = /_(zero|one|two|few|many|other)$/

/** The plural forms a language has (Intl.PluralRules' cardinal categories, which i18next follows): en one and other; vi, zh-CN, ja, ko, th other only. */
export const pluralFormsOf = (lang: string): string[] => new Intl.PluralRules(lang).resolvedOptions().pluralCategories

/**
 * The source's keys as `lang` must have them: a text with plural forms in the source (any
 * `<key>_<form>`) has in `lang` exactly the forms of `lang`, no more, no fewer; other keys as they are.
 */
export function keysWanted(source: unknown, lang: string): Set<string> {
  const wanted = new Set<string>()
  for (const key of flatten(source).keys()) {
    const base = key.replace(PLURAL_FORM, '')
    if (base === key) wanted.add(key)
    else for (const form of pluralFormsOf(lang)) wanted.add(`${base}_${form}`)
  }
  return wanted
}

/** `lang`'s gaps against the source; plural texts in `lang`'s own forms (the source's own forms checked the same way with lang = en). */
export function findGaps(source: unknown, translation: unknown, lang: string = SOURCE_LANGUAGE): Gaps {
  const wanted = keysWanted(source, lang)
  const found = flatten(translation)
  const missing: string[] = []
  const empty: string[] = []
  for (const key of wanted) {
    if (!found.has(key)) missing.push(key)
    else if (!isText(found.get(key))) empty.push(key)
  }
  const extra = [...found.keys()].filter((key) => !wanted.has(key))
  return { missing, empty, extra }
}

export const hasGaps = (gaps: Gaps) => gaps.missing.length + gaps.empty.length + gaps.extra.length > 0

type Loaded = { ok: true; tree: unknown } | { ok: false; problem: string }

function load(file: string): Loaded {
  if (!existsSync(file)) return { ok: false, problem: `no file ${file}` }
  try {
    return { ok: true, tree: JSON.parse(readFileSync(file, 'utf8')) }
  } catch (error) {
    return { ok: false, problem: `${file} is not valid JSON: ${(error as Error).message}` }
  }
}

/** Every language besides the source: those the product offers and any other file in the folder. */
export function languagesIn(dir: string): string[] {
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => basename(f, '.json')) : []
  return [...new Set<string>([...LANGUAGE_FILES, ...files])].filter((lang) => lang !== SOURCE_LANGUAGE)
}

/**
 * The folders of texts: locales/ itself (the storefront's and the server's) and each folder inside
 * it with an en.json (locales/console/: the console's own, which only the console loads).
 */
export function localeFolders(dir: string = LOCALES_DIR): string[] {
  const inside = existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => join(dir, e.name)) : []
  return [dir, ...inside.filter((folder) => existsSync(join(folder, `${SOURCE_LANGUAGE}.json`))).sort()]
}

/** One language's texts from every folder, as one tree (each folder brings groups of its own). */
export function readLocaleTree(lang: string, dir: string = LOCALES_DIR): Record<string, unknown> {
  const tree: Record<string, unknown> = {}
  for (const folder of localeFolders(dir)) {
    const part = JSON.parse(readFileSync(join(folder, `${lang}.json`), 'utf8')) as Record<string, unknown>
    for (const [group, texts] of Object.entries(part)) {
      if (group in tree) throw new Error(`locales: group '${group}' is in two folders (${folder})`)
      tree[group] = texts
    }
  }
  return tree
}

/** The report's lines and whether anything is wrong, for every folder of texts. */
export function report(dir: string = LOCALES_DIR): { lines: string[]; failing: boolean } {
  const folders = localeFolders(dir)
  const parts = folders.map((folder) => reportFolder(folder))
  const lines = parts.flatMap((part, index) => (folders.length > 1 ? [`${folders[index]}:`, ...part.lines.map((line) => `  ${line}`)] : part.lines))
  return { lines, failing: parts.some((part) => part.failing) }
}

function reportFolder(dir: string): { lines: string[]; failing: boolean } {
  const lines: string[] = []
  const source = load(join(dir, `${SOURCE_LANGUAGE}.json`))
  if (!source.ok) return { lines: [`${SOURCE_LANGUAGE}: ${source.problem}`], failing: true }
  const sourceKeys = [...flatten(source.tree).keys()]
  const blankSource = sourceKeys.filter((key) => !isText(flatten(source.tree).get(key)))
  // The source's own plural texts in all of its forms (`_one` and `_other` in English).
  const formsOfSource = findGaps(source.tree, source.tree, SOURCE_LANGUAGE)
  let failing = blankSource.length + formsOfSource.missing.length > 0
  lines.push(`${SOURCE_LANGUAGE}: ${sourceKeys.length} keys (source)`)
  for (const key of blankSource) lines.push(`  empty in the source: ${key}`)
  for (const key of formsOfSource.missing) lines.push(`  plural form missing in the source: ${key}`)

  for (const lang of languagesIn(dir)) {
    const translation = load(join(dir, `${lang}.json`))
    if (!translation.ok) {
      failing = true
      lines.push(`${lang}: ${translation.problem}`)
      continue
    }
    const gaps = findGaps(source.tree, translation.tree, lang)
    if (!hasGaps(gaps)) {
      lines.push(`${lang}: complete`)
      continue
    }
    failing = true
    lines.push(`${lang}: ${gaps.missing.length} missing, ${gaps.empty.length} empty, ${gaps.extra.length} not in ${SOURCE_LANGUAGE}.json`)
    for (const key of gaps.missing) lines.push(`  missing: ${key}`)
    for (const key of gaps.empty) lines.push(`  empty:   ${key}`)
    for (const key of gaps.extra) lines.push(`  extra:   ${key}`)
  }
  return { lines, failing }
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href
if (runDirectly) {
  const dir = process.argv[2] ? resolve(process.argv[2]) : LOCALES_DIR
  const { lines, failing } = report(dir)
  console.log(lines.join('\n'))
  process.exit(failing ? 1 : 0)
}
