// One money model through the real views and server: the me tab's balance card leads to Recharge
// and Withdraw; the fund record explains an opening balance as the welcome credit; a deposit
// address has its QR code and the token's rate to the base currency; a price paid from the wallet
// shows the base amount with the display currency's beside it; a Vietnamese shopper's decimal comma
// is the decimal point in an amount field; and a deployment settling in dong writes every wallet
// amount as the dong, without a minor unit.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { act, fireEvent, waitFor } from '@testing-library/react'
import type { AppRuntime } from '../../src/app/runtime'
import { post } from '../../src/server/services/ledger'
import type { Database } from '../../src/server/db/open-database'
import { setBaseCurrency } from '../../src/ui/format/base-currency'
import { currentLanguage, switchLanguage } from '../../src/ui/i18n'
import { writeCurrency } from '../../src/ui/preferences'
import { catalogueReference } from '../../src/ui/reference/catalogue-reference'
import { merchantSku, placeOrder } from '../api/support/order-steps'
import { newShopper, type Shopper } from '../api/support/shoppers'
import { createTestServer, type TestServer } from '../api/support/test-server'
import { click, found, q, setCookie } from './support/interact'
import { renderApp } from './support/render-app'

let server: TestServer
let shopper: Shopper
let runtime: AppRuntime | undefined

beforeAll(async () => {
  server = await createTestServer()
  shopper = await newShopper(server)
  // The welcome credit, as registration posts it on a server that gives one.
  await server.db.transaction((tx) => post(tx as unknown as Database, [{ wallet: { userId: shopper.userId }, amount: '100.00', kind: 'opening', ref: { type: 'welcome', id: shopper.userId } }]))
})
afterAll(() => server.close())
afterEach(async () => {
  runtime?.session.stop()
  runtime = undefined
  writeCurrency('USD')
  if (currentLanguage() !== 'en') await switchLanguage('en')
})

async function open(path: string, on: TestServer = server, token = shopper.token) {
  setCookie('Admin-Token', token)
  runtime = await renderApp(path, on)
  // As main.tsx does at boot: the rates, which name the base currency, are asked for at once.
  void catalogueReference(runtime.http).rates.load()
  return runtime
}
const location = () => runtime!.router.state.location
const text = (selector: string) => q(selector)?.textContent ?? null

describe('the wallet', () => {
  it('has Recharge and Withdraw on the me tab\'s balance card', async () => {
    await open('/profile')
    await waitFor(() => expect(text('[data-testid="balance"]')).toBe('$100.00 ›'))
    await click(await found('button.profile-recharge'))
    await waitFor(() => expect(location().pathname).toBe('/topUp'))
    await runtime!.router.navigate({ to: '/profile' })
    await click(await found('button.profile-withdraw'))
    await waitFor(() => expect(location().pathname).toBe('/withDraw'))
  })

  it('explains the welcome credit where it appears, in the fund record', async () => {
    await open('/capitalRecord')
    const row = await found('.bill-row[data-kind="opening"]')
    expect(row.querySelector('.bill-welcome')?.textContent).toBe("Welcome credit: the platform's gift to start shopping with")
    expect(row.querySelector('.bill-amount')?.textContent).toBe('+$100.00')
  })

  it('shows a QR code of the deposit address and the token\'s rate to the base currency', async () => {
    await open('/walletTopUp')
    expect(q('.recharge-qr')).toBeNull()
    const network = await waitFor(() => {
      const chip = [...document.querySelectorAll<HTMLElement>('.recharge-chain .adm-selector-item')].find((item) => item.textContent?.includes('TRC20'))
      expect(chip).toBeDefined()
      return chip!
    })
    await click(network)
    const qr = await found('.recharge-qr')
    const address = text('.recharge-address')!
    expect(qr.dataset.qrText).toBe(address)
    expect(qr.getAttribute('aria-label')).toBe('QR code of the deposit address on TRON (TRC20)')
    expect(qr.querySelector('svg path')).not.toBeNull()
    await waitFor(() => expect(text('.recharge-token-rate')).toBe('Rate: 1 USDT = $1.00'))
  })
})

describe('a price paid from the wallet', () => {
  it('shows the base amount first and the display currency\'s price beside it', async () => {
    const order = await placeOrder(server, await merchantSku(server), { shopper })
    writeCurrency('VND')
    await open(`/checkout?order_ids=${order.id}`)
    await found('.pay-sheet')
    const vnd = (Number(order.total) * 25400).toLocaleString('en')
    await waitFor(() => expect(text('.pay-sheet .pay-amount')).toBe(`$${order.total} ≈ ₫${vnd}`))
    expect(text('.pay-sheet .pay-balance')).toMatch(/^Balance \$[\d,]+\.\d\d$/)
    expect(text('.pay-sheet .pay-deadline')).toMatch(/^Pay within (29:[0-5]\d|30:00)$/)
  })

  it('counts down the time left to pay on the order\'s page', async () => {
    const order = await placeOrder(server, await merchantSku(server), { shopper })
    await open(`/orderInfo/${order.id}`)
    const deadline = await found('.order-banner-deadline .pay-countdown')
    expect(deadline.textContent).toMatch(/^Pay within (29:[0-5]\d|30:00)$/)
    const first = deadline.textContent
    await waitFor(() => expect(q('.order-banner-deadline .pay-countdown')?.textContent).not.toBe(first), { timeout: 10_000 })
  })
})

describe('an amount field in Vietnamese', () => {
  it('shows its example with a decimal comma and reads a typed comma as the decimal point', async () => {
    await switchLanguage('vi')
    await open('/withDraw')
    const input = await found<HTMLInputElement>('.withdraw-amount input')
    expect(input.placeholder).toBe('0,00')
    await act(async () => void fireEvent.change(input, { target: { value: '12,5' } }))
    await waitFor(() => expect(input.value).toBe('12.5'))
    await waitFor(() => expect(text('.withdraw-arrival')).toMatch(/^[\d.]+,\d\d\u00a0US\$$/))
  })
})

describe('a deployment settling in dong', () => {
  let dong: TestServer
  beforeAll(async () => {
    dong = await createTestServer({ settings: { baseCurrency: 'VND' } })
  })
  afterAll(async () => {
    setBaseCurrency('USD')
    await dong.close()
  })

  it('writes the balance as the dong, with no minor unit, in English and Vietnamese', async () => {
    const buyer = await newShopper(dong, { balance: '250000.00' })
    await open('/profile', dong, buyer.token)
    await waitFor(() => expect(text('[data-testid="balance"]')).toBe('₫250,000 ›'))
    runtime?.session.stop()
    await switchLanguage('vi')
    await open('/balance', dong, buyer.token)
    await waitFor(() => expect(text('[data-testid="wallet-balance"]')).toBe('250.000\u00a0₫'))
  })
})
