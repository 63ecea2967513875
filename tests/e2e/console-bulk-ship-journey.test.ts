// Shipping from a file in Chromium on the built console and the real server, at a 1280x800 window,
// in English and in Vietnamese: a shopper's two orders of the demo shop are paid; the merchant opens
// "To ship", downloads the template, fills it (here, as a spreadsheet would: one row right, one with
// a carrier nobody knows), uploads it, reads the preview with its bad row, ships, and reads the
// result; the same file uploaded again ships nothing twice ("Already shipped").
import { readFileSync } from 'node:fs'
import { stringify } from 'csv-stringify/sync'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import { DEMO_ACCOUNTS } from '../../src/server/db/demo-accounts'
import { localeText } from '../drivers/support/texts'
import { parseCsv } from '../support/csv'
import { fulfilmentWorld } from '../views/support/fulfilment-world'
import { api, newAccount, type BrowserAccount } from './support/api'
import { useBrowser } from './support/browser'
import { logInToConsole, openDesktop, snapSettled } from './support/console-steps'

const { baseURL } = serverOfThisFile()
const browser = useBrowser()

let shopper: Promise<BrowserAccount> | undefined
const world = fulfilmentWorld((path, init) => fetch(`${baseURL}${path}`, init), async () => (await (shopper ??= newAccount(baseURL))).token)

/** The file as the merchant chose it: the template's rows, two of them filled in. */
async function upload(page: Page, name: string, csv: string) {
  await page.locator('.console-bulk-ship input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}`) })
}

const outcomeOf = (page: Page, sn: string) => page.locator('.console-bulk-ship-table tbody tr', { hasText: sn }).locator('.console-bulk-ship-outcome')

describe('the merchant ships orders from a file', () => {
  for (const lang of ['en', 'vi'] as const) {
    it(`downloads the template, fills it, sees the bad row in the preview, ships the good one, and sends it again without shipping twice (${lang})`, async () => {
      const text = (key: string, values?: Record<string, string | number>) => localeText(lang, key, values)
      const [good, bad] = [(await world.paidOrder()).order, (await world.paidOrder()).order]
      const { context, page } = await openDesktop(browser(), baseURL)
      await logInToConsole(page, DEMO_ACCOUNTS.merchant, '/merchant/dashboard')
      // The merchant's profile chooses the console's language (and the browser's cookie says the same).
      const token = (await context.cookies(baseURL)).find((cookie) => cookie.name === 'Console-Token')!.value
      const chosen = await api(baseURL, 'GET', `/api/user/set_language?lang=${lang}`, undefined, token)
      expect(chosen.code, chosen.msg).toBe(1)
      await context.addCookies([{ name: 'language', value: lang, url: baseURL }])
      try {
        await page.goto('/merchant/orders?status=1')
        await page.getByRole('button', { name: text('console.bulkShip.open') }).click()
        await page.locator('.console-bulk-ship[data-state="choosing.idle"]').waitFor()
        await snapSettled(page, `console-bulk-ship-01-choose-desktop-${lang}`)

        // The template: the orders waiting to be shipped, headers in the merchant's language.
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: text('console.bulkShip.download') }).click()])
        expect(download.suggestedFilename()).toMatch(/^orders-to-ship-\d{4}-\d{2}-\d{2}\.csv$/)
        const [header, ...rows] = parseCsv(readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '')).filter((row) => row.length > 1)
        expect(header).toEqual(['sn', 'buyer_name', 'addressee', 'mobile', 'address', 'items', 'carrier', 'tracking_no'].map((key) => text(`sellerExport.${key}`)))
        const at = (key: string) => header!.indexOf(text(`sellerExport.${key}`))
        const mine = rows.filter((row) => row[at('sn')] === good.sn || row[at('sn')] === bad.sn)
        expect(mine).toHaveLength(2)
        for (const row of mine) expect([row[at('carrier')], row[at('tracking_no')]]).toEqual(['', ''])
        // Filled in: the good order with a common carrier, the bad one with a carrier nobody knows. A few
        // other orders of the shared demo shop are kept as downloaded (blank: not shipped).
        const tracking = `VTP-${Date.now()}`
        const filled = [...mine, ...rows.filter((row) => !mine.includes(row)).slice(0, 3)].map((row) => {
          const copy = [...row]
          if (row[at('sn')] === good.sn) [copy[at('carrier')], copy[at('tracking_no')]] = ['Viettel Post', tracking]
          if (row[at('sn')] === bad.sn) [copy[at('carrier')], copy[at('tracking_no')]] = ['Pigeon Post', 'PG-0001']
          return copy
        })
        const csv = stringify([header!, ...filled])
        await upload(page, 'orders-to-ship.csv', csv)

        // The preview: the good row ready, the bad one refused with its reason; nothing shipped yet.
        await page.locator('.console-bulk-ship[data-state="previewing.ready"]').waitFor()
        await expect.poll(() => outcomeOf(page, good.sn).textContent()).toBe(text('bulkShip.outcome.ready'))
        expect(await outcomeOf(page, bad.sn).textContent()).toMatch(new RegExp(`^${text('bulkShip.reason.unknownCarrier', { carriers: '' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}VNPost`))
        await snapSettled(page, `console-bulk-ship-02-preview-one-bad-row-desktop-${lang}`)

        await page.getByRole('button', { name: text('console.bulkShip.ship', { count: 1 }) }).click()
        await page.locator('.console-bulk-ship[data-state="done"]').waitFor()
        expect(await outcomeOf(page, good.sn).textContent()).toBe(text('bulkShip.outcome.shipped'))
        expect(await outcomeOf(page, bad.sn).textContent()).toMatch(/VNPost/)
        await snapSettled(page, `console-bulk-ship-03-result-desktop-${lang}`)
        // Shipped: the order leaves "To ship", carried by the carrier as the list spells it; the bad one waits.
        await expect.poll(() => page.locator(`[data-order-sn="${good.sn}"]`).count()).toBe(0)
        expect(await world.merchantOrder(good.sn)).toMatchObject({ status: 2, logistics: { company: 'Viettel Post', tracking_no: tracking } })
        expect(await world.merchantOrder(bad.sn)).toMatchObject({ status: 1 })

        // The same file again: nothing is shipped twice.
        await page.getByRole('button', { name: text('console.bulkShip.another') }).click()
        await upload(page, 'orders-to-ship.csv', csv)
        await page.locator('.console-bulk-ship[data-state="previewing.nothingReady"]').waitFor()
        expect(await outcomeOf(page, good.sn).textContent()).toBe(text('bulkShip.outcome.alreadyShipped'))
        await expect.poll(() => page.getByRole('button', { name: text('console.bulkShip.ship', { count: 0 }) }).isDisabled()).toBe(true)
        await snapSettled(page, `console-bulk-ship-04-same-file-again-desktop-${lang}`)

        // A spreadsheet saved in its own format is refused before anything is sent.
        await page.getByRole('button', { name: text('console.bulkShip.another') }).click()
        await page.locator('.console-bulk-ship input[type=file]').setInputFiles({ name: 'orders.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from('PK') })
        await expect.poll(() => page.locator('.console-bulk-ship [role=alert]').textContent()).toBe(text('console.bulkShip.notCsv'))
      } finally {
        await api(baseURL, 'GET', '/api/user/set_language?lang=en', undefined, token)
        await context.close()
      }
    })
  }
})
