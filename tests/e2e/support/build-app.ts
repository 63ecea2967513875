// The two apps built for the browser tests, into a new folder of their own (a second run at the same
// time, or `npm start`, keeps dist/ to itself), as production builds: under Vitest NODE_ENV is
// `test`, which would build React's development bundle.
import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../../..')

/** Builds the apps; answers the folder the server is to serve. */
export function buildApp(): string {
  const staticDir = mkdtempSync(join(tmpdir(), 'market-e2e-dist-'))
  const { VITEST: _underVitest, ...env } = process.env
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', staticDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit', env: { ...env, NODE_ENV: 'production' } })
  return staticDir
}
