// `npm run atlas`: the analysts' atlas (docs/atlas/) with the real screens. Runs the browser paths
// of the model tests (tests/e2e/model-paths.test.ts builds the app and starts the real server) for
// the machines and languages asked, files their screens in test-results/atlas-shots (kept between
// runs: a run replaces only what it ran), then writes the site and copies the screens beside it.
//   npm run atlas                                        every machine, in English
//   npm run atlas -- --machines checkout-pay,withdrawal --langs en,vi
//   npm run atlas -- --langs all                         the six languages
//   npm run atlas -- --no-run                            the site from the screens already filed
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ATLAS_LANGS } from './statecharts/atlas/pages'
import { stepKey } from './statecharts/atlas/model'
import { ATLAS_DIR, atlasFiles } from './statecharts/atlas/site'
import { describeMachine } from './statecharts/docs'
import { loadMachines } from './statecharts/load-machines'

const root = fileURLToPath(new URL('../../', import.meta.url))
const STORE = join(root, 'test-results/atlas-shots')
const COVERAGE = join(root, 'test-results/coverage')

interface ShotLine {
  machine: string
  path: string
  step: number
  event: { type: string } | null
  states: string[]
  surface: 'storefront' | 'console'
  lang: string
  file: string
}

function option(name: string): string[] | null {
  const index = process.argv.indexOf(`--${name}`)
  if (index < 0) return null
  return (process.argv[index + 1] ?? '').split(',').map((part) => part.trim()).filter(Boolean)
}

function readShots(dir: string): ShotLine[] {
  const file = join(dir, 'shots.jsonl')
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as ShotLine)
}

/** One browser run of the model paths in one language; its shots replace those it ran in the store. */
function runBrowserPaths(machines: string[] | null, lang: string): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'atlas-shots-'))
  console.log(`[atlas] browser paths of ${machines?.join(', ') ?? 'every machine'} in ${lang}`)
  const status = spawnSync('npx', ['vitest', 'run', '--project', 'browser-paths'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, MODEL_PATHS_LANG: lang, ATLAS_SHOTS_DIR: dir, ...(machines ? { MODEL_PATHS_MACHINES: machines.join(',') } : {}) },
  }).status
  const fresh = readShots(dir)
  const ran = (shot: ShotLine) => shot.lang === lang && (!machines || machines.includes(shot.machine))
  const kept = readShots(STORE).filter((shot) => !ran(shot))
  mkdirSync(STORE, { recursive: true })
  for (const shot of fresh) {
    mkdirSync(dirname(join(STORE, shot.file)), { recursive: true })
    copyFileSync(join(dir, shot.file), join(STORE, shot.file))
  }
  writeFileSync(join(STORE, 'shots.jsonl'), [...kept, ...fresh].map((shot) => JSON.stringify(shot)).join('\n') + '\n')
  rmSync(dir, { recursive: true, force: true })
  return status === 0
}

/** The shots by machine and language, each with the key of the step it shows (see stepKey). */
function shotsIndex(shots: ShotLine[]) {
  const runs = new Map<string, ShotLine[]>()
  for (const shot of shots) {
    const run = `${shot.machine}\n${shot.lang}\n${shot.path}`
    runs.set(run, [...(runs.get(run) ?? []).filter((other) => other.step !== shot.step), shot])
  }
  const index: Record<string, Record<string, Array<Omit<ShotLine, 'event' | 'machine' | 'lang'> & { key: string }>>> = {}
  for (const run of runs.values()) {
    run.sort((a, b) => a.step - b.step)
    const start = run.find((shot) => shot.step === 0)
    if (!start) continue
    run.forEach((shot, position) => {
      // A step without its screen before it (a failed run) keys nothing after it.
      if (run.slice(0, position + 1).some((earlier, i) => earlier.step !== i)) return
      const events = run.slice(1, position + 1).map((earlier) => earlier.event)
      const byLang = (index[shot.machine] ??= {})
      ;(byLang[shot.lang] ??= []).push({ path: shot.path, step: shot.step, states: shot.states, surface: shot.surface, file: shot.file, key: stepKey(start.states, events) })
    })
  }
  return index
}

function readMeasured(): Record<string, unknown> {
  const measured: Record<string, unknown> = {}
  for (const layer of ['machine', 'view', 'browser']) {
    const file = join(COVERAGE, `${layer}.json`)
    if (existsSync(file)) measured[layer] = JSON.parse(readFileSync(file, 'utf8'))
  }
  return measured
}

async function main(): Promise<number> {
  const machines = option('machines')
  const asked = option('langs') ?? ['en']
  const langs = asked.includes('all') ? [...ATLAS_LANGS] : asked
  const unknown = langs.filter((lang) => !(ATLAS_LANGS as readonly string[]).includes(lang))
  if (unknown.length) throw new Error(`unknown language ${unknown.join(', ')}: one of ${ATLAS_LANGS.join(', ')}`)
  const loaded = await loadMachines()
  const missing = (machines ?? []).filter((name) => !loaded.some((machine) => machine.name === name))
  if (missing.length) throw new Error(`no machine ${missing.join(', ')} in machines/`)
  let passed = true
  if (!process.argv.includes('--no-run')) for (const lang of langs) passed = runBrowserPaths(machines, lang) && passed

  for (const [file, content] of await atlasFiles(loaded.map(describeMachine))) {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), content)
  }
  const out = join(root, ATLAS_DIR, 'shots')
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  const shots = readShots(STORE).filter((shot) => existsSync(join(STORE, shot.file)))
  for (const shot of shots) {
    mkdirSync(dirname(join(out, shot.file)), { recursive: true })
    copyFileSync(join(STORE, shot.file), join(out, shot.file))
  }
  writeFileSync(join(out, 'index.js'), `window.ATLAS_SHOTS = ${JSON.stringify(shotsIndex(shots))}\n`)
  writeFileSync(join(out, 'measured.js'), `window.ATLAS_MEASURED = ${JSON.stringify(readMeasured())}\n`)
  console.log(`[atlas] ${shots.length} screens; open ${join(ATLAS_DIR, 'index.html')} or /atlas on the server`)
  if (!passed) console.error('[atlas] some browser paths failed: their screens stop at the failing step')
  return passed ? 0 : 1
}

try {
  process.exitCode = await main()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
