// The audit status of a recharge on the server, as its shopper reads it in the recharge record
// (/topUpRecord): each path with a new shopper whose manual recharge waits (through the API, with
// a picture as evidence). APPROVE and REFUSE are the operator's decisions, through the API as the
// console sends them; each state is checked as the shopper sees the row once the record is opened
// again (its status, the reason of a refusal) and in the wallet (credited once when approved).
// Withdrawals share the machine and the service: the API tests try both.
import { expect } from 'vitest'
import { act, waitFor } from '@testing-library/react'
import { DEMO_ACCOUNTS } from '../../../src/server/db/demo-accounts'
import type { AppRuntime } from '../../../src/app/runtime'
import { adminRechargeAudit, recharge } from '../../../src/contract/recharges'
import { balanceOf, payHeaders } from '../../api/support/shoppers'
import { registerAccount } from '../support/accounts'
import { found, q, setCookie } from '../support/interact'
import { inProcessFetch, renderWithTransport } from '../support/render-app'
import { uploadInProcess } from '../support/multipart'
import { sharedTestServer } from '../support/shared-server'
import { TINY_PNG } from '../../support/pictures'
import type { ViewDriver } from '../support/view-driver'

interface Ctx {
  runtime: AppRuntime
  token: string
  userId: number
  rechargeId: number
  note: string | null
}

const shared = sharedTestServer()
const AMOUNT = '50.00'

async function decide(ctx: Ctx, approve: boolean) {
  const operator = await shared.server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
  ctx.note = approve ? null : 'No transfer arrived'
  const res = await shared.server.call(adminRechargeAudit, { body: { id: ctx.rechargeId, approve, note: ctx.note ?? undefined } }, { token: operator })
  expect(res.body.code, res.text).toBe(1)
  // The shopper opens the record again.
  await act(async () => void (await ctx.runtime.router.navigate({ to: '/balance' })))
  await act(async () => void (await ctx.runtime.router.navigate({ to: '/topUpRecord' })))
}

async function row(ctx: Ctx, status: string) {
  const selector = `.recharge-row[data-record-id="${ctx.rechargeId}"]`
  await waitFor(() => expect(q(`${selector} .record-status`)?.textContent).toBe(status))
  return selector
}

export const driver: ViewDriver<Ctx> = {
  setup: () => shared.setup(),
  teardown: shared.teardown,
  async start() {
    const { token } = await registerAccount(shared.server)
    const userId = (await shared.server.request('GET', '/api/user/getUserInfo', { token })).body.data.id as number
    const evidence = await uploadInProcess(shared.server, token, TINY_PNG)
    const asked = await shared.server.call(recharge, { body: { method: 'manual', amount: AMOUNT, evidence } }, { token, headers: payHeaders() })
    expect(asked.body.code, asked.text).toBe(1)
    setCookie('Admin-Token', token)
    const runtime = await renderWithTransport('/topUpRecord', { fetch: inProcessFetch(shared.server) })
    const ctx: Ctx = { runtime, token, userId, rechargeId: asked.body.data.id, note: null }
    await driver.states.waiting!(ctx)
    return ctx
  },
  async stop(ctx) {
    ctx.runtime?.session.stop()
  },
  events: {
    APPROVE: (ctx) => decide(ctx, true),
    REFUSE: (ctx) => decide(ctx, false),
  },
  states: {
    waiting: async (ctx) => {
      await found('.recharge-row')
      const selector = await row(ctx, 'Waiting for review')
      expect(q(`${selector} .record-reason`)).toBeNull()
      expect(await balanceOf(shared.server.db, ctx.userId)).toBe('0.00')
    },
    approved: async (ctx) => {
      await row(ctx, 'Approved')
      expect(await balanceOf(shared.server.db, ctx.userId)).toBe(AMOUNT)
    },
    refused: async (ctx) => {
      const selector = await row(ctx, 'Rejected')
      expect(q(`${selector} .record-reason`)?.textContent).toContain(ctx.note!)
      expect(await balanceOf(shared.server.db, ctx.userId)).toBe('0.00')
    },
  },
}
