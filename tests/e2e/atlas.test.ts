// The analysts' atlas as the server serves it (/atlas, docs/atlas/ as `npm run docs` and
// `npm run atlas` last built it), read in Chromium: every state of every machine shows at least one
// English screen or says why a browser cannot reach it; every generated path has its storyboard;
// no diagram draws an edge through a box (from the layout's coordinates in the page); every state,
// event, guard and action has its words.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import { edgesThroughNodes } from '../../src/tools/statecharts/atlas/edges-through-nodes'
import type { MachineLayout } from '../../src/tools/statecharts/atlas/layout'
import { descriptionProblems } from '../../src/tools/statecharts/descriptions'
import { describeMachine } from '../../src/tools/statecharts/docs'
import { loadMachines } from '../../src/tools/statecharts/load-machines'
import { useBrowser } from './support/browser'

const { baseURL } = serverOfThisFile()
const browser = useBrowser()
const machines = await loadMachines()
const SHOTS_INDEX = resolve(import.meta.dirname, '../../docs/atlas/shots/index.js')

interface PageReading {
  layout: MachineLayout
  stories: string[]
  /** Per state row: its path, English screenshot count and the reason shown when none. */
  rows: Array<{ path: string; shots: number; reason: string }>
  /** States drawn without words or without their name on hover. */
  unnamed: string[]
}

const readings = new Map<string, PageReading>()

async function read(page: Page, name: string): Promise<PageReading> {
  await page.goto(`${baseURL}/atlas/${name}.html?lang=en`)
  await page.locator('html[data-atlas-ready="true"]').waitFor()
  return page.evaluate(() => {
    const data = JSON.parse(document.getElementById('atlas-data')!.textContent!) as { layout: MachineLayout }
    const rows = [...document.querySelectorAll('tr[data-state-row]')].map((row) => ({
      path: row.getAttribute('data-state-row')!,
      shots: Number(row.querySelector('.shot-count')!.textContent),
      reason: row.querySelector('.reason')!.textContent!.trim(),
    }))
    const unnamed = [...document.querySelectorAll('svg.diagram [data-state]')]
      .filter((node) => !node.querySelector('title')?.textContent?.trim() || ![...node.querySelectorAll(':scope > text')].some((text) => text.textContent!.trim()))
      .map((node) => node.getAttribute('data-state')!)
    const stories = [...document.querySelectorAll('section.story[data-path]')].map((section) => section.getAttribute('data-path')!)
    return { layout: data.layout, stories, rows, unnamed }
  })
}

beforeAll(async () => {
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.goto(`${baseURL}/atlas/`)
  expect(await page.locator('h1').textContent()).toContain('Atlas')
  for (const { name } of machines) readings.set(name, await read(page, name))
  await context.close()
}, 240_000)

describe('the analysts\' atlas', () => {
  it('has a page for every machine, with a storyboard for every generated path', () => {
    for (const loaded of machines) {
      const expected = describeMachine(loaded).paths.map((path) => path.id)
      expect(readings.get(loaded.name)?.stories, loaded.name).toEqual(expected)
    }
  })

  it('draws no diagram edge through a box', () => {
    const crossings = machines.flatMap(({ name }) => edgesThroughNodes(readings.get(name)!.layout).map((found) => `${name}: ${found}`))
    expect(crossings).toEqual([])
  })

  it('gives every state, event, guard and action its words', () => {
    expect(machines.flatMap(descriptionProblems)).toEqual([])
    expect(machines.flatMap(({ name }) => readings.get(name)!.unnamed.map((state) => `${name}: ${state}`))).toEqual([])
  })

  // The screens come from `npm run atlas` (the browser paths in each language, then the site); a
  // clean checkout's `npm test` has none filed yet, and reads this once the atlas is built.
  it.runIf(existsSync(SHOTS_INDEX))('shows every state in English, or says why a browser cannot reach it', () => {
    const unseen = machines.flatMap(({ name }) => readings.get(name)!.rows.filter((row) => row.shots === 0 && !row.reason).map((row) => `${name}: ${row.path}`))
    expect(unseen).toEqual([])
  })
})
