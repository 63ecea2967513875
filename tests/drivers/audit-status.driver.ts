// The audit status of a recharge on the server, as its shopper reads it in the recharge record
// (/topUpRecord): each path with a new shopper whose manual recharge waits (through the API, with
// a picture as evidence). APPROVE and REFUSE are the operator's decisions, through the API as the
// console sends them; each state is checked as the shopper sees the row once the record is opened
// again (its status, the reason of a refusal) and in the wallet (credited once when approved).
// Withdrawals share the machine and the service: the API tests try both.
import { randomUUID } from 'node:crypto'
import { centsOf, formatCents } from '../../src/contract/money'
import { DEMO_ACCOUNTS } from '../../src/server/db/demo-accounts'
import { expect } from '../e2e/support/expect'
import type { Driver, Layer, Session } from './support/protocol'

const AMOUNT = '50.00'
const REFUSAL_NOTE = 'No transfer arrived'

interface Ctx {
  session: Session
  layer: Layer
  token: string
  rechargeId: number
  /** The wallet before the recharge is decided. */
  balance: string
}

const balanceOf = async (ctx: Ctx) => (await ctx.layer.backend.call('GET', '/api/user/getUserInfo', undefined, ctx.token)).data.balance as string
const row = (ctx: Ctx, part: string) => ({ css: `.recharge-row[data-record-id="${ctx.rechargeId}"] ${part}` })
const shows = (ctx: Ctx, status: string) => ctx.session.screen.hasText(row(ctx, '.record-status'), ctx.layer.text(`ui.${status}`))

async function decide(ctx: Ctx, approve: boolean) {
  const { backend } = ctx.layer
  const operator = (await backend.call('POST', '/api/user/login', { account: DEMO_ACCOUNTS.operator.account, password: DEMO_ACCOUNTS.operator.password })).data.userinfo.token as string
  const answer = await backend.call('POST', '/api/admin/recharge/audit', { id: ctx.rechargeId, approve, ...(approve ? {} : { note: REFUSAL_NOTE }) }, operator)
  expect(answer.code, JSON.stringify(answer)).toBe(1)
  // The shopper opens the record again.
  await ctx.session.screen.visit('/balance')
  await ctx.session.screen.visit('/topUpRecord')
}

export const driver: Driver<Ctx> = {
  async start(layer) {
    const { token } = await layer.backend.newAccount()
    const evidence = await layer.backend.upload(token)
    const asked = await layer.backend.call('POST', '/api/user/recharge', { method: 'manual', amount: AMOUNT, evidence }, token, { 'Idempotency-Key': randomUUID() })
    expect(asked.code, JSON.stringify(asked)).toBe(1)
    const ctx: Ctx = { session: undefined as never, layer, token, rechargeId: asked.data.id, balance: '' }
    ctx.balance = await balanceOf(ctx)
    ctx.session = await layer.open('/topUpRecord', { token })
    await driver.states.waiting!(ctx)
    return ctx
  },
  events: {
    APPROVE: (ctx) => decide(ctx, true),
    REFUSE: (ctx) => decide(ctx, false),
  },
  states: {
    waiting: async (ctx) => {
      await shows(ctx, 'recordWaitingReview')
      expect(await ctx.session.screen.count(row(ctx, '.record-reason'))).toBe(0)
      expect(await balanceOf(ctx)).toBe(ctx.balance)
    },
    approved: async (ctx) => {
      await shows(ctx, 'recordApproved')
      expect(await balanceOf(ctx)).toBe(formatCents(centsOf(ctx.balance) + centsOf(AMOUNT)))
    },
    refused: async (ctx) => {
      await shows(ctx, 'recordRejected')
      await ctx.session.screen.hasText(row(ctx, '.record-reason'), REFUSAL_NOTE)
      expect(await balanceOf(ctx)).toBe(ctx.balance)
    },
  },
}
