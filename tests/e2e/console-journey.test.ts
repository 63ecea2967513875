// The merchant and operator console (/merchant/) in Chromium on the built apps and the real server:
// the shopper's first page loads no console code (the build's manifest and what Chromium fetched);
// a shopper follows "Merchant app" from the personal center and is refused; a merchant at a desktop
// window sees the shop's figures and a paid order to ship; an operator on a phone sees the recharge
// waiting for review with its evidence picture.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import { DEMO_ACCOUNTS } from '../../src/server/db/demo-accounts'
import { orderApi } from '../views/support/orders'
import { newAccount } from './support/api'
import { askRecharge } from './support/audit-requests'
import { openPhone, useBrowser } from './support/browser'
import { findRow, logInToConsole, openDesktop, openScreen, submitLogin } from './support/console-steps'
import { snap } from './support/screenshots'

const { baseURL } = serverOfThisFile()
const staticDir = inject('staticDir')
const browser = useBrowser()

/** Strings only console modules hold (its cookie's name, its shell's class): never in a shopper chunk. */
const CONSOLE_MARKERS = ['Console-Token', 'console-shell']

interface ManifestChunk {
  file: string
  src?: string
  imports?: string[]
  dynamicImports?: string[]
}
const manifest = JSON.parse(readFileSync(join(staticDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>

/** Every chunk an app may ever load: its entry's static and dynamic imports, all the way down. */
function reachable(entry: string): Set<string> {
  const keys = new Set<string>()
  const visit = (key: string) => {
    if (keys.has(key) || !manifest[key]) return
    keys.add(key)
    for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) visit(next)
  }
  visit(entry)
  return keys
}

const fileOf = (key: string) => manifest[key]!.file

describe('two apps, two bundles', () => {
  it("the shopper's chunks hold no console code, and its first page fetches none", async () => {
    const shopper = reachable('app/index.html')
    const consoleOnly = [...reachable('console/index.html')].filter((key) => !shopper.has(key)).map(fileOf)
    expect(consoleOnly.length).toBeGreaterThan(3)
    expect([...shopper].filter((key) => key.startsWith('console/') || manifest[key]!.src?.startsWith('console/'))).toEqual([])
    for (const key of shopper) {
      if (!fileOf(key).endsWith('.js')) continue
      const code = readFileSync(join(staticDir, fileOf(key)), 'utf8')
      for (const marker of CONSOLE_MARKERS) expect(code.includes(marker), `${marker} in ${fileOf(key)}`).toBe(false)
    }

    const { context, page } = await openPhone(browser(), baseURL)
    const fetched: string[] = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/')) fetched.push(new URL(response.url()).pathname.slice(1))
    })
    await page.goto('/home')
    await page.locator('.paged-list .product-card').first().waitFor()
    expect(fetched.some((file) => file.startsWith('assets/app-'))).toBe(true)
    expect(fetched.filter((file) => consoleOnly.includes(file))).toEqual([])
    expect(fetched.filter((file) => file.startsWith('assets/console-'))).toEqual([])
    await context.close()
  })
})

describe('the console', () => {
  it('a shopper follows "Merchant app" from the personal center and is refused, logged out', async () => {
    const shopper = await newAccount(baseURL)
    const { context, page } = await openPhone(browser(), baseURL)
    await context.addCookies([{ name: 'Admin-Token', value: shopper.token, url: baseURL }])
    await page.goto('/profile')
    const link = page.getByRole('link', { name: 'Merchant app' })
    await link.scrollIntoViewIfNeeded()
    await snap(page, 'console-00-merchant-app-link-phone')
    await link.click()
    await page.waitForURL((url) => url.pathname === '/merchant/login')
    // Another app: the storefront's session is not the console's.
    await page.getByRole('button', { name: 'Log in' }).waitFor()
    await submitLogin(page, shopper)
    await page.getByRole('alert').waitFor()
    expect(await page.getByRole('alert').textContent()).toContain("This is a shopper's account")
    expect((await context.cookies()).some((cookie) => cookie.name === 'Console-Token')).toBe(false)
    expect(new URL(page.url()).pathname).toBe('/merchant/login')
    await snap(page, 'console-01-shopper-refused-phone')
    await context.close()
  })

  it("a merchant at a desktop window: the shop's figures, then its orders by status", async () => {
    // A shopper's paid order, waiting for the merchant to ship it.
    const orders = orderApi((path, init) => fetch(`${baseURL}${path}`, init))
    const shopper = await newAccount(baseURL)
    const order = await orders.placeOrder(shopper.token, await orders.shopItem())
    await orders.pay(shopper.token, order)

    const { context, page } = await openDesktop(browser(), baseURL)
    await page.goto('/merchant/')
    await page.waitForURL((url) => url.pathname === '/merchant/login')
    await page.getByRole('button', { name: 'Log in' }).waitFor()
    await snap(page, 'console-02-login-desktop')
    await submitLogin(page, DEMO_ACCOUNTS.merchant)
    await page.waitForURL((url) => url.pathname === '/merchant/dashboard')
    await expect.poll(() => page.locator('.console-shop-name').textContent()).toBe(DEMO_ACCOUNTS.merchant.shopName)
    expect(await page.title()).toBe('Overview · Marketplace console')
    await snap(page, 'console-03-merchant-dashboard-desktop')
    await openScreen(page, 'Orders', '/merchant/orders')
    await page.getByText('To ship', { exact: true }).click()
    await page.waitForURL((url) => url.search === '?status=1')
    const row = page.locator(`[data-order-sn="${order.sn}"]`)
    await row.waitFor()
    expect(await row.locator('.console-status').textContent()).toBe('Waiting for delivery')
    expect(await row.locator('.console-ship-to').textContent()).toContain('Ship to:')
    await snap(page, 'console-04-merchant-orders-desktop')
    await page.getByRole('button', { name: 'Log out' }).click()
    await page.waitForURL((url) => url.pathname === '/merchant/login')
    await context.close()
  })

  it('an operator on a phone: the recharge waiting for review, its evidence picture shown', async () => {
    const shopper = await newAccount(baseURL)
    const asked = await askRecharge(baseURL, shopper, '321')

    const { context, page } = await openPhone(browser(), baseURL)
    await logInToConsole(page, DEMO_ACCOUNTS.operator, '/merchant/recharges')
    // Oldest first: a busy queue may hold it on a later page.
    const row = await findRow(page, `[data-recharge-id="${asked.id}"]`)
    expect(await row.locator('.console-audit-account').textContent()).toBe(shopper.account)
    // The picture has loaded: it has a size of its own.
    await expect.poll(() => row.locator('.console-evidence img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96)
    await snap(page, 'console-05-operator-recharges-phone')
    await context.close()
  })
})
