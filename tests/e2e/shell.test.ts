// The shell around every page in Chromium: kept-alive views, deep links, a logged-in user at /login,
// a stale token, the security headers on what the server sends, and what Home leaves until a touch.
import { describe, expect, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import { api, newAccount } from './support/api'
import { openPhone, useBrowser } from './support/browser'
import { snap } from './support/screenshots'

const { baseURL } = serverOfThisFile()
const browser = useBrowser()

describe('the shell', () => {
  it('leaves the pull area and the rest of the texts until the first touch, key or wheel on Home', async () => {
    const { context, page } = await openPhone(browser(), baseURL)
    const scripts: string[] = []
    page.on('request', (request) => void (request.url().endsWith('.js') && scripts.push(new URL(request.url()).pathname)))
    const asked = (name: RegExp) => scripts.filter((path) => name.test(path)).length
    await page.goto('/home')
    await page.locator('.paged-list .product-card').first().waitFor()
    // Longer than the 2 s after the first render at which the rest of the texts once came by itself.
    await page.waitForTimeout(3000)
    expect(asked(/\/pull-to-refresh-/)).toBe(0)
    expect(asked(/\/en-[^/]*\.js$/)).toBe(1)
    expect(await page.locator('.adm-pull-to-refresh').count()).toBe(0)
    await page.keyboard.press('Shift')
    await page.locator('.adm-pull-to-refresh').waitFor()
    await expect.poll(() => asked(/\/en-[^/]*\.js$/)).toBe(2)
    // The list now sits in its pull area.
    await page.locator('.adm-pull-to-refresh .paged-list .product-card').first().waitFor()
    await context.close()
  })

  it('keeps Home as it was left when coming back from another tab', async () => {
    const { context, page } = await openPhone(browser(), baseURL)
    // Short enough that Home scrolls.
    await page.setViewportSize({ width: 390, height: 260 })
    await page.goto('/home')
    await page.locator('.paged-list .product-card').first().waitFor()
    const firstCards = await page.locator('.paged-list .product-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product-id')))
    await page.mouse.wheel(0, 400)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    const scrolled = await page.evaluate(() => window.scrollY)
    await page.getByText('Explore', { exact: true }).last().click()
    await page.waitForURL('**/explore')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.getByText('Home', { exact: true }).last().click()
    await page.waitForURL('**/home')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled)
    // The same rows, not a reloaded list.
    const cards = await page.locator('.paged-list .product-card').evaluateAll((list) => list.map((card) => card.getAttribute('data-product-id')))
    expect(cards.slice(0, firstCards.length)).toEqual(firstCards)
    await context.close()
  })

  it("lays Home's strips out from their padding, without scrolling them", async () => {
    const { context, page } = await openPhone(browser(), baseURL)
    // Every scroll event of an element while the page loads: a strip that snapped its first card to
    // its edge scrolled its padding away, and its scroll events passed for the person's first scroll.
    await page.addInitScript(() => {
      const scrolled: string[] = []
      ;(window as unknown as { __scrolled: string[] }).__scrolled = scrolled
      addEventListener('scroll', (event) => {
        if (event.target instanceof Element) scrolled.push(event.target.className)
      }, { capture: true, passive: true })
    })
    await page.goto('/home')
    await page.locator('.strip .product-card img').first().waitFor()
    await page.locator('.strip .shop-card').first().waitFor()
    // Scroll events are sent with the next frames.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    const strips = await page.locator('.strip').evaluateAll((list) => list.map((strip) => ({
      scrollLeft: strip.scrollLeft,
      firstCardAt: strip.firstElementChild!.getBoundingClientRect().left - strip.getBoundingClientRect().left,
    })))
    expect(strips).toEqual([{ scrollLeft: 0, firstCardAt: 12 }, { scrollLeft: 0, firstCardAt: 12 }])
    expect(await page.evaluate(() => (window as unknown as { __scrolled: string[] }).__scrolled)).toEqual([])
    await context.close()
  })

  it("opens a product page on its picture, and the boot markup gives way straight to the page", async () => {
    const hot = await api(baseURL, 'GET', '/api/product/hot?page=1&limit=10')
    const id = hot.data.list[2].id as number
    const picture = (await api(baseURL, 'GET', `/api/product/detail?id=${id}`)).data.images[0] as string
    // A small picture (the demo's drawings) comes inside the html, as a data: URL.
    const served = await fetch(new URL(picture, baseURL))
    const inline = `data:${served.headers.get('content-type')};base64,${Buffer.from(await served.arrayBuffer()).toString('base64')}`
    const { context, page } = await openPhone(browser(), baseURL)
    // What the page showed from its first markup to the product: never an empty app in between.
    await page.addInitScript(() => {
      const seen = { bootPicture: '', emptied: false }
      ;(window as unknown as { __boot: typeof seen }).__boot = seen
      new MutationObserver(() => {
        const app = document.getElementById('app')
        if (!app) return
        seen.bootPicture ||= app.querySelector<HTMLImageElement>('.boot-picture')?.getAttribute('src') ?? ''
        if (app.childElementCount === 0) seen.emptied = true
      }).observe(document, { childList: true, subtree: true })
    })
    // The stylesheets held back: the boot markup is laid out by its own inline style alone, as on a
    // phone where the html arrives first.
    let releaseStylesheets = () => {}
    const stylesheetsHeld = new Promise<void>((release) => (releaseStylesheets = release))
    await page.route('**/assets/*.css', async (route) => {
      await stylesheetsHeld
      await route.continue()
    })
    await page.goto(`/detail/${id}`, { waitUntil: 'commit' })
    const boxOf = (selector: string) => page.locator(selector).first().evaluate((img) => {
      const { x, y, width, height } = img.getBoundingClientRect()
      return { x, y, width, height }
    })
    await page.locator('.boot-picture').waitFor()
    const bootBox = await boxOf('.boot-picture')
    releaseStylesheets()
    await page.locator('.gallery img').first().waitFor()
    const seen = await page.evaluate(() => (window as unknown as { __boot: { bootPicture: string; emptied: boolean } }).__boot)
    expect(seen).toEqual({ bootPicture: inline, emptied: false })
    expect(await page.locator('.boot-picture').count()).toBe(0)
    // Where and as large as the gallery shows it: a smaller boot picture (the browser's default body
    // margin) made the gallery's picture a new, later largest paint.
    expect(bootBox).toEqual(await boxOf('.gallery img'))
    await context.close()
  })

  it('shows a shopper\'s display currency from the first price drawn: the rates are asked for at start-up', async () => {
    const { context, page } = await openPhone(browser(), baseURL)
    await context.addCookies([{ name: 'currency', value: 'VND', url: baseURL }])
    // Every price text the page ever showed.
    await page.addInitScript(() => {
      const shown = new Set<string>()
      ;(window as unknown as { __prices: Set<string> }).__prices = shown
      new MutationObserver(() => {
        for (const price of document.querySelectorAll('.price')) shown.add(price.textContent ?? '')
      }).observe(document, { childList: true, subtree: true, characterData: true })
    })
    // /home's products held: no price is drawn, so only start-up can have asked for the rates.
    let releaseProducts = () => {}
    const productsHeld = new Promise<void>((release) => (releaseProducts = release))
    await page.route(/\/api\/product\/(hot|recommend)\?/, async (route) => {
      await productsHeld
      await route.continue()
    })
    const rates = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/currency/rates')
    await page.goto('/home', { waitUntil: 'commit' })
    await rates
    releaseProducts()
    await page.locator('.strip .product-card .price').first().waitFor()
    const shown = [...await page.evaluate(() => [...(window as unknown as { __prices: Set<string> }).__prices])]
    expect(shown.length).toBeGreaterThan(0)
    // Never USD first, then the chosen currency.
    expect(shown.filter((text) => text.includes('$'))).toEqual([])
    expect(shown.every((text) => text.includes('₫'))).toBe(true)
    await context.close()
  })

  it('follows a change of location made while the first page was still loading', async () => {
    const id = (await api(baseURL, 'GET', '/api/product/hot?page=1&limit=1')).data.list[0].id as number
    const { context, page } = await openPhone(browser(), baseURL)
    // The product page's data held: its first load is under way, and the app not yet rendered.
    let releaseDetail = () => {}
    const detailHeld = new Promise<void>((release) => (releaseDetail = release))
    let detailAsked = () => {}
    const asked = new Promise<void>((done) => (detailAsked = done))
    await page.route('**/api/product/detail?*', async (route) => {
      detailAsked()
      await detailHeld
      await route.continue()
    })
    await page.goto(`/detail/${id}`, { waitUntil: 'commit' })
    await asked
    // A back, or a pushState, meanwhile: the router heard the history only once it had rendered.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/register')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    releaseDetail()
    await page.getByRole('button', { name: 'Register' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/register')
    await context.close()
  })

  it('serves the app for a deep link, and the guard sends a visitor to log in', async () => {
    const { context, page } = await openPhone(browser(), baseURL)
    const response = await page.goto('/myPurchases/0')
    expect(response?.status()).toBe(200)
    await page.waitForURL((url) => url.pathname === '/login')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/myPurchases/0')
    await context.close()
  })

  it('sends a logged-in user away from /login to /', async () => {
    const account = await newAccount(baseURL)
    const { context, page } = await openPhone(browser(), baseURL)
    await context.addCookies([{ name: 'Admin-Token', value: account.token, domain: new URL(baseURL).hostname, path: '/' }])
    await page.goto('/login')
    await page.waitForURL((url) => url.pathname === '/home')
    await context.close()
  })

  it('lists the logged-in devices on /security, this one marked', async () => {
    const account = await newAccount(baseURL)
    // A second device: the same account logged in from an Android phone.
    await fetch(`${baseURL}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36' },
      body: JSON.stringify({ account: account.account, password: account.password }),
    })
    const { context, page } = await openPhone(browser(), baseURL)
    await context.addCookies([{ name: 'Admin-Token', value: account.token, domain: new URL(baseURL).hostname, path: '/' }])
    await page.goto('/security')
    await page.getByText('This device').waitFor()
    expect(await page.locator('.device-row').count()).toBe(2)
    await page.getByText('Chrome · Android').waitFor()
    await snap(page, '10-security-devices')
    await context.close()
  })

  it('speaks Thai everywhere once chosen, with Thai script rendered', async () => {
    const account = await newAccount(baseURL)
    const { context, page } = await openPhone(browser(), baseURL)
    const host = new URL(baseURL).hostname
    await context.addCookies([
      { name: 'Admin-Token', value: account.token, domain: host, path: '/' },
      { name: 'language', value: 'th', domain: host, path: '/' },
    ])
    await page.goto('/explore')
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('th')
    await page.locator('.adm-side-bar-item', { hasText: 'คอมพิวเตอร์' }).waitFor()
    expect(await page.title()).not.toContain('Explore')
    await snap(page, '11-explore-th')
    await page.goto('/profile')
    await page.getByTestId('balance').waitFor()
    // The wallet's base currency (USD) as Thai writes it.
    expect(await page.getByTestId('balance').textContent()).toContain('US$')
    await snap(page, '12-profile-th')
    await context.close()
  })

  // antd-mobile's own rule breaks a toast's words anywhere ("thanh to/án", an order number cut in two).
  it("breaks a toast's lines between words, not inside them", async () => {
    const { context, page } = await openPhone(browser(), baseURL)
    await context.addCookies([{ name: 'language', value: 'vi', domain: new URL(baseURL).hostname, path: '/' }])
    // A visitor sent to log in is told so in a toast.
    await page.goto('/profile')
    const toast = page.locator('.adm-toast-main').first()
    await toast.waitFor()
    expect(await toast.evaluate((element) => getComputedStyle(element).wordBreak)).toBe('normal')
    await context.close()
  })

  it('clears a stale token and treats the user as a visitor', async () => {
    const { context, page } = await openPhone(browser(), baseURL)
    await context.addCookies([{ name: 'Admin-Token', value: 'f'.repeat(32), domain: new URL(baseURL).hostname, path: '/' }])
    await page.goto('/profile')
    await page.waitForURL((url) => url.pathname === '/login')
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'Admin-Token')).toBe(false)
    await snap(page, '09-stale-token')
    await context.close()
  })

  it('answers pages with strict security headers', async () => {
    const response = await fetch(`${baseURL}/home`)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
  })
})
