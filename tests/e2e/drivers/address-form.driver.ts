// The address form machine in Chromium, through /addressForm, each path its own shopper.
// - OPEN with an id edits the shopper's second address (not the default), opened from checkout's
//   "manage addresses" list (?redirect=/address?redirect=/checkout...); OPEN without one adds the
//   shopper's first address, with no return target (back to the list).
// - done/error of loadAddress release the held GET /api/user/address: an error followed by RETRY is
//   a dropped connection (Retry shown); otherwise the address was deleted on another device.
// - SUBMIT presses Save on an empty form first when adding (refused by the contract's rules without
//   a request), then fills it; when editing it changes the detail and turns on "Set as default".
// - done/error of saveAddress release the held POST /api/user/address_add; the error is the server's
//   refusal: the book filled up (adding) or the address deleted (editing) on another device.
import { expect } from '../support/expect'
import { MAX_ADDRESSES } from '../../../src/contract/addresses'
import { api } from '../support/api'
import type { BrowserDriver } from '../support/browser-driver'
import { loginWithCookie, pathnameOf, startPhone, type PhoneSession } from '../support/phone-session'

const LOAD = 'GET /api/user/address'
const SAVE = 'POST /api/user/address_add'
const CHECKOUT = '/checkout?cart_ids=1'
const RETURN = `/address?redirect=${encodeURIComponent(CHECKOUT)}`

interface Ctx extends PhoneSession {
  editId: number | null
  values: { addressee: string; detail: string }
  effect?: 'dropped' | 'gone' | 'refusedFull' | 'refusedGone' | 'saved'
}

const place = (n: number) => ({ addressee: `Mai Tran ${n}`, mobile: '+84 901 234 567', area: 'District 1, Ho Chi Minh City', detail: `${n} Le Loi Street`, tag: 'Home' })
const saveButton = (s: Ctx) => s.page.locator('form button[type=submit]')
const loadingClass = async (s: Ctx) => (await saveButton(s).getAttribute('class')) ?? ''

async function addOnServer(s: Ctx, n: number) {
  const answer = await api(s.baseURL, 'POST', '/api/user/address_add', place(n), s.account.token)
  expect(answer.code, answer.msg).toBe(1)
  return answer.data.id as number
}

const deleteOnServer = (s: Ctx) => api(s.baseURL, 'GET', `/api/user/address_del?id=${s.editId}`, undefined, s.account.token)

export const driver: BrowserDriver<Ctx> = {
  async start(browser, baseURL) {
    const s: Ctx = { ...(await startPhone(browser, baseURL, [LOAD, SAVE])), editId: null, values: { addressee: '', detail: '' } }
    await loginWithCookie(s)
    return s
  },
  stop: (s) => s.context.close(),
  events: {
    OPEN: async (s, event) => {
      if (event.addressId !== null) {
        await addOnServer(s, 1)
        s.editId = await addOnServer(s, 2)
        s.values = { addressee: 'Mai Tran 2', detail: '2 Le Loi Street' }
      }
      await s.page.goto(s.editId === null ? '/addressForm' : `/addressForm/${s.editId}?redirect=${encodeURIComponent(RETURN)}`)
    },
    'xstate.done.actor.loadAddress': (s) => s.transport.release(LOAD, 'pass'),
    'xstate.error.actor.loadAddress': async (s, _event, { next }) => {
      if (next?.event.type === 'RETRY') {
        s.effect = 'dropped'
        await s.transport.release(LOAD, 'fail')
        return
      }
      await deleteOnServer(s)
      s.effect = 'gone'
      await s.transport.release(LOAD, 'pass')
    },
    RETRY: (s) => s.page.getByRole('button', { name: 'Retry' }).click(),
    SUBMIT: async (s) => {
      if (s.editId === null) {
        await saveButton(s).click()
        await s.page.getByText('Please fill in the area, the detailed address and the tag').first().waitFor()
        await s.page.getByText('Please enter a correct mobile phone number').waitFor()
        expect(s.transport.isPending(SAVE)).toBe(false)
        s.values = { addressee: 'Linh Pham', detail: '5 Hang Bai Street, room 12' }
        await s.page.getByLabel('Addressee').fill(s.values.addressee)
        await s.page.getByLabel('Mobile phone').fill('0912 345 678')
        await s.page.getByLabel('Area').fill('Hoan Kiem, Ha Noi')
        await s.page.getByLabel('Detailed address').fill(s.values.detail)
        await s.page.getByRole('button', { name: 'Office' }).click()
        await expect.poll(() => s.page.getByLabel('Tag').inputValue()).toBe('Office')
      } else {
        s.values = { ...s.values, detail: '9 Nguyen Hue Boulevard' }
        await s.page.getByLabel('Detailed address').fill(s.values.detail)
        const toggle = s.page.getByRole('switch', { name: 'Set as default' })
        expect(await toggle.getAttribute('aria-checked')).toBe('false')
        await toggle.click()
        await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true')
      }
      await saveButton(s).click()
    },
    'xstate.done.actor.saveAddress': async (s) => {
      s.effect = 'saved'
      await s.transport.release(SAVE, 'pass')
    },
    'xstate.error.actor.saveAddress': async (s) => {
      if (s.editId === null) {
        for (let n = 0; n < MAX_ADDRESSES; n++) await addOnServer(s, 100 + n)
        s.effect = 'refusedFull'
      } else {
        await deleteOnServer(s)
        s.effect = 'refusedGone'
      }
      await s.transport.release(SAVE, 'pass')
    },
  },
  states: {
    loading: async (s) => {
      await expect.poll(() => s.transport.isPending(LOAD)).toBe(true)
      await s.page.locator('.address-form-page .skeleton-paragraph').waitFor()
      expect(await saveButton(s).count()).toBe(0)
      s.effect = undefined
    },
    loadFailed: async (s) => {
      if (s.effect === 'dropped') {
        await s.page.getByText('Failed to load').waitFor()
        expect(await s.page.getByRole('button', { name: 'Retry' }).count()).toBe(1)
      } else {
        await s.page.getByText('Address not found').first().waitFor()
        expect(await s.page.getByRole('button', { name: 'Retry' }).count()).toBe(0)
      }
      expect(await saveButton(s).count()).toBe(0)
      expect(await s.page.getByRole('link', { name: 'Shipping addresses' }).getAttribute('href')).toBe('/address')
    },
    editing: async (s) => {
      await saveButton(s).waitFor()
      await expect.poll(() => loadingClass(s)).not.toMatch(/adm-button-loading/)
      expect(await s.page.locator('h1').textContent()).toBe(s.editId === null ? 'Add address' : 'Edit address')
      expect(await s.page.getByLabel('Addressee').inputValue()).toBe(s.values.addressee)
      expect(await s.page.getByLabel('Detailed address').inputValue()).toBe(s.values.detail)
      const toggle = s.page.getByRole('switch', { name: 'Set as default' })
      if (s.effect === 'refusedFull') {
        await s.page.getByText(`Your address book holds at most ${MAX_ADDRESSES} addresses: delete one first`).waitFor()
      } else if (s.effect === 'refusedGone') {
        await s.page.getByText('Address not found').waitFor()
      } else if (s.editId === null) {
        await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true')
        expect(await toggle.getAttribute('aria-disabled')).toBe('true')
        await s.page.getByText('Your first address is the default').waitFor()
      } else {
        expect(await toggle.getAttribute('aria-checked')).toBe('false')
      }
      expect(pathnameOf(s)).toMatch(/^\/addressForm/)
      s.effect = undefined
    },
    saving: async (s) => {
      await expect.poll(() => loadingClass(s)).toMatch(/adm-button-loading/)
      expect(await saveButton(s).isDisabled()).toBe(true)
      await expect.poll(() => s.transport.isPending(SAVE)).toBe(true)
    },
    saved: async (s) => {
      await s.page.getByText('Saved successfully').waitFor()
      await s.page.waitForURL((url) => url.pathname === '/address')
      if (s.editId !== null) expect(new URL(s.page.url()).searchParams.get('redirect')).toBe(CHECKOUT)
      const first = s.page.locator('.address-row').first()
      await first.waitFor()
      expect(await first.textContent()).toContain(s.values.addressee)
      expect(await first.textContent()).toContain(s.values.detail)
      expect(await first.locator('.address-default-badge').textContent()).toBe('Default')
      expect(await s.page.locator('.address-default-badge').count()).toBe(1)
      if (s.editId !== null) expect(await first.locator('.address-deliver').textContent()).toBe('Deliver here')
    },
  },
}
