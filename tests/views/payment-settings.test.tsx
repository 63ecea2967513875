// /payment through the real views and server: a new shopper reads that no payment code is set and
// is taken to set one, and comes back to read it set; the button then offers to change it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitFor } from '@testing-library/react'
import { createTestServer, type TestServer } from '../api/support/test-server'
import { registerAccount } from './support/accounts'
import { click, fill, found, press, q, setCookie } from './support/interact'
import { renderApp } from './support/render-app'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

describe('payment settings', () => {
  it('says whether a payment code is set and leads to setting it, then back', async () => {
    const account = await registerAccount(server)
    setCookie('Admin-Token', account.token)
    const app = await renderApp('/payment', server)
    await waitFor(() => expect(q('.payment-code-state')?.textContent).toBe('Not set'))
    await click(await found('button.payment-code-button'))
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/changePayPwd'))
    expect(app.router.state.location.search).toEqual({ redirect: '/payment' })
    await fill('New payment code', '258147')
    await fill('Confirm payment code', '258147')
    await press('Set payment code')
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/payment'))
    await waitFor(() => expect(q('.payment-code-state')?.textContent).toBe('Set'))
    expect(q('button.payment-code-button')?.textContent).toBe('Change payment code')
    app.session.stop()
  })
})
