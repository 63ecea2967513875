// Every storefront route checked by axe-core (WCAG 2.1 A and AA rules) in a phone-sized Chromium
// (390x844), once as a visitor (the public paths) and once signed in (every route, for a shopper
// with an order, a favourite and an address): no serious or critical violation. Each route's
// findings (every impact) are written to test-results/axe/<who>.json for the closing note.
import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { AxeBuilder } from '@axe-core/playwright'
import { beforeAll, describe, expect, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import type { BrowserContext, Page } from 'playwright-core'
import type { PathOrder, ShopItem } from '../views/support/orders'
import { openPhone, useBrowser } from './support/browser'
import { countPendingCalls, settled } from './support/pending-calls'
import { routeShopper, storefrontRoutes, visitorRoutes } from './support/storefront-routes'

const { baseURL } = serverOfThisFile()
const browser = useBrowser()
const resultsDir = resolve(import.meta.dirname, '../../test-results/axe')
let token: string
let item: ShopItem
let order: PathOrder
let shopId: number

const PUBLIC_ROUTES = () => visitorRoutes({ item, shopId })
/** Every route (the visitor's /register and /forgotPassword send a signed-in shopper away, and are checked as the visitor's). */
const SIGNED_IN_ROUTES = () => storefrontRoutes({ item, order, shopId })

/** Opens a path (a full load, so no kept-alive page stays behind) and waits until it has settled. */
async function open(page: Page, path: string) {
  await page.goto(path)
  await page.locator('.app-tab-bar, .page-body, main').first().waitFor()
  await settled(page)
  // Lazy pictures and animations (a toast, a sheet) come to rest.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 10_000 }).catch(() => undefined)
}

interface RouteFinding {
  route: string
  id: string
  impact: string
  help: string
  nodes: string[]
}

async function audit(page: Page, routes: string[], who: string): Promise<RouteFinding[]> {
  const findings: RouteFinding[] = []
  const perRoute: Record<string, { violations: number; serious: number; rules: string[] }> = {}
  for (const route of routes) {
    await open(page, route)
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    const mine = result.violations.map((v) => ({
      route,
      id: v.id,
      impact: v.impact ?? 'minor',
      help: v.help,
      nodes: v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`),
    }))
    findings.push(...mine)
    perRoute[route] = {
      violations: mine.length,
      serious: mine.filter((f) => f.impact === 'serious' || f.impact === 'critical').length,
      rules: mine.map((f) => `${f.id} (${f.impact})`),
    }
  }
  mkdirSync(resultsDir, { recursive: true })
  writeFileSync(resolve(resultsDir, `${who}.json`), JSON.stringify({ perRoute, findings }, null, 2))
  return findings
}

const seriousOnes = (findings: RouteFinding[]) =>
  findings.filter((f) => f.impact === 'serious' || f.impact === 'critical').map((f) => `${f.route} ${f.id}: ${f.help}\n    ${f.nodes.join('\n    ')}`)

beforeAll(async () => {
  ;({ item, token, order, shopId } = await routeShopper(baseURL))
})

describe('axe-core on every storefront route at 390x844', () => {
  let context: BrowserContext
  let page: Page

  it('finds no serious or critical violation for a visitor', async () => {
    ;({ context, page } = await openPhone(browser(), baseURL))
    await countPendingCalls(page)
    const findings = await audit(page, PUBLIC_ROUTES(), 'visitor')
    await context.close()
    expect(seriousOnes(findings)).toEqual([])
  }, 300_000)

  it('finds no serious or critical violation for a signed-in shopper', async () => {
    ;({ context, page } = await openPhone(browser(), baseURL))
    await countPendingCalls(page)
    await context.addCookies([{ name: 'Admin-Token', value: token, url: baseURL }])
    const findings = await audit(page, SIGNED_IN_ROUTES(), 'shopper')
    await context.close()
    expect(seriousOnes(findings)).toEqual([])
  }, 600_000)
})
