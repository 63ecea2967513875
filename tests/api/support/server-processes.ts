// Real server processes (`tsx src/server/main.ts`) for the fleet test: each on its own port with its
// own DATA_DIR, all on one PostgreSQL database; their output kept for the failure message.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { freePort } from '../../support/free-port'

const root = resolve(import.meta.dirname, '../../..')

export interface ServerProcess {
  name: string
  url: string
  /** Everything it printed so far. */
  output(): string
  readonly exited: boolean
  /** Ends it: SIGTERM closes it cleanly, SIGKILL is a crash. Resolves once it is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>
  /** Sends a signal that does not end it (SIGUSR2: it prints its database round trips). */
  signal(signal: NodeJS.Signals): void
}

export async function startServerProcess(name: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), `market-${name}-`))
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, VITEST: '', PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-build'), LOG_REQUESTS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const gone = new Promise<void>((done) => child.once('exit', () => done()))
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    get exited() {
      return child.exitCode !== null || child.signalCode !== null
    },
    signal(signal) {
      child.kill(signal)
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      await gone
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Waits until every process answers /api/health, or one exits (then throws with its output). */
export async function waitUntilHealthy(processes: ServerProcess[], deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs
  const pending = new Set(processes)
  while (pending.size > 0) {
    for (const process of [...pending]) {
      if (process.exited) throw new Error(`${process.name} exited while starting:\n${process.output()}`)
      const healthy = await fetch(`${process.url}/api/health`).then((res) => res.ok, () => false)
      if (healthy) pending.delete(process)
    }
    if (pending.size === 0) break
    if (Date.now() > deadline) throw new Error(`not healthy within ${deadlineMs} ms: ${[...pending].map((p) => `${p.name}:\n${p.output()}`).join('\n')}`)
    await new Promise((done) => setTimeout(done, 100))
  }
}
