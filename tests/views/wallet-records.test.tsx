// The wallet's pages through the real views and server: /topUpRecord, /depositRecord and
// /capitalRecord list what the shopper's recharges, withdrawals and ledger hold, each filter in the
// URL; /balance shows the balance in the base currency, written per language ("$88.00" in English,
// "US$88.00" in Chinese) and
// leads to recharge, withdraw and the records; the personal center leads there. The rows are made
// through the API: recharges with an uploaded evidence picture, withdrawals with the payment code,
// the operator's audits, and an order paid from the wallet.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { adminRechargeAudit, recharge } from '../../src/contract/recharges'
import { adminWithdrawalAudit, withdraw } from '../../src/contract/withdrawals'
import { currentLanguage, switchLanguage } from '../../src/ui/i18n'
import type { AppRuntime } from '../../src/app/runtime'
import { merchantSku, pay, placeOrder, type PlacedOrder } from '../api/support/order-steps'
import { newShopper, PAYMENT_CODE, payHeaders, type Shopper } from '../api/support/shoppers'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from '../api/support/test-server'
import { TINY_PNG } from '../support/pictures'
import { apiCall } from './support/accounts'
import { click, found, q, setCookie } from './support/interact'
import { encodeFormData } from './support/multipart'
import { renderApp } from './support/render-app'

const CHAIN_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'

let server: TestServer
let operator: string
let shopper: Shopper
let order: PlacedOrder
let runtime: AppRuntime | undefined
const ids = { approved: 0, rejected: 0, waiting: 0, refused: 0, passed: 0, auditing: 0 }

async function ok(res: Promise<{ body: { code: number; data: any }; text: string }>, what: string) {
  const answer = await res
  if (answer.body?.code !== 1) throw new Error(`${what} refused: ${answer.text}`)
  return answer.body.data
}

/** The payment evidence, uploaded as a browser sends it (jsdom's FormData does not reach the server). */
async function uploadEvidence(token: string): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([TINY_PNG], { type: 'image/png' }), 'evidence.png')
  const { body, contentType } = await encodeFormData(form)
  const res = await server.app.request('/api/common/upload', { method: 'POST', body, headers: { token, 'content-type': contentType } })
  const answer = (await res.json()) as { code: number; data: { url: string } }
  if (answer.code !== 1) throw new Error(`upload refused: ${JSON.stringify(answer)}`)
  return answer.data.url
}

async function askRecharge(body: { method: 'manual' | 'chain'; amount: string; network?: string; address?: string }): Promise<number> {
  const evidence = await uploadEvidence(shopper.token)
  return (await ok(server.call(recharge, { body: { ...body, evidence } }, { token: shopper.token, headers: payHeaders() }), 'recharge')).id
}

async function askWithdrawal(body: { type: 'bank' | 'chain'; amount: string; bank_card?: string; bank_name?: string; network?: string; address?: string }): Promise<number> {
  const data = await ok(server.call(withdraw, { body: { ...body, payment_code: PAYMENT_CODE } }, { token: shopper.token, headers: payHeaders() }), 'withdraw')
  return data.withdrawal.id
}

const auditRecharge = (id: number, approve: boolean, note?: string) => ok(server.call(adminRechargeAudit, { body: { id, approve, note } }, { token: operator }), 'recharge audit')
const auditWithdrawal = (id: number, approve: boolean, note?: string) => ok(server.call(adminWithdrawalAudit, { body: { id, approve, note } }, { token: operator }), 'withdrawal audit')

beforeAll(async () => {
  server = await createTestServer()
  operator = await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
  // Oldest first: 300.00 to start with, an order paid, three recharges, three withdrawals.
  shopper = await newShopper(server, { balance: '300.00' })
  order = await placeOrder(server, await merchantSku(server), { shopper })
  await ok(pay(server, order), 'pay')
  ids.approved = await askRecharge({ method: 'manual', amount: '500' })
  await auditRecharge(ids.approved, true)
  ids.rejected = await askRecharge({ method: 'chain', amount: '20.5', network: 'TRC20', address: CHAIN_ADDRESS })
  await auditRecharge(ids.rejected, false, 'No transfer arrived')
  ids.waiting = await askRecharge({ method: 'manual', amount: '30' })
  ids.refused = await askWithdrawal({ type: 'bank', amount: '100', bank_card: '9704 0000 1234 5678', bank_name: 'Vietcombank' })
  await auditWithdrawal(ids.refused, false, 'Card name mismatch')
  ids.passed = await askWithdrawal({ type: 'bank', amount: '50', bank_card: '9704 0000 1234 5678', bank_name: 'Vietcombank' })
  await auditWithdrawal(ids.passed, true)
  ids.auditing = await askWithdrawal({ type: 'chain', amount: '20', network: 'TRC20', address: CHAIN_ADDRESS })
})
afterAll(() => server.close())
afterEach(async () => {
  runtime?.session.stop()
  runtime = undefined
  if (currentLanguage() !== 'en') await switchLanguage('en')
})

async function open(path: string, token = shopper.token) {
  setCookie('Admin-Token', token)
  runtime = await renderApp(path, server)
  return runtime
}

const rows = () => [...document.querySelectorAll<HTMLElement>('.record-card')]
const text = (row: Element, selector: string) => row.querySelector(selector)?.textContent ?? null
const rowIds = () => rows().map((row) => Number(row.dataset.recordId))
const activeTab = () => q('.record-tabs .adm-tabs-tab-active')?.textContent
const tabTitles = () => [...document.querySelectorAll('.record-tabs .adm-tabs-tab')].map((tab) => tab.textContent)
const location = () => runtime!.router.state.location

async function chooseTab(title: string) {
  const tab = [...document.querySelectorAll<HTMLElement>('.record-tabs .adm-tabs-tab')].find((t) => t.textContent === title)
  if (!tab) throw new Error(`no tab ${title}: ${tabTitles().join(', ')}`)
  await click(tab)
}

/** The balance as the server has it now. */
async function balance(token = shopper.token): Promise<string> {
  return (await apiCall(server, 'GET', '/api/user/getUserInfo', undefined, token)).data.balance
}

const grouped = (amount: string) => {
  const [whole, fraction] = amount.split('.')
  return `${Number(whole).toLocaleString('en')}.${fraction}`
}

describe('recharge record (/topUpRecord)', () => {
  it('lists each recharge newest first: the method, the amount, the status, the reason of a rejection, when', async () => {
    await open('/topUpRecord')
    await waitFor(() => expect(rowIds()).toEqual([ids.waiting, ids.rejected, ids.approved]))
    expect(tabTitles()).toEqual(['All', 'Rejected', 'Waiting', 'Approved'])
    expect(activeTab()).toBe('All')
    const [waiting, rejected, approved] = rows()
    expect(text(waiting!, '.record-title')).toBe('Manual transfer')
    expect(text(waiting!, '.record-status')).toBe('Waiting for review')
    expect(text(waiting!, '.record-amount')).toBe('$30.00')
    expect(text(waiting!, '.record-reason')).toBeNull()
    expect(text(waiting!, '.record-number')).toBe(`No. ${ids.waiting}`)
    expect(text(waiting!, 'time')).toMatch(/\d{4}/)
    expect(text(rejected!, '.record-title')).toBe('On chain · TRC20')
    expect(text(rejected!, '.record-detail')).toBe(`From ${CHAIN_ADDRESS}`)
    expect(text(rejected!, '.record-status')).toBe('Rejected')
    expect(text(rejected!, '.record-amount')).toBe('$20.50')
    expect(text(rejected!, '.record-reason')).toBe('Reason: No transfer arrived')
    expect(text(approved!, '.record-status')).toBe('Approved')
    expect(text(approved!, '.record-amount')).toBe('$500.00')
    expect(text(approved!, '.record-reason')).toBeNull()
    await screen.findByText('No more')
  })

  it('a tab filters by status and is kept in the URL', async () => {
    await open('/topUpRecord?status=2')
    await waitFor(() => expect(rowIds()).toEqual([ids.rejected]))
    expect(activeTab()).toBe('Rejected')
    await chooseTab('Approved')
    await waitFor(() => expect(rowIds()).toEqual([ids.approved]))
    expect(location().pathname).toBe('/topUpRecord')
    expect(location().search).toEqual({ status: 1 })
    await chooseTab('Waiting')
    await waitFor(() => expect(rowIds()).toEqual([ids.waiting]))
    await chooseTab('All')
    await waitFor(() => expect(rows()).toHaveLength(3))
    expect(location().search).toEqual({})
  })

  it('a new shopper reads that there are no recharges yet, with the way to recharge', async () => {
    const fresh = await newShopper(server)
    await open('/topUpRecord', fresh.token)
    await screen.findByText('No recharges yet')
    expect(q<HTMLAnchorElement>('.record-empty-action')?.getAttribute('href')).toBe('/topUp')
    await chooseTab('Rejected')
    await screen.findByText('Nothing here')
  })
})

describe('withdrawal record (/depositRecord)', () => {
  it('has the tabs all, refused, auditing, passed in that order and lists each withdrawal: where to, amount, service charge, actual arrival, result, when', async () => {
    await open('/depositRecord')
    await waitFor(() => expect(rowIds()).toEqual([ids.auditing, ids.passed, ids.refused]))
    expect(tabTitles()).toEqual(['All', 'Refused', 'Auditing', 'Passed'])
    const [auditing, passed, refused] = rows()
    expect(text(auditing!, '.record-title')).toBe('On chain · TRC20')
    expect(text(auditing!, '.record-destination')).toBe(CHAIN_ADDRESS)
    expect(text(auditing!, '.record-status')).toBe('Auditing')
    expect(text(auditing!, '.record-figure-amount')).toBe('$20.00')
    expect(text(auditing!, '.record-figure-charge')).toBe('$0.20')
    expect(text(auditing!, '.record-figure-arrival')).toBe('$19.80')
    expect(text(passed!, '.record-title')).toBe('Bank card')
    expect(text(passed!, '.record-destination')).toBe('Vietcombank •••• 5678')
    expect(text(passed!, '.record-status')).toBe('Passed')
    expect(text(passed!, '.record-figure-arrival')).toBe('$49.50')
    expect(text(passed!, '.record-reason')).toBeNull()
    expect(text(refused!, '.record-status')).toBe('Refused')
    expect(text(refused!, '.record-reason')).toBe('Reason: Card name mismatch')
    expect(text(refused!, '.record-hint')).toBe('The amount is back in your balance')
    expect(text(refused!, '.record-figure-amount')).toBe('$100.00')
    expect(text(refused!, '.record-figure-arrival'), 'nothing arrived').toBe('—')
    expect(text(refused!, 'time')).toMatch(/\d{4}/)
    expect(document.body.textContent, 'the full card number stays with the operator').not.toContain('1234 5678')
  })

  it('each tab holds its audit result', async () => {
    await open('/depositRecord')
    await waitFor(() => expect(rows()).toHaveLength(3))
    await chooseTab('Refused')
    await waitFor(() => expect(rowIds()).toEqual([ids.refused]))
    expect(location().search).toEqual({ status: 2 })
    await chooseTab('Auditing')
    await waitFor(() => expect(rowIds()).toEqual([ids.auditing]))
    await chooseTab('Passed')
    await waitFor(() => expect(rowIds()).toEqual([ids.passed]))
  })
})

describe('fund record (/capitalRecord)', () => {
  it('shows the balance on top and every ledger row: its kind, the signed amount, the balance after, what it refers to', async () => {
    const now = await balance()
    await open('/capitalRecord')
    await waitFor(() => expect(rows()).toHaveLength(7))
    expect(q('[data-testid="bill-balance"]')?.textContent).toBe(`$${grouped(now)}`)
    expect(rows().map((row) => text(row, '.record-title'))).toEqual([
      'Withdrawal', 'Withdrawal', 'Withdrawal returned', 'Withdrawal', 'Recharge', 'Payment', 'Recharge',
    ])
    const amounts = rows().map((row) => text(row, '.bill-amount'))
    expect(amounts).toEqual(['−$20.00', '−$50.00', '+$100.00', '−$100.00', '+$500.00', `−$${order.total}`, '+$300.00'])
    expect(text(rows()[0]!, '.bill-balance-after')).toBe(`Balance after $${grouped(now)}`)
    expect(text(rows()[6]!, '.bill-balance-after')).toBe('Balance after $300.00')
    expect(text(rows()[0]!, '.bill-ref')).toBe(`Withdrawal no. ${ids.auditing}`)
    expect(text(rows()[2]!, '.bill-ref')).toBe(`Withdrawal no. ${ids.refused}`)
    expect(text(rows()[4]!, '.bill-ref')).toBe(`Recharge no. ${ids.approved}`)
    expect(text(rows()[5]!, '.bill-ref')).toBe(`Order no. ${order.sn}`)
    expect(rows()[0]!.querySelector('.bill-amount')?.classList.contains('is-debit')).toBe(true)
    expect(rows()[4]!.querySelector('.bill-amount')?.classList.contains('is-credit')).toBe(true)
  })

  it('a kind tab shows only rows of that kind, kept in the URL', async () => {
    await open('/capitalRecord')
    await waitFor(() => expect(rows()).toHaveLength(7))
    expect(tabTitles()).toEqual(['All', 'Opening balance', 'Recharge', 'Payment', 'Refund', 'Income', 'Withdrawal', 'Withdrawal returned'])
    await chooseTab('Recharge')
    await waitFor(() => expect(rows().map((row) => text(row, '.bill-amount'))).toEqual(['+$500.00', '+$300.00']))
    expect(location().search).toEqual({ kind: 'recharge' })
    await chooseTab('Withdrawal returned')
    await waitFor(() => expect(rows().map((row) => text(row, '.bill-amount'))).toEqual(['+$100.00']))
    await chooseTab('Refund')
    await screen.findByText('Nothing here')
  })
})

describe('my balance (/balance)', () => {
  it('shows the balance in the base currency in English, with Recharge, Withdraw and the three records', async () => {
    const now = await balance()
    await open('/balance')
    await waitFor(() => expect(q('[data-testid="wallet-balance"]')?.textContent).toBe(`$${grouped(now)}`))
    await click(await screen.findByRole('button', { name: 'Recharge' }))
    await waitFor(() => expect(location().pathname).toBe('/topUp'))
    await runtime!.router.navigate({ to: '/balance' })
    await click(await screen.findByRole('button', { name: 'Withdraw' }))
    await waitFor(() => expect(location().pathname).toBe('/withDraw'))
    for (const [title, path] of [['Recharge record', '/topUpRecord'], ['Withdrawal record', '/depositRecord'], ['Fund record', '/capitalRecord']] as const) {
      await runtime!.router.navigate({ to: '/balance' })
      await click(await screen.findByText(title))
      await waitFor(() => expect(location().pathname).toBe(path))
    }
  })

  it('reads the balance again on arrival: a recharge approved meanwhile shows', async () => {
    const fresh = await newShopper(server)
    await open('/profile', fresh.token)
    await waitFor(() => expect(q('[data-testid="balance"]')?.textContent).toContain('$0.00'))
    const evidence = await uploadEvidence(fresh.token)
    const asked = await ok(server.call(recharge, { body: { method: 'manual', amount: '1250', evidence } }, { token: fresh.token, headers: payHeaders() }), 'recharge')
    await auditRecharge(asked.id, true)
    await click(q('.profile-balance')!)
    await waitFor(() => expect(location().pathname).toBe('/balance'))
    await waitFor(() => expect(q('[data-testid="wallet-balance"]')?.textContent).toBe('$1,250.00'))
  })

  it('writes the balance as Chinese writes US dollars for a shopper reading Chinese', async () => {
    const chinese = await newShopper(server, { balance: '88.00' })
    expect((await apiCall(server, 'GET', '/api/user/set_language?lang=zh-CN', undefined, chinese.token)).code).toBe(1)
    await open('/balance', chinese.token)
    await waitFor(() => expect(q('[data-testid="wallet-balance"]')?.textContent).toBe('US$88.00'))
    expect(q('.app-nav-title')?.textContent).toBe('我的余额')
    expect(screen.getByRole('button', { name: '充值' })).toBeTruthy()
    expect(screen.getByText('资金记录')).toBeTruthy()
  })
})

describe('personal center', () => {
  it('leads to the wallet: the balance opens /balance, the wallet section the pages, saved accounts and records', async () => {
    await open('/profile')
    await found('.profile-wallet')
    const items = [...document.querySelectorAll('.profile-wallet .adm-list-item-content-main')].map((item) => item.textContent)
    expect(items).toEqual(['Recharge', 'Withdraw', 'Withdrawal accounts', 'Recharge record', 'Withdrawal record', 'Fund record'])
    for (const [title, path] of [['Recharge', '/topUp'], ['Withdraw', '/withDraw'], ['Withdrawal accounts', '/withdrawalAccounts'], ['Recharge record', '/topUpRecord'], ['Withdrawal record', '/depositRecord'], ['Fund record', '/capitalRecord']] as const) {
      await runtime!.router.navigate({ to: '/profile' })
      const item = await waitFor(() => [...document.querySelectorAll<HTMLElement>('.profile-wallet .adm-list-item')].find((el) => el.textContent === title)!)
      await click(item)
      await waitFor(() => expect(location().pathname).toBe(path))
    }
    await runtime!.router.navigate({ to: '/profile' })
    await click(await found('.profile-balance'))
    await waitFor(() => expect(location().pathname).toBe('/balance'))
  })
})
