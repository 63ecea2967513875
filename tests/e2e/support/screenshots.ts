// Screenshots of what a person sees, kept under test-results/screenshots for a human to look at.
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Page } from 'playwright-core'

const dir = resolve(import.meta.dirname, '../../../test-results/screenshots')

export async function snap(page: Page, name: string) {
  mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: false })
}
