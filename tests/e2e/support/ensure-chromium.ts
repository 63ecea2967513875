// Debian's Chromium, which the browser tests drive: installed when it is missing and we are root
// (as on a fresh CI machine), else a plain refusal that says how to install it.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return
  const asRoot = process.getuid?.() === 0
  if (!asRoot) throw new Error(`Chromium is missing at ${CHROMIUM_PATH}: install it with 'apt-get install -y chromium'`)
  console.log('[e2e] installing Debian chromium (apt-get install -y chromium)')
  execFileSync('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk fonts-thai-tlwg'], { stdio: 'inherit' })
}
