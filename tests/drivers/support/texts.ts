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

/** The text of `key` (`auth.oldPassword`) in `lang`, its `{{name}}` placeholders filled in. */
export function localeText(lang: string, key: string, values: Record<string, string | number> = {}): string {
  for (const tree of treesOf(lang)) {
    const found = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree)
    if (typeof found === 'string') return found.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`))
  }
  throw new Error(`no text ${key} in ${lang}`)
}
