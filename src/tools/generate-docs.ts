// `npm run docs`: rebuilds docs/statecharts/* (diagram, page, index per machine),
// docs/openapi.json and the storefront's number and date formats (src/ui/format/locale-formats.ts).
// `npm run docs:check` (--check) writes nothing and fails when any is stale.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { descriptionProblems } from './statecharts/descriptions'
import { ATLAS_DIR } from './statecharts/atlas/site'
import { buildDocs, STATECHARTS_DIR } from './statecharts/docs'
import { loadMachines } from './statecharts/load-machines'
import { LOCALE_FORMATS_FILE, localeFormatsSource } from './locale-formats'

const root = fileURLToPath(new URL('../../', import.meta.url))

async function readOrNull(file: string): Promise<string | null> {
  return readFile(join(root, file), 'utf8').catch(() => null)
}

/** Generated-looking files of docs/statecharts and docs/atlas that no machine produces any more. */
async function staleFiles(expected: Map<string, string>): Promise<string[]> {
  const found: string[] = []
  for (const [dir, pattern] of [[STATECHARTS_DIR, /\.(md|svg)$/], [ATLAS_DIR, /\.html$/]] as const) {
    const entries = await readdir(join(root, dir)).catch(() => [] as string[])
    found.push(...entries.filter((entry) => pattern.test(entry)).map((entry) => `${dir}/${entry}`))
  }
  return found.filter((file) => !expected.has(file)).sort()
}

async function main(check: boolean): Promise<number> {
  const started = performance.now()
  const machines = await loadMachines()
  // Every state, event, guard and action says what it means in plain words, or nothing is written.
  const missing = machines.flatMap(descriptionProblems)
  if (missing.length) {
    console.error(`${missing.join('\n')}\n\nEvery state, event, guard and action needs a description in plain words (see machines/descriptions.ts).`)
    return 1
  }
  const files = await buildDocs(machines)
  files.set(LOCALE_FORMATS_FILE, localeFormatsSource())
  const changed: string[] = []
  for (const [file, content] of files) {
    const current = await readOrNull(file)
    if (current === content) continue
    changed.push(`${current === null ? 'missing' : 'stale'}: ${file}`)
    if (!check) {
      await mkdir(dirname(join(root, file)), { recursive: true })
      await writeFile(join(root, file), content)
    }
  }
  for (const file of await staleFiles(files)) {
    changed.push(`no longer generated: ${file}`)
    if (!check) await rm(join(root, file))
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  if (check) {
    if (!changed.length) {
      console.log(`docs are up to date (${files.size} files, ${seconds} s)`)
      return 0
    }
    console.error(`${changed.join('\n')}\n\nGenerated docs are out of date: run \`npm run docs\` and commit the result.`)
    return 1
  }
  for (const line of changed) console.log(line.startsWith('no longer') ? `removed (${line})` : `wrote (${line})`)
  console.log(`${changed.length} of ${files.size} generated files changed, in ${seconds} s`)
  return 0
}

try {
  process.exitCode = await main(process.argv.includes('--check'))
} catch (error) {
  // A malformed machine file: its message names the file and the broken convention.
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
