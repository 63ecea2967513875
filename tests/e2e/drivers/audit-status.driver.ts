// The audit status of a recharge on the server, in Chromium, as its shopper reads it in the
// recharge record (/topUpRecord): each path with a new shopper of the demo server whose manual
// recharge waits (through the HTTP API, with a picture as evidence). APPROVE and REFUSE are the
// operator's decisions through the HTTP API, as the console sends them; each state is checked as
// the shopper sees the row once the record is opened again, and in the wallet.
import { expect } from '../support/expect'
import type { BrowserContext, Page } from 'playwright-core'
import { DEMO_ACCOUNTS } from '../../../src/server/db/demo-accounts'
import { centsOf, formatCents } from '../../../src/contract/money'
import { api, newAccount, uploadPicture } from '../support/api'
import { openPhone } from '../support/browser'
import type { BrowserDriver } from '../support/browser-driver'

interface Ctx {
  context: BrowserContext
  page: Page
  baseURL: string
  token: string
  rechargeId: number
  /** The wallet before the recharge is decided. */
  balance: string
  note: string | null
}

const AMOUNT = '50.00'
const balanceOf = async (s: Ctx) => (await api(s.baseURL, 'GET', '/api/user/getUserInfo', undefined, s.token)).data.balance as string

async function decide(s: Ctx, approve: boolean) {
  const operator = (await api(s.baseURL, 'POST', '/api/user/login', { account: DEMO_ACCOUNTS.operator.account, password: DEMO_ACCOUNTS.operator.password })).data.userinfo.token
  s.note = approve ? null : 'No transfer arrived'
  const answer = await api(s.baseURL, 'POST', '/api/admin/recharge/audit', { id: s.rechargeId, approve, ...(s.note ? { note: s.note } : {}) }, operator)
  expect(answer.code, JSON.stringify(answer)).toBe(1)
  // The shopper opens the record again.
  await s.page.goto('/topUpRecord')
}

async function row(s: Ctx, status: string) {
  const selector = `.recharge-row[data-record-id="${s.rechargeId}"]`
  await expect.poll(() => s.page.locator(`${selector} .record-status`).textContent()).toBe(status)
  return selector
}

export const driver: BrowserDriver<Ctx> = {
  async start(browser, baseURL) {
    const { token } = await newAccount(baseURL)
    const evidence = await uploadPicture(baseURL, token, 'evidence.png')
    const res = await fetch(`${baseURL}/api/user/recharge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token, 'Idempotency-Key': `audit-${Date.now()}-${Math.random()}` },
      body: JSON.stringify({ method: 'manual', amount: AMOUNT, evidence }),
    })
    const asked = (await res.json()) as { code: number; data: { id: number } }
    expect(asked.code, JSON.stringify(asked)).toBe(1)
    const { context, page } = await openPhone(browser, baseURL)
    await context.addCookies([{ name: 'Admin-Token', value: token, url: baseURL }])
    const s: Ctx = { context, page, baseURL, token, rechargeId: asked.data.id, balance: '0.00', note: null }
    s.balance = await balanceOf(s)
    await page.goto('/topUpRecord')
    await driver.states.waiting!(s)
    return s
  },
  stop: (s) => s.context.close(),
  events: {
    APPROVE: (s) => decide(s, true),
    REFUSE: (s) => decide(s, false),
  },
  states: {
    waiting: async (s) => {
      const selector = await row(s, 'Waiting for review')
      expect(await s.page.locator(`${selector} .record-reason`).count()).toBe(0)
      expect(await balanceOf(s)).toBe(s.balance)
    },
    approved: async (s) => {
      await row(s, 'Approved')
      expect(await balanceOf(s)).toBe(formatCents(centsOf(s.balance) + centsOf(AMOUNT)))
    },
    refused: async (s) => {
      const selector = await row(s, 'Rejected')
      expect(await s.page.locator(`${selector} .record-reason`).textContent()).toContain(s.note!)
      expect(await balanceOf(s)).toBe(s.balance)
    },
  },
}
