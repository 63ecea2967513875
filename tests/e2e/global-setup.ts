// Before the browser tests: Debian's Chromium present (installed when we are root and it is not),
// the app built, and the real server started over a fresh embedded database: one server for each
// worker the project may run at once (`serversPerProject`, one unless the project provides more),
// so files that run side by side never share what a file may change (a setting, the demo shop).
// A test file claims a free one for itself with `serverOfThisFile()`.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { ensureChromium } from './support/ensure-chromium'
import { buildApp } from './support/build-app'
import { startServerProcess, type BrowserTestServer } from './support/server-process'

export default async function setup(project: TestProject) {
  ensureChromium()
  // A build made for this run (E2E_STATIC_DIR: `npm test` builds once for every browser project)
  // or one of its own, in a folder of its own: a second run at the same time (or `npm start`)
  // keeps dist/ to itself.
  const givenBuild = process.env.E2E_STATIC_DIR
  const staticDir = givenBuild ?? buildApp()
  const count = Math.max(1, project.config.provide?.serversPerProject ?? 1)
  const started = await Promise.allSettled(Array.from({ length: count }, () => startServerProcess(staticDir)))
  const claimsDir = mkdtempSync(join(tmpdir(), 'market-e2e-claims-'))
  const stopAll = async () => {
    await Promise.all(started.map((s) => (s.status === 'fulfilled' ? s.value.stop() : undefined)))
    rmSync(claimsDir, { recursive: true, force: true })
    if (!givenBuild) rmSync(staticDir, { recursive: true, force: true })
  }
  const failed = started.find((s) => s.status === 'rejected')
  if (failed) {
    await stopAll()
    throw failed.reason
  }
  project.provide('servers', started.map((s) => (s as PromiseFulfilledResult<{ server: BrowserTestServer }>).value.server))
  project.provide('serverClaimsDir', claimsDir)
  project.provide('staticDir', staticDir)
  return stopAll
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** How many servers the project's global setup starts: one per worker it may run at once. */
    serversPerProject: number
    /** The servers started for the project, one per worker. */
    servers: BrowserTestServer[]
    /** Where a test file claims a server for itself (one folder per claimed server). */
    serverClaimsDir: string
    /** The build the servers serve (its .vite/manifest.json names each app's chunks). */
    staticDir: string
  }
}
