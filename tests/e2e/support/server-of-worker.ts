// The server a browser test file uses: its worker's own (the global setup starts one per worker
// the project may run at once; Vitest numbers the workers running at one time 1..maxWorkers).
import { inject } from 'vitest'
import type { BrowserTestServer } from './server-process'

export function serverOfThisWorker(): BrowserTestServer {
  const servers = inject('servers')
  const worker = Number(process.env.VITEST_POOL_ID ?? '1')
  return servers[(worker - 1) % servers.length]!
}
