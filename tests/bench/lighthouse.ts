// Lighthouse's mobile preset (simulated slow 4G and 4x CPU slowdown), performance category only,
// against the local bench server with Debian's Chromium (`apt-get install chromium`; CHROME_PATH
// overrides). Runs Lighthouse's own CLI in a child process, one fresh Chromium per run, ~15 s each.
// No network beyond loopback is needed. A page's figure is the median of several runs (a run that
// failed, such as Chromium's NO_NAVSTART, is run again), each noted with the machine's load: the
// simulation scales the CPU time it observes, so a busy or slower machine lowers the score; each run
// also notes Lighthouse's CPU index of the machine (its benchmarkIndex), which moves with the host.
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

export interface LighthouseFigure {
  page: string
  url: string
  /** 0-100; null when the run failed (see error) */
  score: number | null
  fcpMs?: number
  lcpMs?: number
  tbtMs?: number
  cls?: number
  speedIndexMs?: number
  ttiMs?: number
  /** estimated saving of the text-compression audit (ms), when it fails */
  textCompressionSavingsMs?: number
  /** the largest contentful paint's element (a CSS selector) */
  lcpElement?: string
  /** the machine's 1-minute load average when the run started */
  load?: number
  /** Lighthouse's measure of this machine's CPU speed during the run (benchmarkIndex; higher is faster) */
  cpuIndex?: number
  error?: string
}

/** A page's figure: the run with the median score, and every run's score and load. */
export interface LighthouseMedian extends LighthouseFigure {
  runs: (Pick<LighthouseFigure, 'score' | 'cpuIndex' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'error'> & { load: number })[]
}

interface LighthouseReport {
  categories: { performance?: { score: number | null } }
  audits: Record<string, { numericValue?: number; details?: { overallSavingsMs?: number; items?: { type?: string; items?: { node?: { selector?: string } }[] }[] } } | undefined>
  runtimeError?: { code: string; message: string }
  environment?: { benchmarkIndex?: number }
  runWarnings?: string[]
}

// Chromium 156 draws its omnibox popup with WebUI: two renderers of the browser's own per window,
// which share this machine's two cores with the page being measured. Headless has no omnibox.
export const NO_BROWSER_UI = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup'
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-extensions', '--no-first-run', NO_BROWSER_UI]

export function chromePath() {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium'
  return existsSync(path) ? path : null
}

function lighthouseCli() {
  try {
    const require = createRequire(import.meta.url)
    return join(dirname(require.resolve('lighthouse/package.json')), 'cli/index.js')
  } catch {
    return null
  }
}

const loadNow = () => +loadavg()[0]!.toFixed(1)

/**
 * `runs` runs of a page that succeed (a failed one is run again, at most `retries` times in all);
 * the figure is the run with the median score, or the last failure when none succeeded.
 */
export async function lighthouseMedian(page: string, url: string, runs = 3, retries = 3): Promise<LighthouseMedian> {
  const failed = (run: LighthouseFigure) => run.score === null || run.error !== undefined
  const done: LighthouseFigure[] = []
  let retriesLeft = retries
  while (done.filter((run) => !failed(run)).length < runs) {
    const run = await runLighthouse(page, url)
    done.push(run)
    if (failed(run) && retriesLeft-- <= 0) break
  }
  const scored = done.filter((run) => !failed(run)).sort((a, b) => a.score! - b.score!)
  const median = scored[Math.floor((scored.length - 1) / 2)] ?? done[done.length - 1]!
  // Each run's own figures too: on a noisy host one run can fall far from the others, and its
  // metrics say which part fell (the blocking time, or a paint counted late).
  const runsOf = done.map(({ score, load, cpuIndex, fcpMs, lcpMs, tbtMs, error }) => ({ score, load: load ?? loadNow(), cpuIndex, fcpMs, lcpMs, tbtMs, ...(error ? { error } : {}) }))
  return { ...median, runs: runsOf }
}

export async function runLighthouse(page: string, url: string, timeoutMs = 120_000): Promise<LighthouseFigure> {
  const load = loadNow()
  const chrome = chromePath()
  const cli = lighthouseCli()
  if (!chrome) return { page, url, score: null, load, error: 'no Chromium: apt-get install chromium (or set CHROME_PATH)' }
  if (!cli) return { page, url, score: null, load, error: 'lighthouse is not installed (npm install)' }
  const dir = mkdtempSync(join(tmpdir(), 'market-lighthouse-'))
  const output = join(dir, 'report.json')
  try {
    await new Promise<void>((done, fail) => {
      execFile(
        process.execPath,
        [cli, url, '--only-categories=performance', '--output=json', `--output-path=${output}`, '--quiet', `--chrome-flags=${CHROME_FLAGS.join(' ')}`],
        { env: { ...process.env, CHROME_PATH: chrome }, timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024 },
        (error, _stdout, stderr) => (error ? fail(new Error(`${error.message.split('\n')[0]} ${stderr.trim().split('\n').slice(-1)[0] ?? ''}`)) : done()),
      )
    })
    const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport
    const value = (id: string) => {
      const n = report.audits[id]?.numericValue
      return n === undefined ? undefined : Math.round(n)
    }
    const score = report.categories.performance?.score
    const lcpTable = report.audits['largest-contentful-paint-element']?.details?.items?.find((item) => item.items?.[0]?.node)
    return {
      page,
      url,
      score: score === null || score === undefined ? null : Math.round(score * 100),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: report.audits['cumulative-layout-shift']?.numericValue !== undefined ? +report.audits['cumulative-layout-shift']!.numericValue!.toFixed(3) : undefined,
      speedIndexMs: value('speed-index'),
      ttiMs: value('interactive'),
      textCompressionSavingsMs: report.audits['uses-text-compression']?.details?.overallSavingsMs,
      lcpElement: lcpTable?.items?.[0]?.node?.selector,
      load,
      cpuIndex: report.environment?.benchmarkIndex !== undefined ? Math.round(report.environment.benchmarkIndex) : undefined,
      error: report.runtimeError ? `${report.runtimeError.code}: ${report.runtimeError.message}` : undefined,
    }
  } catch (error) {
    return { page, url, score: null, load, error: (error as Error).message }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
