import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { keysNamedIn, pickTexts, scanSources, staticImports } from '../../src/tools/split-texts'

const root = resolve(import.meta.dirname, '../..')
const english = JSON.parse(readFileSync(resolve(root, 'locales/en.json'), 'utf8')) as Record<string, never>

describe('staticImports', () => {
  it('follows imports and re-exports that bring code, not types or imports made later', () => {
    const code = [
      "import { a, type B } from './a'",
      "import Default, {\n  c,\n  d as e,\n} from '../c'",
      "import './side-effect'",
      "export { f } from './f'",
      "export * from './g'",
      "import type { H } from './h'",
      "export type { I } from './i'",
      "const lazy = () => import('./lazy')",
      "export const text = 'not an import'",
      "import{ j }from'./j';export*from'./k'",
    ].join('\n')
    expect(staticImports(code)).toEqual(['./a', '../c', './side-effect', './f', './g', './j', './k'])
  })
})

describe('keysNamedIn', () => {
  const groups = ['ui', 'category', 'notice']
  const named = keysNamedIn([`t('ui.tabHome'); t(\`category.\${key}\`); const kind = 'notice.order_shipped'`], groups)

  it('takes a key written out, every key a template starts, and a whole subtree named', () => {
    expect(named('ui.tabHome')).toBe(true)
    expect(named('category.phones')).toBe(true)
    expect(named('notice.order_shipped.title')).toBe(true)
  })

  it('leaves out keys the code does not name, even those sharing a start with a named one', () => {
    expect(named('ui.tabHomeExtra')).toBe(false)
    expect(named('ui.withdrawSubmit')).toBe(false)
    expect(named('notice.order_expired.title')).toBe(false)
  })

  it("takes each plural form of a key written out (t('ui.tabHome', { count }) reads ui.tabHome_one or ui.tabHome_other)", () => {
    expect(named('ui.tabHome_one')).toBe(true)
    expect(named('ui.tabHome_other')).toBe(true)
    expect(named('ui.withdrawSubmit_other')).toBe(false)
  })
})

describe('pickTexts', () => {
  it('keeps the tree shape and drops groups left empty', () => {
    const texts = { ui: { a: 'A', b: 'B' }, notice: { x: { title: 'T', text: 'X' } }, route: { home: 'Home' } }
    expect(pickTexts(texts, (key) => key === 'ui.a' || key === 'notice.x.title')).toEqual({ ui: { a: 'A' }, notice: { x: { title: 'T' } } })
  })
})

describe('the storefront split', () => {
  const files = scanSources([resolve(root, 'src/app/main.tsx'), resolve(root, 'src/app/views/home/home-page.tsx')])
  const first = keysNamedIn(files.values(), Object.keys(english))

  it('reads the shell, the router and the home view, not the lazily loaded pages', () => {
    const read = [...files.keys()].map((path) => path.slice(root.length + 1))
    expect(read).toEqual(expect.arrayContaining(['src/app/router.tsx', 'src/app/shell/tab-bar.tsx', 'src/app/views/home/home-page.tsx', 'src/ui/i18n.ts']))
    expect(read.some((path) => path.startsWith('src/app/views/wallet/withdraw') || path.startsWith('src/ui/withdraw/'))).toBe(false)
  })

  it("puts what /home shows in the first part (tabs, page titles, category names) and a wallet page's texts in the rest", () => {
    for (const key of ['ui.tabHome', 'ui.tabMe', 'route.home', 'route.withDraw', 'msg.networkError']) expect(first(key), key).toBe(true)
    for (const key of Object.keys(english.category ?? {})) expect(first(`category.${key}`), key).toBe(true)
    expect(first('ui.withdrawSubmit')).toBe(false)
    const whole = JSON.stringify(english).length
    expect(JSON.stringify(pickTexts(english, first)).length).toBeLessThan(whole / 4)
  })
})
