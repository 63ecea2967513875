// Debian's Chromium in its headless build (the package chromium-headless-shell: the same browser
// without the desktop browser's interface, which a headless window still ran; the browser tests
// take a third less time on it), which the browser tests drive: installed when it is missing and
// we are root (as on a fresh CI machine), else a plain refusal that says how to install it.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'

const PACKAGES = 'chromium-headless-shell fonts-noto-cjk fonts-thai-tlwg'

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return
  const asRoot = process.getuid?.() === 0
  if (!asRoot) throw new Error(`Chromium is missing at ${CHROMIUM_PATH}: install it with 'apt-get install -y ${PACKAGES}'`)
  console.log(`[e2e] installing Debian's Chromium (apt-get install -y ${PACKAGES})`)
  execFileSync('bash', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${PACKAGES}`], { stdio: 'inherit' })
}
