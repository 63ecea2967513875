import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { startServer } from './tests/bench/server-process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
const dist = process.argv[2]!
const server = await startServer(process.cwd(), mkdtempSync(join(tmpdir(), 'lh-')), { STATIC_DIR: dist })
const flags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-extensions', '--no-first-run', '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup']
for (const page of process.argv.slice(3)) {
  execFileSync(process.execPath, ['node_modules/lighthouse/cli/index.js', server.url + page, '--only-categories=performance', '--output=json', '--output-path=/tmp/lh.json', '--quiet', `--chrome-flags=${flags.join(' ')}`], { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' } })
  const r = JSON.parse(readFileSync('/tmp/lh.json', 'utf8'))
  const a = r.audits
  console.log(page, r.categories.performance.score, 'lcp', a['largest-contentful-paint'].numericValue, 'tbt', a['total-blocking-time'].numericValue, 'fcp', a['first-contentful-paint'].numericValue)
  console.log(JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.map((i: any) => i.items?.map((x: any) => x.node?.selector ?? x)), null, 0).slice(0, 800))
  console.log('bootup', JSON.stringify(a['bootup-time']?.details?.items?.slice(0, 6).map((i: any) => [i.url.split('/').pop(), Math.round(i.total), Math.round(i.scripting)])))
  console.log('long tasks', JSON.stringify(a['long-tasks']?.details?.items?.slice(0, 8).map((i: any) => [String(i.url).split('/').pop(), Math.round(i.startTime), Math.round(i.duration)])))
  console.log('mainthread', JSON.stringify(a['mainthread-work-breakdown']?.details?.items?.map((i: any) => [i.group, Math.round(i.duration)])))
}
await server.stop()
