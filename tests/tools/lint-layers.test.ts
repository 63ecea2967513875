// The lint's boundary rule holds the arrows of docs/architecture.md: each import below is linted as
// if it stood in a file of the named layer, and is refused (with its reason) or let through.
import { resolve } from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
let eslint: ESLint

// ESLint loads its parser and plugins with the first file: seconds on a loaded machine, so the
// first lint is done here, where the time it takes fails nothing.
const LOADING_MS = 120_000
const ONE_LINT_MS = 30_000

beforeAll(async () => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: resolve(root, 'src/tools/eslint.config.js') })
  await eslint.lintText('export {}\n', { filePath: resolve(root, 'src/ui/probe.ts') })
}, LOADING_MS)

/** The boundary rule's messages for one import written in a file at `file` (which need not exist). */
async function boundaryMessages(file: string, specifier: string) {
  const code = `import * as imported from '${specifier}'\nexport const used = imported\n`
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) })
  return result.messages.filter((message) => message.ruleId === 'boundaries/dependencies').map((message) => message.message)
}

describe('the direction of imports', () => {
  it.each([
    ['src/console/views/probe.ts', '../../app/router', 'never the storefront'],
    ['src/app/views/probe.ts', '../../console/router', 'never the console'],
    ['src/ui/probe.ts', '../app/router', 'never an app'],
    ['src/ui/probe.ts', '../console/runtime', 'never an app'],
    ['src/server/probe.ts', '../ui/i18n', 'never a browser module'],
    ['src/server/probe.ts', '../client/http-client', 'never a browser module'],
    ['src/server/probe.ts', 'react', 'a browser package'],
    ['machines/probe.ts', '../src/ui/i18n', 'may import the contract'],
    ['machines/probe.ts', '@xstate/react', 'import only xstate and zod'],
    ['src/contract/probe.ts', '../../machines/session.machine', 'depends on nothing of ours'],
    ['src/client/probe.ts', '../../machines/session.machine', 'knows the contract and nothing above it'],
    ['src/app/probe.ts', 'node:fs', 'runs in the browser'],
    ['src/tools/probe.ts', '../app/router', 'never an app'],
  ])('%s may not import %s', async (file, specifier, reason) => {
    const messages = await boundaryMessages(file, specifier)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toContain(reason)
  }, ONE_LINT_MS)

  it.each([
    ['src/console/views/probe.ts', '../../ui/i18n'],
    ['src/app/views/probe.ts', '../../ui/format/money'],
    ['src/app/probe.ts', '../../machines/session.machine'],
    ['src/ui/probe.ts', '../client/http-client'],
    ['src/ui/probe.ts', '../../machines/withdrawal.machine'],
    ['src/server/probe.ts', '../../machines/order-status.machine'],
    ['src/server/probe.ts', '../contract/calls'],
    ['machines/probe.ts', '../src/contract/fields'],
    ['machines/probe.ts', 'xstate'],
    ['src/contract/probe.ts', 'zod'],
    ['tests/probe.ts', '../src/app/router'],
    ['tests/probe.ts', '../src/console/router'],
    ['tests/probe.ts', '../src/server/app'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await boundaryMessages(file, specifier)).toEqual([])
  }, ONE_LINT_MS)
})
