// The address form machine through /addressForm: each path its own shopper.
// - OPEN with an id edits the shopper's second address (not the default), opened from checkout's
//   "manage addresses" list: ?redirect=/address?redirect=/checkout... ; OPEN without one adds the
//   shopper's first address, with no return target (back to the list).
// - done/error of loadAddress release the held GET /api/user/address: an error followed by RETRY is
//   a dropped connection (Retry shown); otherwise the address was deleted on another device
//   meanwhile (the server's "Address not found", no Retry).
// - SUBMIT first presses Save on what is there (adding: an empty form, refused by the contract's
//   rules without a request), then fills the fields (editing: a new detail and "Set as default").
// - done/error of saveAddress release the held POST /api/user/address_add; the error is the
//   server's refusal: the address book filled up (adding) or the address deleted (editing) on
//   another device meanwhile.
import { expect } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { AppRuntime } from '../../../src/app/runtime'
import { MAX_ADDRESSES } from '../../../src/contract/addresses'
import { apiCall, registerAccount, type TestAccount } from '../support/accounts'
import { ControlledTransport } from '../support/controlled-transport'
import { fill, press, setCookie } from '../support/interact'
import { renderWithTransport } from '../support/render-app'
import { sharedTestServer } from '../support/shared-server'
import { watchAppToasts, type ToastWatch } from '../support/toasts'
import type { ViewDriver } from '../support/view-driver'

const LOAD = 'GET /api/user/address'
const SAVE = 'POST /api/user/address_add'
const CHECKOUT = '/checkout?cart_ids=1'
const RETURN = `/address?redirect=${encodeURIComponent(CHECKOUT)}`

interface Ctx {
  transport: ControlledTransport
  account: TestAccount
  runtime?: AppRuntime
  toasts: ToastWatch
  /** The address being edited (the shopper's second, not the default); null when adding. */
  editId: number | null
  /** What the form should show, and the list after saving. */
  values: { addressee: string; detail: string }
  /** What the last step should have done besides its state. */
  effect?: 'dropped' | 'gone' | 'refusedFull' | 'refusedGone' | 'saved'
}

const shared = sharedTestServer()
const call = (method: 'GET' | 'POST', path: string, body?: unknown, token?: string) => apiCall(shared.server, method, path, body, token)
const place = (n: number) => ({ addressee: `Mai Tran ${n}`, mobile: '+84 901 234 567', area: 'District 1, Ho Chi Minh City', detail: `${n} Le Loi Street`, tag: 'Home' })

const saveButton = () => document.querySelector<HTMLButtonElement>('form button[type=submit]')
const inputValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement).value
const location = (ctx: Ctx) => ctx.runtime!.router.state.location
const rows = () => [...document.querySelectorAll<HTMLElement>('.address-row')]

async function addOnServer(ctx: Ctx, n: number) {
  const answer = await call('POST', '/api/user/address_add', place(n), ctx.account.token)
  expect(answer.code, answer.msg).toBe(1)
  return answer.data.id as number
}

export const driver: ViewDriver<Ctx> = {
  setup: shared.setup,
  teardown: shared.teardown,
  async start() {
    const transport = new ControlledTransport(shared.server)
    transport.hold(LOAD, SAVE)
    const account = await registerAccount(shared.server)
    setCookie('Admin-Token', account.token)
    return { transport, account, toasts: await watchAppToasts(), editId: null, values: { addressee: '', detail: '' } }
  },
  async stop(ctx) {
    ctx.toasts.stop()
    ctx.runtime?.session.stop()
  },
  events: {
    OPEN: async (ctx, event) => {
      if (event.addressId !== null) {
        await addOnServer(ctx, 1)
        ctx.editId = await addOnServer(ctx, 2)
        ctx.values = { addressee: 'Mai Tran 2', detail: '2 Le Loi Street' }
      }
      const path = ctx.editId === null ? '/addressForm' : `/addressForm/${ctx.editId}?redirect=${encodeURIComponent(RETURN)}`
      ctx.runtime = await renderWithTransport(path, ctx.transport)
    },
    'xstate.done.actor.loadAddress': (ctx) => ctx.transport.release(LOAD, 'pass'),
    'xstate.error.actor.loadAddress': async (ctx, _event, { next }) => {
      if (next?.event.type === 'RETRY') {
        ctx.effect = 'dropped'
        await ctx.transport.release(LOAD, 'fail')
        return
      }
      await call('GET', `/api/user/address_del?id=${ctx.editId}`, undefined, ctx.account.token)
      ctx.effect = 'gone'
      await ctx.transport.release(LOAD, 'pass')
    },
    RETRY: async () => {
      await press('Retry')
    },
    SUBMIT: async (ctx) => {
      if (ctx.editId === null) {
        // The contract's rules refuse an empty form before anything is sent.
        await press('Save')
        await screen.findAllByText('Please fill in the area, the detailed address and the tag')
        expect(screen.getByText('Please enter a correct mobile phone number')).toBeTruthy()
        expect(ctx.transport.isPending(SAVE)).toBe(false)
        ctx.values = { addressee: 'Linh Pham', detail: '5 Hang Bai Street, room 12' }
        await fill('Addressee', ctx.values.addressee)
        await fill('Mobile phone', '0912 345 678')
        await fill('Area', 'Hoan Kiem, Ha Noi')
        await fill('Detailed address', ctx.values.detail)
        // A quick tag fills the tag field.
        await press('Office')
        await waitFor(() => expect(inputValue('Tag')).toBe('Office'))
      } else {
        ctx.values = { ...ctx.values, detail: '9 Nguyen Hue Boulevard' }
        await fill('Detailed address', ctx.values.detail)
        const toggle = screen.getByRole('switch', { name: 'Set as default' })
        expect(toggle.getAttribute('aria-checked')).toBe('false')
        await act(async () => void fireEvent.click(toggle))
        expect(toggle.getAttribute('aria-checked')).toBe('true')
      }
      await press('Save')
    },
    'xstate.done.actor.saveAddress': async (ctx) => {
      ctx.effect = 'saved'
      await ctx.transport.release(SAVE, 'pass')
    },
    'xstate.error.actor.saveAddress': async (ctx) => {
      if (ctx.editId === null) {
        for (let n = 0; n < MAX_ADDRESSES; n++) await addOnServer(ctx, 100 + n)
        ctx.effect = 'refusedFull'
      } else {
        await call('GET', `/api/user/address_del?id=${ctx.editId}`, undefined, ctx.account.token)
        ctx.effect = 'refusedGone'
      }
      await ctx.transport.release(SAVE, 'pass')
    },
  },
  states: {
    loading: async (ctx) => {
      await waitFor(() => expect(ctx.transport.isPending(LOAD)).toBe(true))
      expect(document.querySelector('.address-form-page .skeleton-paragraph')).not.toBeNull()
      expect(saveButton()).toBeNull()
      ctx.effect = undefined
    },
    loadFailed: async (ctx) => {
      if (ctx.effect === 'dropped') {
        await screen.findByText('Failed to load')
        expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
      } else {
        await screen.findByText('Address not found')
        expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
      }
      expect(saveButton()).toBeNull()
      expect(screen.getByRole('link', { name: 'Shipping addresses' }).getAttribute('href')).toBe('/address')
    },
    editing: async (ctx) => {
      await waitFor(() => expect(saveButton()?.className).not.toMatch(/adm-button-loading/))
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ctx.editId === null ? 'Add address' : 'Edit address')
      // What was loaded, or what the shopper typed before a refusal, is still there.
      expect(inputValue('Addressee')).toBe(ctx.values.addressee)
      expect(inputValue('Detailed address')).toBe(ctx.values.detail)
      const toggle = screen.getByRole('switch', { name: 'Set as default' })
      if (ctx.effect === 'refusedFull') {
        await waitFor(() => expect(ctx.toasts.shown).toContain(`Your address book holds at most ${MAX_ADDRESSES} addresses: delete one first`))
      } else if (ctx.effect === 'refusedGone') {
        await waitFor(() => expect(ctx.toasts.shown).toContain('Address not found'))
      } else if (ctx.editId === null) {
        // The first address is the default whatever the switch would say.
        await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'))
        expect(toggle.getAttribute('aria-disabled')).toBe('true')
        expect(screen.getByText('Your first address is the default')).toBeTruthy()
      } else {
        expect(toggle.getAttribute('aria-checked')).toBe('false')
      }
      expect(location(ctx).pathname).toMatch(/^\/addressForm/)
      ctx.effect = undefined
    },
    saving: async (ctx) => {
      await waitFor(() => expect(saveButton()?.className).toMatch(/adm-button-loading/))
      expect(saveButton()!.disabled).toBe(true)
      await waitFor(() => expect(ctx.transport.isPending(SAVE)).toBe(true))
    },
    saved: async (ctx) => {
      await waitFor(() => expect(ctx.toasts.shown).toContain('Saved successfully'))
      // Back where the form was opened from: the list (for checkout, with its own return target).
      await waitFor(() => expect(location(ctx).pathname).toBe('/address'))
      if (ctx.editId !== null) expect(location(ctx).search).toEqual({ redirect: CHECKOUT })
      // The saved address is the default now (the first one, or chosen with the switch): listed first.
      await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 5000 })
      const first = rows()[0]!
      expect(first.textContent).toContain(ctx.values.addressee)
      expect(first.textContent).toContain(ctx.values.detail)
      expect(first.querySelector('.address-default-badge')?.textContent).toBe('Default')
      expect(document.querySelectorAll('.address-default-badge')).toHaveLength(1)
      if (ctx.editId !== null) expect(first.querySelector('.address-deliver')?.textContent).toBe('Deliver here')
    },
  },
}
