// Before the browser tests: Debian's Chromium present (installed when we are root and it is not),
// the app built, and the real server started on a free port over a fresh embedded database.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { freePort } from '../support/free-port'
import { ensureChromium } from './support/ensure-chromium'
import { buildApp } from './support/build-app'

const root = resolve(import.meta.dirname, '../..')

// The server's start is waited on, not timed: on a loaded two-core host compiling it (tsx) alone
// can take more than a minute. The deadline only stops a server that will never answer.
const SERVER_START_DEADLINE_MS = 5 * 60_000

async function waitForHealth(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + SERVER_START_DEADLINE_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`)
    try {
      const res = await fetch(`${url}/api/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`server did not become healthy:\n${log()}`)
}

export default async function setup(project: TestProject) {
  ensureChromium()
  // A build made for this run (E2E_STATIC_DIR: `npm test` builds once for its two Vitest
  // processes) or one of its own, in a folder of its own: a second run at the same time (or
  // `npm start`) keeps dist/ to itself.
  const givenBuild = process.env.E2E_STATIC_DIR
  const staticDir = givenBuild ?? buildApp()
  const dataDir = mkdtempSync(join(tmpdir(), 'market-e2e-'))
  const port = await freePort()
  let output = ''
  // node itself, not npx: SIGTERM must reach the server, or it outlives the tests.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: staticDir, DATABASE_URL: '', DEMO: '1', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const baseURL = `http://127.0.0.1:${port}`
  // A server that never became healthy is stopped, not left behind without its tests.
  await waitForHealth(baseURL, child, () => output).catch((error: unknown) => {
    child.kill('SIGTERM')
    throw error
  })
  project.provide('baseURL', baseURL)
  project.provide('dataDir', dataDir)
  project.provide('staticDir', staticDir)
  return async () => {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
    rmSync(dataDir, { recursive: true, force: true })
    if (!givenBuild) rmSync(staticDir, { recursive: true, force: true })
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    dataDir: string
    /** The build the server serves (its .vite/manifest.json names each app's chunks). */
    staticDir: string
  }
}
