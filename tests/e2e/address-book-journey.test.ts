// A shopper's address book in a phone-sized Chromium on the built app and the real server: from the
// personal center to an empty list, the first address (the default), a second one, set as default
// only after the confirm prompt (cancelling changes nothing), deleting the default (the newest
// remaining one takes over), and choosing an address for checkout; then the pages in Korean.
import { beforeAll, describe, expect, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import type { BrowserContext, Page } from 'playwright-core'
import { api, newAccount, type BrowserAccount } from './support/api'
import { openPhone, useBrowser } from './support/browser'
import { snap } from './support/screenshots'

const { baseURL } = serverOfThisFile()
const browser = useBrowser()
let context: BrowserContext
let page: Page
let shopper: BrowserAccount

const rows = () => page.locator('.address-row')
const row = (text: string) => rows().filter({ hasText: text })
const defaultRow = () => page.locator('.address-row.is-default')
const dialogButton = (text: string) => page.locator('.adm-dialog-button', { hasText: text })

async function fillAddress(addressee: string, detail: string) {
  await page.getByLabel('Addressee').fill(addressee)
  await page.getByLabel('Mobile phone').fill('+84 912 345 678')
  await page.getByLabel('Area').fill('Hai Chau, Da Nang')
  await page.getByLabel('Detailed address').fill(detail)
  await page.getByRole('button', { name: 'Home' }).click()
}

beforeAll(async () => {
  ;({ context, page } = await openPhone(browser(), baseURL))
  shopper = await newAccount(baseURL)
  await context.addCookies([{ name: 'Admin-Token', value: shopper.token, url: baseURL }])
})

describe('the address book', () => {
  it('opens from the personal center, empty at first', async () => {
    await page.goto('/profile')
    await page.getByText('Shipping addresses').click()
    await page.waitForURL((url) => url.pathname === '/address')
    await page.getByText('No shipping address yet').waitFor()
    await snap(page, 'address-01-empty')
  })

  it('adds the first address, which is the default', async () => {
    await page.getByRole('button', { name: 'Add address' }).click()
    await page.waitForURL((url) => url.pathname === '/addressForm')
    await page.getByText('Your first address is the default').waitFor()
    await fillAddress('Nguyen Van An', '21 Bach Dang Street')
    await snap(page, 'address-02-form')
    await page.getByRole('button', { name: 'Save' }).click()
    // Back to the list it was opened from.
    await page.waitForURL((url) => url.pathname === '/address')
    await row('Nguyen Van An').waitFor()
    expect(await defaultRow().textContent()).toContain('Nguyen Van An')
  })

  it('adds a second address, listed below the default', async () => {
    await page.getByRole('button', { name: 'Add address' }).click()
    await page.waitForURL((url) => url.pathname === '/addressForm')
    await fillAddress('Le Thi Hoa', '7 Tran Phu Street')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL((url) => url.pathname === '/address')
    await expect.poll(() => rows().count()).toBe(2)
    expect(await rows().nth(0).textContent()).toContain('Nguyen Van An')
    expect(await rows().nth(1).textContent()).toContain('Le Thi Hoa')
    await page.getByText('2 of 20 addresses').waitFor()
    await snap(page, 'address-03-list')
  })

  it('sets an address as default only after the confirm prompt', async () => {
    await row('Le Thi Hoa').getByRole('button', { name: 'Set as default' }).click()
    await page.getByText('Set this address as the default?').waitFor()
    await snap(page, 'address-04-confirm-default')
    await dialogButton('Cancel').click()
    await page.getByText('Set this address as the default?').waitFor({ state: 'hidden' })
    expect(await defaultRow().textContent()).toContain('Nguyen Van An')

    await row('Le Thi Hoa').getByRole('button', { name: 'Set as default' }).click()
    await dialogButton('Confirm').click()
    await page.getByText('Setting saved').waitFor()
    await expect.poll(() => defaultRow().textContent()).toContain('Le Thi Hoa')
    expect(await rows().nth(0).textContent()).toContain('Le Thi Hoa')
    expect(await page.locator('.address-default-badge').count()).toBe(1)
  })

  it('edits an address by tapping it', async () => {
    await row('Nguyen Van An').locator('.address-main').click()
    await page.waitForURL((url) => url.pathname.startsWith('/addressForm/'))
    await expect.poll(() => page.getByLabel('Addressee').inputValue()).toBe('Nguyen Van An')
    await page.getByLabel('Detailed address').fill('23 Bach Dang Street')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL((url) => url.pathname === '/address')
    await row('23 Bach Dang Street').waitFor()
  })

  it('deleting the default after the confirm makes the newest remaining address the default', async () => {
    await api(baseURL, 'POST', '/api/user/address_add', { addressee: 'Pham Minh', mobile: '0905 111 222', area: 'Son Tra, Da Nang', detail: '3 Vo Nguyen Giap', tag: 'Office' }, shopper.token)
    await page.reload()
    await expect.poll(() => rows().count()).toBe(3)
    await row('Le Thi Hoa').getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Delete this address?').waitFor()
    await dialogButton('Confirm').click()
    await page.getByText('Deleted successfully').waitFor()
    await expect.poll(() => rows().count()).toBe(2)
    expect(await defaultRow().textContent()).toContain('Pham Minh')
  })

  it('opened from checkout, delivers to the address tapped', async () => {
    await page.goto(`/address?redirect=${encodeURIComponent('/checkout?cart_ids=7')}`)
    await row('Nguyen Van An').getByText('Deliver here').waitFor()
    await snap(page, 'address-05-choose')
    await row('Nguyen Van An').locator('.address-main').click()
    await page.waitForURL((url) => url.pathname === '/checkout')
    // As the router reads search params: each value JSON when it parses as JSON ("7" or 7).
    const url = new URL(page.url())
    const param = (name: string) => {
      const raw = url.searchParams.get(name) ?? ''
      try {
        return String(JSON.parse(raw))
      } catch {
        return raw
      }
    }
    expect(param('cart_ids')).toBe('7')
    const { data } = await api(baseURL, 'GET', '/api/user/address_list', undefined, shopper.token)
    const chosen = data.list.find((a: { addressee: string }) => a.addressee === 'Nguyen Van An')
    expect(param('address_id')).toBe(String(chosen.id))
  })

  it('never leaves the app for a return target on another site', async () => {
    await page.goto(`/address?redirect=${encodeURIComponent('//evil.example/steal')}`)
    await rows().first().waitFor()
    expect(await page.getByText('Deliver here').count()).toBe(0)
  })

  it('reads in Korean', async () => {
    await context.addCookies([{ name: 'language', value: 'ko', url: baseURL }])
    await page.goto('/address')
    await page.getByText('배송지 관리').first().waitFor()
    await page.getByText('기본', { exact: true }).first().waitFor()
    await snap(page, 'address-06-list-ko')
    await page.goto('/addressForm')
    await page.getByText('받는 사람').waitFor()
    await page.locator('form button[type=submit]').click()
    await page.getByText('올바른 휴대폰 번호를 입력해 주세요').waitFor()
    await page.getByText('지역, 상세 주소, 태그를 입력해 주세요').first().waitFor()
    await snap(page, 'address-07-form-ko')
  })
})
