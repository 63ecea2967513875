// The interface texts (locales/*.json, docs/product/overview.md#languages): every language has
// exactly the keys of the English source, no empty text, the same {{placeholders}}, and is really
// translated; every key the code names exists in English; and the locales-missing tool reports what
// it should.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { LANGUAGE_FILES } from '../../src/contract/fields'
import { CATEGORY_KEYS } from '../../src/contract/catalogue-fields'
import { findGaps, flatten, isText, LOCALES_DIR, pluralFormsOf, readLocaleTree, report } from '../../src/tools/locales-missing'

const root = fileURLToPath(new URL('../../', import.meta.url))
const TOOL = join(root, 'src/tools/locales-missing.ts')

/** A language's texts from every folder of locales/ (the console's are in locales/console/). */
const readLocale = (lang: string): unknown => readLocaleTree(lang)
/** Only what the storefront loads: locales/<lang>.json. */
const readStorefrontLocale = (lang: string): unknown => JSON.parse(readFileSync(join(LOCALES_DIR, `${lang}.json`), 'utf8'))

const en = readLocale('en') as Record<string, unknown>
const enTexts = flatten(en)
const TRANSLATIONS = LANGUAGE_FILES.filter((lang) => lang !== 'en')

/**
 * Texts a translation may leave exactly as in English. Kept short on purpose: each entry must read
 * the same to a shopper of every language, or the check below stops catching untranslated copies.
 * - 'VND', 'USD': ISO 4217 currency codes, written in Latin capitals in every language;
 *   ui.currencyLabel reads VND in Vietnamese as in English, and USD is the default display
 *   currency (docs/product/money.md#base-currency-and-display-currency).
 */
const SAME_AS_ENGLISH_ALLOWED = new Set(['VND', 'USD'])

/** Letters a text in each language must contain at least one of, so an English copy with a
 *  changed word still fails. Vietnamese is written in Latin letters: it must carry a diacritic. */
const OWN_SCRIPT: Record<string, RegExp> = {
  vi: /[À-ɏḀ-ỿ]/u,
  'zh-CN': /\p{Script=Han}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  ko: /\p{Script=Hangul}/u,
  th: /\p{Script=Thai}/u,
}

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase()
const allowedSameAsEnglish = (text: string) => SAME_AS_ENGLISH_ALLOWED.has(text.trim())

const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g
function placeholders(text: unknown): string[] {
  if (typeof text !== 'string') return []
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]))].sort()
}
/** A brace left once the {{placeholders}} are taken out: a broken one such as {name} or {{name}. */
const strayBrace = (text: string) => /[{}]/.test(text.replace(PLACEHOLDER, ''))

describe('locales/en.json, the source', () => {
  it('has only non-empty string texts', () => {
    const blank = [...enTexts].filter(([, text]) => !isText(text)).map(([key]) => key)
    expect(enTexts.size).toBeGreaterThan(0)
    expect(blank, 'empty or non-string texts in en.json').toEqual([])
  })

  it('has each plural text in both English forms, _one and _other', () => {
    const plurals = [...enTexts.keys()].filter((key) => key.endsWith('_other'))
    expect(plurals.length, 'no plural text in en.json: has the pattern gone stale?').toBeGreaterThan(0)
    expect(findGaps(en, en, 'en').missing, 'plural forms missing in en.json').toEqual([])
  })

  it('writes every placeholder as {{name}}', () => {
    const broken = [...enTexts].filter(([, text]) => typeof text === 'string' && strayBrace(text)).map(([key]) => key)
    expect(broken, 'texts of en.json with a malformed placeholder').toEqual([])
  })
})

describe.each(TRANSLATIONS)('locales/%s.json', (lang) => {
  const tree = readLocale(lang)
  const texts = flatten(tree)

  it('has exactly the keys of en.json', () => {
    const { missing, extra } = findGaps(en, tree, lang)
    expect({ missing, extra }, `keys of ${lang}.json against en.json`).toEqual({ missing: [], extra: [] })
  })

  it('has no empty texts', () => {
    const blank = [...texts].filter(([, text]) => !isText(text)).map(([key]) => key)
    expect(blank, `empty or non-string texts in ${lang}.json`).toEqual([])
  })

  it('keeps the {{placeholders}} of each English text', () => {
    const differing = [...enTexts.keys()]
      .filter((key) => texts.has(key))
      .filter((key) => {
        const text = texts.get(key)
        return placeholders(text).join() !== placeholders(enTexts.get(key)).join() || (typeof text === 'string' && strayBrace(text))
      })
      .map((key) => `${key}: en ${JSON.stringify(enTexts.get(key))} / ${lang} ${JSON.stringify(texts.get(key))}`)
    expect(differing, `texts of ${lang}.json whose placeholders differ from English`).toEqual([])
  })

  it('is not a copy of the English texts', () => {
    const copied = [...enTexts]
      .filter(([key, english]) => typeof english === 'string' && typeof texts.get(key) === 'string')
      .filter(([key, english]) => normalise(texts.get(key) as string) === normalise(english as string))
      .filter(([key]) => !allowedSameAsEnglish(texts.get(key) as string))
      .map(([key, english]) => `${key}: ${JSON.stringify(english)}`)
    expect(copied, `texts of ${lang}.json left in English`).toEqual([])
  })

  it('is written in its own script', () => {
    const script = OWN_SCRIPT[lang]
    expect(script, `no script rule for ${lang}`).toBeDefined()
    const foreign = [...texts]
      .filter(([, text]) => typeof text === 'string' && !allowedSameAsEnglish(text) && !script.test(text))
      .map(([key, text]) => `${key}: ${JSON.stringify(text)}`)
    expect(foreign, `texts of ${lang}.json without a letter of its script`).toEqual([])
  })
})

describe('ui.currencyLabel (docs/product/money.md#base-currency-and-display-currency, docs/product/rules.md#constants)', () => {
  it('reads VND in English and Vietnamese and dollar in the other languages', () => {
    const labels = Object.fromEntries(LANGUAGE_FILES.map((lang) => [lang, flatten(readLocale(lang)).get('ui.currencyLabel')]))
    expect(labels).toEqual({ en: 'VND', vi: 'VND', 'zh-CN': '美元', ja: 'ドル', ko: '달러', th: 'ดอลลาร์' })
  })
})

// ---- keys named by the code -------------------------------------------------------------------

function sourceFiles(dir: string, recursive: boolean): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive }).flatMap((entry) => {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts')) return []
    return [join(entry.parentPath, entry.name)]
  })
}

interface Use {
  key: string
  where: string
}

function uses(files: string[], pattern: RegExp, group: number): Use[] {
  return files.flatMap((file) => {
    const source = readFileSync(file, 'utf8')
    return [...source.matchAll(pattern)].map((m) => {
      const line = source.slice(0, m.index).split('\n').length
      return { key: m[group], where: `${relative(root, file)}:${line}` }
    })
  })
}

/** The storefront loads only locales/<lang>.json: a key of its code must be there, not in the console's. */
const storefrontTexts = flatten(readStorefrontLocale('en'))
/** A key the code names is a text, or a text with plural forms (`t('msg.paymentCodeWrong', { count })`: its `_other` at least). */
const known = (texts: Map<string, unknown>, key: string) => texts.has(key) || texts.has(`${key}_other`)
const unknownKeys = (found: Use[], texts = enTexts) => found.filter((use) => !known(texts, use.key)).map((use) => `${use.key} (${use.where})`)

const contractFiles = sourceFiles('src/contract', false)
const appFiles = sourceFiles('src/app', true)
const consoleFiles = sourceFiles('src/console', true)
/** Both browser apps: the storefront and the merchant and operator console. */
const browserAppFiles = [...appFiles, ...consoleFiles]
const clientFiles = sourceFiles('src/client', true)
const GROUPS = Object.keys(en)

describe('keys named by the code exist in en.json', () => {
  it("every 'msg.*' message of src/contract/*.ts", () => {
    const found = uses(contractFiles, /(['"`])(msg\.[A-Za-z0-9_.]+)\1/g, 2)
    expect(found.length, 'no msg key found in src/contract: has the pattern gone stale?').toBeGreaterThan(0)
    expect(unknownKeys(found)).toEqual([])
  })

  it.each([
    ['src/app', appFiles, storefrontTexts],
    ['src/console', consoleFiles, enTexts],
  ])("every t('...') and titleKey: '...' literal of %s", (dir, files, texts) => {
    const calls = uses(files, /\bt\(\s*(['"])([^'"\n]+)\1/g, 2)
    const plainTemplates = uses(files, /\bt\(\s*`([^`$]*)`/g, 1)
    const titles = uses(files, /\btitleKey\s*:\s*(['"])([^'"\n]+)\1/g, 2)
    expect(calls.length, `no t('...') found in ${dir}: has the pattern gone stale?`).toBeGreaterThan(0)
    expect(titles.length, `no titleKey: '...' found in ${dir}: has the pattern gone stale?`).toBeGreaterThan(0)
    expect(unknownKeys([...calls, ...plainTemplates, ...titles], texts)).toEqual([])
  })

  it('every group of a key built at run time (t(`category.${key}`)) exists and has texts', () => {
    const built = uses(browserAppFiles, /\bt\(\s*`([^`$]*)\$\{/g, 1)
    const missing = built
      .filter((use) => {
        const group = use.key.replace(/\.$/, '')
        return ![...enTexts.keys()].some((key) => key.startsWith(`${group}.`))
      })
      .map((use) => `${use.key}… (${use.where})`)
    expect(missing).toEqual([])
  })

  it('every category of src/app/views/common/categories.ts has a text', () => {
    const missing = CATEGORY_KEYS.map((key) => `category.${key}`).filter((key) => !enTexts.has(key))
    expect(missing).toEqual([])
  })

  it("every other key-like literal of src/app, src/console and src/client ('ui.tabHome', 'console.orders', ...)", () => {
    const pattern = new RegExp(`(['"\`])((?:${GROUPS.join('|')})\\.[A-Za-z0-9_.]+)\\1`, 'g')
    expect(unknownKeys(uses([...browserAppFiles, ...clientFiles], pattern, 2))).toEqual([])
  })
})

// ---- the tool ---------------------------------------------------------------------------------

describe('src/tools/locales-missing.ts', () => {
  const source = { msg: { a: 'A', b: 'B {{n}}' }, ui: { c: 'C', d: 'D' } }

  it('names the keys that are missing, empty, or not in the source', () => {
    const translation = { msg: { a: 'Á', b: '  ' }, ui: { c: 'Ç', e: 'E' }, extra: 'X' }
    expect(findGaps(source, translation)).toEqual({ missing: ['ui.d'], empty: ['msg.b'], extra: ['ui.e', 'extra'] })
    expect(findGaps(source, { msg: { a: 'Á', b: 'Ḃ' }, ui: { c: 'Ç', d: 'Ḋ' } })).toEqual({ missing: [], empty: [], extra: [] })
  })

  it('wants a plural text in the forms of each language: one and other in English, other only in Vietnamese', () => {
    const plural = { msg: { left_one: '{{count}} attempt left', left_other: '{{count}} attempts left' } }
    expect(pluralFormsOf('en')).toEqual(['one', 'other'])
    for (const lang of TRANSLATIONS) expect(pluralFormsOf(lang), lang).toEqual(['other'])
    expect(findGaps(plural, { msg: { left_other: 'còn {{count}} lần thử' } }, 'vi')).toEqual({ missing: [], empty: [], extra: [] })
    expect(findGaps(plural, { msg: { left_one: 'còn 1', left_other: 'còn {{count}}' } }, 'vi')).toEqual({ missing: [], empty: [], extra: ['msg.left_one'] })
    expect(findGaps(plural, { msg: { left: 'còn {{count}}' } }, 'vi')).toEqual({ missing: ['msg.left_other'], empty: [], extra: ['msg.left'] })
    expect(findGaps({ msg: { left_other: 'attempts' } }, { msg: { left_other: 'attempts' } }, 'en').missing).toEqual(['msg.left_one'])
  })

  it('treats a text where the source has a group, or a non-string, as wrong', () => {
    expect(findGaps(source, { msg: 'oops', ui: { c: 3, d: null } })).toEqual({ missing: ['msg.a', 'msg.b'], empty: ['ui.c', 'ui.d'], extra: ['msg'] })
  })

  it('finds nothing to report in locales/', () => {
    const { lines, failing } = report()
    expect(failing, lines.join('\n')).toBe(false)
  })

  it('exits 1 and prints the keys by language when something is left, 0 when nothing is', () => {
    const tsx = createRequire(import.meta.url).resolve('tsx/cli')
    const run = (dir: string) => spawnSync(process.execPath, [tsx, TOOL, dir], { cwd: root, encoding: 'utf8' })
    const dir = mkdtempSync(join(tmpdir(), 'locales-missing-'))
    try {
      writeFileSync(join(dir, 'en.json'), JSON.stringify(source))
      writeFileSync(join(dir, 'vi.json'), JSON.stringify({ msg: { a: 'Á', b: '' }, ui: { c: 'Ç', z: 'Z' } }))
      writeFileSync(join(dir, 'ja.json'), '{ not json')
      const broken = run(dir)
      expect(broken.status).toBe(1)
      expect(broken.stdout).toMatch(/^vi: 1 missing, 1 empty, 1 not in en\.json$/m)
      expect(broken.stdout).toMatch(/^ {2}missing: ui\.d$/m)
      expect(broken.stdout).toMatch(/^ {2}empty: {3}msg\.b$/m)
      expect(broken.stdout).toMatch(/^ {2}extra: {3}ui\.z$/m)
      expect(broken.stdout).toMatch(/^ja: .*not valid JSON/m)
      expect(broken.stdout).toMatch(/^th: no file /m)

      for (const lang of TRANSLATIONS) writeFileSync(join(dir, `${lang}.json`), JSON.stringify({ msg: { a: 'Á', b: 'Ḃ {{n}}' }, ui: { c: 'Ç', d: 'Ḋ' } }))
      const clean = run(dir)
      expect(clean.stdout).toMatch(/^vi: complete$/m)
      expect(clean.status, clean.stdout + clean.stderr).toBe(0)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    // Two runs of the tool, each starting tsx: seconds on a busy two-core machine.
  }, 30_000)
})
