// A refund end to end, in a phone-sized Chromium on the built app and the real server: a new shopper's
// paid order is shipped by the merchant (API); from the order page the shopper applies for a refund
// of it with a photo, confirms the prompt and sees it already submitted; the merchant approves
// (API); the shopper sees it refunded, the money back in the wallet to the cent and the order
// cancelled.
import { beforeAll, describe, expect, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import type { BrowserContext, Page } from 'playwright-core'
import { PARCEL_PNG } from '../support/pictures'
import { centsOf, moneyOf, type CheckoutItem } from '../views/support/checkout'
import { EXPLANATION, merchantItem, merchantLogin, prepareRefundWorld, type RefundWorld } from '../views/support/refund-world'
import { api, newAccount } from './support/api'
import { openPhone, useBrowser } from './support/browser'
import { checkoutCall } from './support/checkout'
import { snap } from './support/screenshots'

const { baseURL } = serverOfThisFile()
const browser = useBrowser()
let context: BrowserContext
let page: Page
let world: RefundWorld
let item: CheckoutItem
let balanceBefore: string

const balance = async () => (await api(baseURL, 'GET', '/api/user/getUserInfo', undefined, world.token)).data.balance as string

beforeAll(async () => {
  ;({ context, page } = await openPhone(browser(), baseURL))
  const call = checkoutCall(baseURL)
  const { token } = await newAccount(baseURL)
  const merchant = await merchantLogin(call)
  item = await merchantItem(call, merchant)
  world = { call, held: { release: async () => {} }, uploadProof: async () => '', merchant, token, kind: 'open', order: null, href: '', pictures: 0 }
  // Paid from the play money and shipped by the merchant.
  await prepareRefundWorld(world, item)
  balanceBefore = await balance()
  await context.addCookies([{ name: 'Admin-Token', value: token, url: baseURL }])
})

describe('a shopper gets the money of a shipped order back', () => {
  it('opens the refund page from the order page', async () => {
    await page.goto(`/orderInfo/${world.order!.id}`)
    await page.locator('.order-detail-bar .order-action-applyRefund').click()
    await page.waitForURL((url) => url.pathname === `/refund/${world.order!.id}/${world.order!.sn}/${item.productId}/${world.order!.total}`)
    await page.getByText(`At most $${world.order!.total}`).waitFor()
    expect(await page.locator('.refund-amount input').inputValue()).toBe(world.order!.total)
  })

  it('fills the form with a photo, confirms the prompt, and reads that it is already submitted', async () => {
    await page.getByRole('option', { name: 'Received', exact: true }).click()
    await page.getByRole('option', { name: 'Damaged or faulty' }).click()
    await page.getByLabel('Explanation').fill(EXPLANATION)
    await page.locator('.refund-proof input[type=file]').setInputFiles({ name: 'parcel.png', mimeType: 'image/png', buffer: PARCEL_PNG })
    await page.getByText('Upload successful').waitFor()
    await page.locator('.adm-toast-main').waitFor({ state: 'hidden' })
    await page.locator('button.refund-submit').click()
    await page.getByText('Do you want to confirm applying for a refund?').waitFor()
    await page.getByRole('button', { name: 'Confirm' }).click()
    await page.getByText('Your refund application has already been submitted').waitFor()
    expect(await page.locator('.refund-status-badge').textContent()).toBe('Applying for refund')
    expect(await balance()).toBe(balanceBefore)
  })

  it('sees it refunded once the merchant approves, the money back to the cent', async () => {
    const { list } = (await api(baseURL, 'GET', '/api/merchant/refund/list?status=applying&limit=50', undefined, world.merchant)).data
    const refund = list.find((r: { order_id: number }) => r.order_id === world.order!.id)
    expect(refund).toMatchObject({ amount: world.order!.total, reason: 'damaged', product_status: 'received', explanation: EXPLANATION })
    expect((await api(baseURL, 'POST', '/api/merchant/refund/decide', { refund_id: refund.id, approve: true }, world.merchant)).code).toBe(1)
    await page.getByRole('button', { name: 'Refresh' }).click()
    await page.getByText('The money is back in your wallet').waitFor()
    expect(await page.locator('.refund-status-badge').textContent()).toBe('Refunded')
    await page.locator('.adm-toast-main').waitFor({ state: 'hidden' })
    await snap(page, 'refund-journey-refunded')
    expect(await balance()).toBe(moneyOf(centsOf(balanceBefore) + centsOf(world.order!.total)))
    await page.getByRole('link', { name: 'View the order' }).click()
    await page.waitForURL((url) => url.pathname === `/orderInfo/${world.order!.id}`)
    await page.locator('.order-refund-state').waitFor()
    expect(await page.locator('.order-refund-state').textContent()).toContain('Refunded')
  })
})
