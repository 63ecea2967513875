// `npm test`: the generated docs must be fresh, the type checker and the lint clean (the lint holds
// the direction of imports between the layers; the three run while the apps build), then every
// Vitest project runs; the run ends with one plain line "N passed, N failed" for CI. Extra arguments
// go to one Vitest run as they are (e.g. `npm test -- --project api` runs only the API tests, without
// the checks before them).
//
// One build of the apps serves every browser project (E2E_STATIC_DIR). Vitest runs the unit, API
// and view files and the machines' browser paths (on a server of their own) first, then the
// journeys (project e2e), two files at a time, each on a server it has to itself: a journey may
// change what its server shares, and a journey beside busy workers was seen to stall (docs/decisions.md,
// "The suite's time on two cores"). Once the browser paths have filed their screens, the atlas is
// built from them and its test runs (e2e-atlas).
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from './e2e/support/build-app'
import { ensureChromium } from './e2e/support/ensure-chromium'

const args = process.argv.slice(2)
const onlySome = args.some((a) => a.startsWith('--project') || !a.startsWith('-'))

function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command, commandArgs, { stdio: 'inherit', env })
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)))
    child.on('error', () => done(1))
  })
}

const checks: Array<[string, string]> = [
  ['docs:check', 'Generated docs are stale: run `npm run docs` and commit the result.'],
  ['typecheck', 'The type checker found errors: `npm run typecheck` lists them.'],
  ['lint', 'The lint found problems: `npm run lint` lists them, each with its reason.'],
]
/** The checks at once, while the apps build (each check is mostly one core); answers what failed. */
async function failedChecks(): Promise<string[]> {
  const statuses = await Promise.all(checks.map(([script]) => run('npm', ['run', '--silent', script])))
  return checks.filter((_, i) => statuses[i] !== 0).map(([, failure]) => failure)
}

interface Tally {
  passed: number
  failed: number
  skipped: number
}

const reportDir = mkdtempSync(join(tmpdir(), 'vitest-report-'))

/** One Vitest run with its own JSON report; its tally, or a failure when it wrote none. */
async function vitest(name: string, vitestArgs: string[], env: NodeJS.ProcessEnv = process.env): Promise<{ status: number; tally: Tally }> {
  const reportFile = join(reportDir, `${name}.json`)
  const status = await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...vitestArgs], env)
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }
    return { status, tally: { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests } }
  } catch {
    return { status, tally: { passed: 0, failed: 1, skipped: 0 } }
  }
}

/**
 * The analysts' atlas built from the screens this run's browser paths filed (English), then its
 * test: every state shows a screen or a listed reason, every path its storyboard.
 */
async function atlasOfThisRun(env: NodeJS.ProcessEnv) {
  const built = await run('npx', ['tsx', 'src/tools/build-atlas.ts', '--no-run'], env)
  if (built !== 0) return { status: built, tally: { passed: 0, failed: 1, skipped: 0 } }
  return vitest('atlas', ['--project', 'e2e-atlas', ...args], env)
}

let runs: Array<{ status: number; tally: Tally }>
if (onlySome) {
  runs = [await vitest('some', args)]
} else {
  ensureChromium()
  const checking = failedChecks()
  // Synchronous: the checks' processes run on meanwhile, and are heard once it is done.
  const staticDir = buildApp()
  const failures = await checking
  if (failures.length > 0) {
    for (const failure of failures) console.error(failure)
    rmSync(staticDir, { recursive: true, force: true })
    process.exit(1)
  }
  const env = { ...process.env, E2E_STATIC_DIR: staticDir }
  try {
    runs = [await vitest('all', ['--project', '!e2e-atlas', ...args], env)]
    runs.push(await atlasOfThisRun(env))
  } finally {
    rmSync(staticDir, { recursive: true, force: true })
  }
}
rmSync(reportDir, { recursive: true, force: true })

const total = runs.reduce((sum, { tally }) => ({ passed: sum.passed + tally.passed, failed: sum.failed + tally.failed, skipped: sum.skipped + tally.skipped }), { passed: 0, failed: 0, skipped: 0 })
const status = runs.some((r) => r.status !== 0) ? 1 : 0
console.log(`\nTests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
// Vitest also fails a run for errors outside any test (an unhandled rejection): say so plainly.
if (status !== 0 && total.failed === 0) console.log('Vitest reported errors outside the tests: see "Errors" and "Unhandled" above.')
process.exit(status !== 0 || total.failed > 0 || total.passed === 0 ? 1 : 0)
