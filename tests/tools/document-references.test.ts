// What the code and the documents cite exists in the repository: every `docs/<file>.md#<heading>`
// and every Markdown link names a file and a heading that are there, nothing cites the
// specification documents the project started from, and no comment names an issue number.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { anchorOf, findProblems } from '../../src/tools/document-references'

describe('document references', () => {
  it('hold in this repository', () => {
    expect(findProblems().map((p) => `${p.file}:${p.line}: ${p.why}: ${p.text}`)).toEqual([])
  })

  it('make anchors as GitHub does', () => {
    expect(anchorOf('Page titles, scrolling and kept-alive pages')).toBe('page-titles-scrolling-and-kept-alive-pages')
    expect(anchorOf('Settings (environment)')).toBe('settings-environment')
    expect(anchorOf('`npm test` and CI')).toBe('npm-test-and-ci')
  })

  describe('in a tree with broken ones', () => {
    const root = mkdtempSync(join(tmpdir(), 'references-'))
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true })
      writeFileSync(join(root, path), text)
    }
    write('docs/product/money.md', '# Money\n\n## Paying\n\n```\n## Not a heading\n```\nSee [rules](rules.md#constants) and [paying](#paying).\n')
    // Written with {docs} and {spec} for the cited names, so this file itself cites nothing.
    write('src/pay.ts', [
      '// Pays ({docs}/product/money.md#paying), fine.',
      '// Refunds ({docs}/product/money.md#refunds): no such heading.',
      '// Rules ({docs}/product/rules.md): no such file.',
      '// The wallet ({spec}.md section 5): outside the repository.',
      '// Done for issue 6, and #19 too.',
      "const colour = '#58;' // an entity, not an issue",
      '// In a code block: {docs}/product/money.md#not-a-heading.',
    ].join('\n').replaceAll('{docs}', 'docs').replaceAll('{spec}', 'SPEC'))
    afterAll(() => rmSync(root, { recursive: true, force: true }))

    it('names each, with its file and line', () => {
      const found = findProblems(root).map((p) => `${p.file}:${p.line}: ${p.why}`)
      expect(found).toEqual([
        'src/pay.ts:2: no heading #refunds in docs/product/money.md',
        'src/pay.ts:3: no file docs/product/rules.md',
        'src/pay.ts:4: cites a document outside the repository',
        'src/pay.ts:5: names an issue number',
        'src/pay.ts:7: no heading #not-a-heading in docs/product/money.md',
        'docs/product/money.md:8: no file docs/product/rules.md',
      ])
    })
  })
})
