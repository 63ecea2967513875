// The screens of the analysts' atlas, taken by the browser paths that test the machines: after each
// step of a generated path, the page as a person sees it, filed under the machine, the path, the
// step and the states the machine is in, in the language the run used. `npm run atlas` reads the
// folder (one PNG per shot and one JSON line per shot in shots.jsonl) and builds the storyboards.
import { createHash } from 'node:crypto'
import { appendFileSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Page } from 'playwright-core'

export interface AtlasShot {
  machine: string
  /** The generated path's id (its description, as the runner names the test). */
  path: string
  /** 0 for the screen before the first event; n after the path's n-th step. */
  step: number
  /** The event that led here (its type and data as the path carries them); null before the first. */
  event: { type: string; [data: string]: unknown } | null
  /** The machine's state ids after this step (what the driver checked on the screen). */
  states: string[]
  surface: 'storefront' | 'console'
  lang: string
}

/** Where the shots go: ATLAS_SHOTS_DIR, else test-results/atlas-shots. */
export const atlasShotsDir = resolve(process.env.ATLAS_SHOTS_DIR ?? resolve(import.meta.dirname, '../../../test-results/atlas-shots'))

/** Whether this run files its screens for the atlas (off with ATLAS_SHOTS=0). */
export const takingAtlasShots = process.env.ATLAS_SHOTS !== '0'

// A path's id cut to a readable length, then a hash of the whole id: the variants of one path
// (" (as a shopper on /cardTopUp)", " (as a shopper on /walletTopUp)") differ only past the cut.
function fileNameOf(shot: AtlasShot): string {
  const safe = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '')
  const id = `${safe(shot.path).slice(0, 80)}-${createHash('sha256').update(shot.path).digest('hex').slice(0, 8)}`
  return `${safe(shot.machine)}/${shot.lang}/${id}--${String(shot.step).padStart(2, '0')}.png`
}

export async function takeAtlasShot(page: Page, shot: AtlasShot): Promise<void> {
  if (!takingAtlasShots) return
  const file = fileNameOf(shot)
  mkdirSync(join(atlasShotsDir, shot.machine, shot.lang), { recursive: true })
  // In CSS pixels: the phone's screen is 390x844 as the atlas shows it, not the 780x1688 of its
  // device scale (four times the pixels to encode, at every step of every path).
  await page.screenshot({ path: join(atlasShotsDir, file), fullPage: false, animations: 'disabled', scale: 'css' })
  appendFileSync(join(atlasShotsDir, 'shots.jsonl'), `${JSON.stringify({ ...shot, file })}\n`)
}
