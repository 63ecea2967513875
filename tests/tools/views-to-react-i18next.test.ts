// The codemod that has views take useTranslation and Trans from react-i18next: what it rewrites, what
// it leaves, that a second run changes nothing, and that no view of the apps is left to convert.
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { convertFiles, convertImports } from '../../src/tools/views-to-react-i18next'

const root = resolve(import.meta.dirname, '../..')
const view = resolve(root, 'src/app/views/me/some-page.tsx')

describe('convertImports', () => {
  it('moves useTranslation to react-i18next in place of the old import, keeping the rest from src/ui/i18n', () => {
    const code = "import { useEffect } from 'react'\nimport { switchLanguage, t as translate, useTranslation } from '../../../ui/i18n'\nimport { Page } from '../common/page'\n"
    expect(convertImports(code, view)).toBe(
      "import { useEffect } from 'react'\nimport { useTranslation } from 'react-i18next'\nimport { switchLanguage, t as translate } from '../../../ui/i18n'\nimport { Page } from '../common/page'\n",
    )
  })

  it('replaces an import of useTranslation alone, and merges into an import of react-i18next the file has', () => {
    expect(convertImports("import { useTranslation } from '../../../ui/i18n'\nx()\n", view)).toBe("import { useTranslation } from 'react-i18next'\nx()\n")
    const withOwn = "import { Trans } from 'react-i18next'\nimport {\n  useTranslation,\n} from '../../../ui/i18n'\nx()\n"
    expect(convertImports(withOwn, view)).toBe("import { Trans, useTranslation } from 'react-i18next'\nx()\n")
  })

  it('leaves other modules named i18n, type imports, and converted files alone', () => {
    const others = "import { useTranslation } from '../../server/i18n'\nimport type { TextFile } from '../../../ui/i18n'\nimport { t } from '../../../ui/i18n'\n"
    expect(convertImports(others, view)).toBe(others)
    const once = convertImports("import { t, useTranslation } from '../../../ui/i18n'\n", view)
    expect(convertImports(once, view)).toBe(once)
  })
})

describe('the apps and src/ui', () => {
  it('import useTranslation and Trans from react-i18next only (run `npx tsx src/tools/views-to-react-i18next.ts` after a merge)', () => {
    const left = convertFiles(['src/app', 'src/console', 'src/ui'].map((dir) => resolve(root, dir)), false)
    expect(left.map((file) => file.slice(root.length + 1))).toEqual([])
  })
})
