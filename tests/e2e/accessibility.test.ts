// Every storefront route checked by axe-core (WCAG 2.1 A and AA rules) in a phone-sized Chromium
// (390x844), once as a visitor (the public paths) and once signed in (every route, for a shopper
// with an order, a favourite and an address): no serious or critical violation. Each route's
// findings (every impact) are written to test-results/axe/<who>.json for the closing note.
import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { AxeBuilder } from '@axe-core/playwright'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { orderApi, type OrderApi, type PathOrder, type ShopItem } from '../views/support/orders'
import { newAccount } from './support/api'
import { openPhone, useBrowser } from './support/browser'

const baseURL = inject('baseURL')
const browser = useBrowser()
const resultsDir = resolve(import.meta.dirname, '../../test-results/axe')
let api: OrderApi
let token: string
let item: ShopItem
let order: PathOrder
let shopId: number

const PUBLIC_ROUTES = () => [
  '/home', '/explore', `/detail/${item.productId}`, `/shop/${shopId}`, '/search', '/searchs?keyword=phone',
  '/login', '/register', '/forgotPassword', '/changePassword',
]

/** The routes of docs/product/screens.md#routes, with this shopper's own ids where a route takes one. */
const SIGNED_IN_ROUTES = () => [
  '/home', '/explore', '/bag', `/checkout?product_id=${item.productId}&sku_id=${item.skuId}&quantity=1`, '/order',
  `/orderInfo/${order.id}`, '/myPurchases/1', `/comment?order_id=${order.id}&product_id=${item.productId}`,
  `/refund/${order.id}/${order.sn}/${item.productId}/${order.total}`, `/detail/${item.productId}`, `/shop/${shopId}`,
  '/products', '/search', '/searchs?keyword=phone', '/popular', '/filter', '/heart', '/myFavourite',
  '/changePassword', '/passwords', '/changePayPwd', '/profile', '/profile/edit', '/security', '/setting',
  '/payment', '/language', '/notification', '/helpAndSupport', '/law', '/article/terms-of-service', '/address',
  '/addressForm', '/topUp', '/walletTopUp', '/cardTopUp', '/topUpRecord', '/withDraw', '/depositRecord', '/capitalRecord',
  '/service', '/services', '/platform', '/balance', '/partnership',
]

/** Counts the app's calls in flight (an event stream stays open on purpose and is not one). */
async function countCalls(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __pendingCalls: number }
    w.__pendingCalls = 0
    const fetch = window.fetch.bind(window)
    window.fetch = async (input, init) => {
      const url = String(input instanceof Request ? input.url : input)
      if (url.includes('/stream')) return fetch(input, init)
      w.__pendingCalls++
      try {
        return await fetch(input, init)
      } finally {
        w.__pendingCalls--
      }
    }
  })
}

/** Opens a path (a full load, so no kept-alive page stays behind) and waits until it has settled. */
async function open(page: Page, path: string) {
  await page.goto(path)
  await page.locator('.app-tab-bar, .page-body, main').first().waitFor()
  await page.waitForFunction(
    () => (window as unknown as { __pendingCalls: number }).__pendingCalls === 0 && !document.querySelector('.skeleton-paragraph, .adm-skeleton'),
    undefined,
    { timeout: 20_000 },
  )
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
  api = orderApi((path, init) => fetch(`${baseURL}${path}`, init))
  item = await api.shopItem()
  ;({ token } = await newAccount(baseURL))
  order = await api.placeOrder(token, item)
  await api.pay(token, order)
  shopId = (await api.call('GET', `/api/product/detail?id=${item.productId}`)).data.shop.id
  await api.call('POST', '/api/favourite/toggle', { product_id: item.productId }, token)
})

describe('axe-core on every storefront route at 390x844', () => {
  let context: BrowserContext
  let page: Page

  it('finds no serious or critical violation for a visitor', async () => {
    ;({ context, page } = await openPhone(browser(), baseURL))
    await countCalls(page)
    const findings = await audit(page, PUBLIC_ROUTES(), 'visitor')
    await context.close()
    expect(seriousOnes(findings)).toEqual([])
  }, 300_000)

  it('finds no serious or critical violation for a signed-in shopper', async () => {
    ;({ context, page } = await openPhone(browser(), baseURL))
    await countCalls(page)
    await context.addCookies([{ name: 'Admin-Token', value: token, url: baseURL }])
    const findings = await audit(page, SIGNED_IN_ROUTES(), 'shopper')
    await context.close()
    expect(seriousOnes(findings)).toEqual([])
  }, 600_000)
})
