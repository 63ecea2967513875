// The operator's settings screens through the real views and the real server in-process: rates and
// timers in percent and in minutes, hours or days, refused at the field with the contract's words
// and nothing sent, saved with who changed them; exchange rates with the base currency fixed;
// deposit channels added (checked by kind), hidden and shown, moved, edited, each change read back
// by the shopper's recharge call at once.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { ConsoleRuntime } from '../../src/console/runtime'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from '../api/support/test-server'
import { newShopper } from '../api/support/shoppers'
import { apiCall } from './support/accounts'
import { click, fill, found, press, q, setCookie } from './support/interact'
import { renderConsole } from './support/render-console'
import { watchAppToasts, type ToastWatch } from './support/toasts'

const MINUTE = 60_000

let server: TestServer
let operator: string
let shopper: string
let runtime: ConsoleRuntime | undefined
let toasts: ToastWatch | undefined
beforeAll(async () => {
  server = await createTestServer()
  operator = await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
  shopper = (await newShopper(server)).token
})
afterAll(() => server.close())
afterEach(() => {
  runtime?.session.stop()
  runtime = undefined
  toasts?.stop()
})

async function open(path: string) {
  setCookie('Console-Token', operator)
  toasts = await watchAppToasts()
  runtime = await renderConsole(`/merchant${path}`, server)
}
const settings = async () => (await apiCall(server, 'GET', '/api/admin/settings', undefined, operator)).data
const networksOfShopper = async () => (await apiCall(server, 'GET', '/api/user/getBlockchain', undefined, shopper)).data.networks as Array<{ code: string; name: string; address: string }>
/** Types into a field found by its element (an edit and the add form share labels). */
const type = (input: HTMLElement, value: string) => act(async () => void fireEvent.change(input, { target: { value } }))
/** The error antd-mobile shows under a field. */
const fieldError = (item: Element) => item.closest('.adm-form-item')?.querySelector('.adm-form-item-feedback-error')?.textContent ?? null

describe('rates and timers', () => {
  it('show the values in force in percent and units, with their defaults', async () => {
    await open('/settings')
    const charge = await screen.findByLabelText<HTMLInputElement>('Withdrawal service charge')
    expect(charge.value).toBe('1')
    expect((screen.getByLabelText('Commission rate') as HTMLInputElement).value).toBe('5')
    expect((screen.getByLabelText('Unpaid order expiry') as HTMLInputElement).value).toBe('30')
    expect((screen.getByLabelText('Automatic receipt') as HTMLInputElement).value).toBe('10')
    expect((screen.getByLabelText('Automatic completion') as HTMLInputElement).value).toBe('7')
    const unit = within(screen.getByLabelText('Unit of Automatic receipt'))
    expect(unit.getByText('Days').closest('.adm-selector-item')?.className).toContain('adm-selector-item-active')
    expect((screen.getByLabelText('Least withdrawal') as HTMLInputElement).value).toBe('10.00')
    expect((screen.getByLabelText('Least service charge') as HTMLInputElement).value).toBe('0.10')
    const stamps = [...document.querySelectorAll('.console-setting-stamp')].map((s) => s.textContent)
    expect(stamps).toEqual([
      'Default: 5% · never changed', 'Default: 1% · never changed', 'Default: $10.00 · never changed', 'Default: $0.10 · never changed',
      'Default: 30 minutes · never changed', 'Default: 10 days · never changed', 'Default: 7 days · never changed',
    ])
  })

  it('refuse a charge above half and a timer under five minutes at the field, sending nothing', async () => {
    await open('/settings')
    const before = await settings()
    await fill('Withdrawal service charge', '60')
    await fill('Unpaid order expiry', '3')
    await press('Save')
    await waitFor(() => expect(fieldError(screen.getByLabelText('Withdrawal service charge'))).toBe('Please fill a rate from 0% to 50%, with at most two decimals'))
    expect(fieldError(screen.getByLabelText('Unpaid order expiry'))).toBe('Please fill a time from 5 minutes to 60 days, in whole minutes')
    expect(await settings()).toEqual(before)
  })

  it('save a new charge and an unpaid expiry in hours; the form shows who changed them', async () => {
    await open('/settings')
    await fill('Withdrawal service charge', '2.25')
    await fill('Unpaid order expiry', '2')
    await click(within(screen.getByLabelText('Unit of Unpaid order expiry')).getByText('Hours'))
    await press('Save')
    await waitFor(async () => expect((await settings()).withdrawal_fee_rate.value).toBe('0.0225'))
    const saved = await settings()
    expect(saved.unpaid_order_ttl_ms.value).toBe(120 * MINUTE)
    expect(saved.commission_rate.updated_by).toBeNull()
    await waitFor(() => expect(document.querySelectorAll('.console-setting-stamp')[1]?.textContent).toMatch(/^Default: 1% · changed by operator, /))
    expect((screen.getByLabelText('Unpaid order expiry') as HTMLInputElement).value).toBe('2')
    expect(toasts!.shown).toContain('Setting saved')
    // The shopper's withdrawal page reads the new rate.
    expect((await apiCall(server, 'GET', '/api/user/extract', undefined, shopper)).data.fee_rate).toBe('0.0225')
    await apiCall(server, 'POST', '/api/admin/settings', { withdrawal_fee_rate: '0.01', unpaid_order_ttl_ms: 30 * MINUTE }, operator)
  })
})

describe('exchange rates', () => {
  it('change a display currency; the base currency shows 1 and has no field; a zero is refused at its field', async () => {
    await open('/exchange-rates')
    const vnd = await screen.findByLabelText<HTMLInputElement>('VND · Vietnamese Dong')
    expect(vnd.value).toBe('25400')
    expect(q('.console-base-rate')?.textContent).toBe('1')
    expect(screen.queryByLabelText('USD · US Dollar')).toBeNull()

    await fill('THB · Thai Baht', '0')
    await press('Save')
    await waitFor(() => expect(fieldError(screen.getByLabelText('THB · Thai Baht'))).toBe('Please fill a rate above 0, with at most six decimals'))

    await fill('THB · Thai Baht', '35')
    await fill('VND · Vietnamese Dong', '26100.5')
    await press('Save')
    await waitFor(async () => {
      const rates = (await apiCall(server, 'GET', '/api/currency/rates')).data as Array<{ code: string; rate: string }>
      expect(rates.find((r) => r.code === 'VND')?.rate).toBe('26100.5')
    })
    await waitFor(() => expect(screen.getByText('Now 1 USD = 26100.5 VND')).toBeTruthy())
    await apiCall(server, 'POST', '/api/admin/currency/rates', { rates: [{ code: 'VND', rate: '25400' }] }, operator)
  })
})

describe('deposit channels', () => {
  const address = '0x8894E0a0c962CB723c1976a4421c95949bE2D4E3'

  it('add a network (its address checked for its kind), hide it and show it, move it, edit it; the shopper sees each change', async () => {
    await open('/deposit-channels')
    await found('[data-channel-code="TRC20"]')
    const form = q('.console-channel-add')!
    const field = (label: string) => within(form as HTMLElement).getByLabelText(label)
    await type(field('Code'), 'polygon')
    await type(field('Network name'), 'Polygon (PoS)')
    await type(field('Token'), 'USDT')
    await type(field('Deposit address'), 'not an address')
    await press('Add channel')
    await waitFor(() => expect(fieldError(field('Deposit address'))).toBe('Please fill a correct address (letters and digits)'))
    expect((await networksOfShopper()).map((n) => n.code)).toEqual(['TRC20', 'ERC20'])

    await type(field('Deposit address'), address)
    await press('Add channel')
    const card = await found('[data-channel-code="POLYGON"]')
    expect(card.querySelector('.console-channel-name')?.textContent).toBe('Polygon (PoS)')
    expect((await networksOfShopper()).at(-1)).toEqual({ code: 'POLYGON', name: 'Polygon (PoS)', token: 'USDT', address })

    // Hidden from shoppers, then shown again.
    await click(within(card).getByRole('switch'))
    await waitFor(() => expect(q('[data-channel-code="POLYGON"]')?.className).toContain('console-channel-off'))
    expect((await networksOfShopper()).map((n) => n.code)).toEqual(['TRC20', 'ERC20'])
    await click(within(q('[data-channel-code="POLYGON"]')!).getByRole('switch'))
    await waitFor(() => expect(q('[data-channel-code="POLYGON"]')?.className).not.toContain('console-channel-off'))

    // Moved above Ethereum: the shopper's chips follow.
    await click(within(q('[data-channel-code="POLYGON"]')!).getByRole('button', { name: 'Move up' }))
    await waitFor(async () => expect((await networksOfShopper()).map((n) => n.code)).toEqual(['TRC20', 'POLYGON', 'ERC20']))
    await waitFor(() => expect([...document.querySelectorAll('[data-channel-code]')].map((c) => c.getAttribute('data-channel-code'))).toEqual(['BANK', 'TRC20', 'POLYGON', 'ERC20']))

    // Edited in place: the token may not be emptied; a new address is taken.
    await click(within(q('[data-channel-code="POLYGON"]')!).getByRole('button', { name: 'Edit' }))
    const edit = await found('.console-channel-edit')
    expect(edit.textContent).toContain('Editing POLYGON')
    const editField = (label: string) => within(edit).getByLabelText<HTMLInputElement>(label)
    expect(editField('Token').value).toBe('USDT')
    await type(editField('Token'), '')
    await click(within(edit).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(fieldError(editField('Token'))).toBe('Please fill the token the network takes (2 to 10 letters or digits, e.g. USDT)'))
    await type(editField('Token'), 'USDC')
    await type(editField('Deposit address'), '0x0000000000000000000000000000000000C0FFEE')
    await click(within(edit).getByRole('button', { name: 'Save' }))
    await waitFor(async () => expect((await networksOfShopper()).find((n) => n.code === 'POLYGON')).toMatchObject({ address: '0x0000000000000000000000000000000000C0FFEE' }))
    await waitFor(() => expect(q('.console-channel-edit')).toBeNull())
    expect(q('[data-channel-code="POLYGON"] .console-channel-address code')?.textContent).toBe('0x0000000000000000000000000000000000C0FFEE')
  })

  it('a bank account asks for its holder and account number instead of a token and an address', async () => {
    await open('/deposit-channels')
    const form = await found('.console-channel-add')
    await click(within(form).getByText('Bank account'))
    await waitFor(() => expect(within(form).queryByLabelText('Token')).toBeNull())
    expect(within(form).getByLabelText('Bank name')).toBeTruthy()
    expect(within(form).getByLabelText('Account number')).toBeTruthy()
    await type(within(form).getByLabelText('Code'), 'ACB')
    await type(within(form).getByLabelText('Bank name'), 'Asia Commercial Bank')
    await type(within(form).getByLabelText('Account number'), '12')
    await press('Add channel')
    await waitFor(() => expect(fieldError(within(form).getByLabelText('Account holder'))).toBe('Please fill the account holder (at most 60 characters)'))
    expect(fieldError(within(form).getByLabelText('Account number'))).toBe('Please fill a correct account number (digits, with spaces or dashes between)')
    expect(q('[data-channel-code="ACB"]')).toBeNull()
  })
})
