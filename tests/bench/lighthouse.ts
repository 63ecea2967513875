// Lighthouse's mobile preset (simulated slow 4G and 4x CPU slowdown), performance category only,
// against the local bench server with Debian's Chromium (`apt-get install chromium`; CHROME_PATH
// overrides). Runs Lighthouse's own CLI in a child process, one fresh Chromium per page, ~15 s each.
// No network beyond loopback is needed.
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
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
  error?: string
}

interface LighthouseReport {
  categories: { performance?: { score: number | null } }
  audits: Record<string, { numericValue?: number; details?: { overallSavingsMs?: number } } | undefined>
  runtimeError?: { code: string; message: string }
  runWarnings?: string[]
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-extensions', '--no-first-run']

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

export async function runLighthouse(page: string, url: string, timeoutMs = 120_000): Promise<LighthouseFigure> {
  const chrome = chromePath()
  const cli = lighthouseCli()
  if (!chrome) return { page, url, score: null, error: 'no Chromium: apt-get install chromium (or set CHROME_PATH)' }
  if (!cli) return { page, url, score: null, error: 'lighthouse is not installed (npm install)' }
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
      error: report.runtimeError ? `${report.runtimeError.code}: ${report.runtimeError.message}` : undefined,
    }
  } catch (error) {
    return { page, url, score: null, error: (error as Error).message }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
