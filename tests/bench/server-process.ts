// Starts the real server process on a free port and times it until /api/health answers.
import { spawn, type ChildProcess } from 'node:child_process'
import { freePort } from '../support/free-port'

export interface RunningServer {
  url: string
  startMs: number
  stop(): Promise<void>
}

export async function startServer(root: string, dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const began = performance.now()
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production', ...env },
    stdio: 'ignore',
  })
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited while starting')
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      // not yet listening
    }
    if (performance.now() - began > 120_000) throw new Error('the server did not start in 120 s')
    await new Promise((r) => setTimeout(r, 50))
  }
  const startMs = performance.now() - began
  return {
    url,
    startMs,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done()
        child.once('exit', () => done())
        child.kill('SIGTERM')
      }),
  }
}
