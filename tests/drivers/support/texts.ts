// The texts a person reads, from the locale files (storefront's, then the console's), in one
// language: what a driver looks for on a screen, so that the same path runs in every language.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

type Tree = { [key: string]: string | Tree }
const root = resolve(import.meta.dirname, '../../../locales')
const files = new Map<string, Tree[]>()

function treesOf(lang: string): Tree[] {
  let trees = files.get(lang)
  if (!trees) {
    trees = [`${lang}.json`, `console/${lang}.json`].map((file) => JSON.parse(readFileSync(resolve(root, file), 'utf8')) as Tree)
    files.set(lang, trees)
  }
  return trees
}

/**
 * The text of `key` (`auth.oldPassword`) in `lang`, its `{{name}}` placeholders filled in; with a
 * numeric `count`, the plural form i18next would choose (`key_one`, `key_other`, else `key`).
 */
export function localeText(lang: string, key: string, values: Record<string, string | number> = {}): string {
  const { count } = values
  const forms = typeof count === 'number' ? [`${key}_${new Intl.PluralRules(lang).select(count)}`, `${key}_other`, key] : [key]
  for (const form of forms) {
    for (const tree of treesOf(lang)) {
      const found = form.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree)
      if (typeof found === 'string') return found.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`))
    }
  }
  throw new Error(`no text ${key} in ${lang}`)
}

/**
 * The text of `key` in `lang` as a pattern, each `{{name}}` placeholder standing for any text, or for
 * what `parts[name]` (a pattern's source) matches.
 */
export function localePattern(lang: string, key: string, parts: Record<string, string> = {}): RegExp {
  const text = localeText(lang, key)
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  let source = ''
  let at = 0
  for (const found of text.matchAll(/{{\s*(\w+)\s*}}/g)) {
    source += `${escape(text.slice(at, found.index))}(?:${parts[found[1]!] ?? '.+'})`
    at = found.index + found[0].length
  }
  return new RegExp(`^${source}${escape(text.slice(at))}$`)
}
