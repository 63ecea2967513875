// `npm run bench`: the figures we quote instead of asserting speed in unit tests: initial JS for
// /home (gzip), the server's cold and warm start, API latency at 50 concurrent clients.
// Results print as a table and go to test-results/bench.json.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { initialJsForHome } from './bundle-size'
import { measureLatency } from './latency'
import { startServer } from './server-process'

const root = resolve(import.meta.dirname, '../..')

if (!process.argv.includes('--no-build')) execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })
const bundle = initialJsForHome(join(root, 'dist'))

const dataDir = mkdtempSync(join(tmpdir(), 'market-bench-'))
const cold = await startServer(root, dataDir)
await cold.stop()
const server = await startServer(root, dataDir)

const login = (await (await fetch(`${server.url}/api/user/login`, {
  method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'demo', password: 'demo1234' }),
})).json()) as { data: { userinfo: { token: string } } }
const token = login.data.userinfo.token

const latency = [
  await measureLatency('GET /api/health', `${server.url}/api/health`),
  await measureLatency('GET /api/user/language_list', `${server.url}/api/user/language_list`),
  await measureLatency('GET /api/user/getUserInfo', `${server.url}/api/user/getUserInfo`, { token }),
  await measureLatency('GET /home (SPA)', `${server.url}/home`),
]
await server.stop()
rmSync(dataDir, { recursive: true, force: true })

const figures = {
  initialJsForHome: { gzipKB: +bundle.gzipKB.toFixed(1), rawKB: +bundle.rawKB.toFixed(1), files: bundle.files.length },
  serverStart: { coldMs: Math.round(cold.startMs), warmMs: Math.round(server.startMs) },
  latency,
}
console.log(`initial JS for /home: ${figures.initialJsForHome.gzipKB} KB gzip (${figures.initialJsForHome.rawKB} KB raw, ${bundle.files.length} files)`)
console.log(`server start: cold ${figures.serverStart.coldMs} ms (migrate + seed), warm ${figures.serverStart.warmMs} ms`)
console.table(latency)
mkdirSync(join(root, 'test-results'), { recursive: true })
writeFileSync(join(root, 'test-results/bench.json'), `${JSON.stringify(figures, null, 2)}\n`)
