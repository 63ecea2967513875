// The real server as a process of its own, on a free port over a fresh embedded database (demo
// data), serving a given build: what the browser tests open.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { freePort } from '../../support/free-port'

const root = resolve(import.meta.dirname, '../../..')

// The server's start is waited on, not timed: on a loaded two-core host compiling it (tsx) alone
// can take more than a minute. The deadline only stops a server that will never answer.
const SERVER_START_DEADLINE_MS = 5 * 60_000

/** One server the browser tests use: where it answers and the folder its data (mail, uploads) is in. */
export interface BrowserTestServer {
  baseURL: string
  dataDir: string
}

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

/** Starts a server on the build in `staticDir`; answers it once healthy, with the way to stop it. */
export async function startServerProcess(staticDir: string): Promise<{ server: BrowserTestServer; stop: () => Promise<void> }> {
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
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  const baseURL = `http://127.0.0.1:${port}`
  // A server that never became healthy is stopped, not left behind without its tests.
  await waitForHealth(baseURL, child, () => output).catch(async (error: unknown) => {
    await stop()
    throw error
  })
  return { server: { baseURL, dataDir }, stop }
}
