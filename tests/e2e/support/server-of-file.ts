// The server a browser test file has to itself while it runs: the global setup starts one per
// worker the project may run at once, and a file claims a free one (a folder made in one step, so
// two files never claim the same server), giving it back when it ends. Not by Vitest's worker
// number: a claim holds whatever the pool does with its workers.
import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, inject } from 'vitest'
import type { BrowserTestServer } from './server-process'

/** How long a file waits for a server a finished file has not given back yet. */
const CLAIM_DEADLINE_MS = 10 * 60_000

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)

function tryClaim(claim: string): boolean {
  try {
    mkdirSync(claim)
    return true
  } catch {
    return false
  }
}

let mine: BrowserTestServer | undefined

export function serverOfThisFile(): BrowserTestServer {
  if (mine) return mine
  const servers = inject('servers')
  const claimsDir = inject('serverClaimsDir')
  const deadline = Date.now() + CLAIM_DEADLINE_MS
  for (;;) {
    const index = servers.findIndex((_, i) => tryClaim(join(claimsDir, String(i))))
    if (index >= 0) {
      const claim = join(claimsDir, String(index))
      const release = () => rmSync(claim, { recursive: true, force: true })
      afterAll(release)
      process.once('exit', release)
      mine = servers[index]!
      return mine
    }
    if (Date.now() > deadline) throw new Error(`no free test server in ${CLAIM_DEADLINE_MS / 60_000} min: ${servers.length} servers, all claimed (${claimsDir})`)
    pause(200)
  }
}
