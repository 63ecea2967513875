// `npm test`: the generated docs must be fresh, the type checker and the lint clean (the lint holds
// the direction of imports between the layers), then every Vitest project (unit, api, views, e2e)
// runs; the run ends with one plain line "N passed, N failed" for CI. Extra arguments go to Vitest
// (e.g. `npm test -- --project api` runs only the API tests, without the checks before them).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const args = process.argv.slice(2)
const onlySome = args.some((a) => a.startsWith('--project') || !a.startsWith('-'))

function run(command: string, commandArgs: string[]) {
  return spawnSync(command, commandArgs, { stdio: 'inherit', env: process.env }).status ?? 1
}

const checks: Array<[string, string]> = [
  ['docs:check', 'Generated docs are stale: run `npm run docs` and commit the result.'],
  ['typecheck', 'The type checker found errors: `npm run typecheck` lists them.'],
  ['lint', 'The lint found problems: `npm run lint` lists them, each with its reason.'],
]
for (const [script, failure] of onlySome ? [] : checks) {
  if (run('npm', ['run', '--silent', script]) !== 0) {
    console.error(failure)
    process.exit(1)
  }
}

const reportDir = mkdtempSync(join(tmpdir(), 'vitest-report-'))
const reportFile = join(reportDir, 'report.json')
const status = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...args])

let passed = 0
let failed = 0
let skipped = 0
try {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }
  passed = report.numPassedTests
  failed = report.numFailedTests
  skipped = report.numPendingTests + report.numTodoTests
} catch {
  failed = Math.max(failed, 1)
}
rmSync(reportDir, { recursive: true, force: true })
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
// Vitest also fails a run for errors outside any test (an unhandled rejection): say so plainly.
if (status !== 0 && failed === 0) console.log('Vitest reported errors outside the tests: see "Errors" and "Unhandled" above.')
process.exit(status !== 0 || failed > 0 || passed === 0 ? 1 : 0)
