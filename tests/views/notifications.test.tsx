// /notification through the real views and server: a shopper's shipped order and an operator's
// announcement show, newest first, unread ones marked and counted on the me tab; opening one
// reads it and goes to what it is about; "Read all" clears the badge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from '../api/support/test-server'
import { merchantSku, merchantToken, orderAt } from '../api/support/order-steps'
import { apiCall } from './support/accounts'
import { click, found, q, setCookie } from './support/interact'
import { renderApp } from './support/render-app'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

const rows = () => [...document.querySelectorAll<HTMLElement>('.notice-row')]
const badge = () => q('.tab-badge')?.textContent ?? null

describe('notifications page', () => {
  it('lists what happened and the announcements, marks them read and counts them on the me tab', async () => {
    const order = await orderAt(server, await merchantSku(server), 2, await merchantToken(server))
    const operator = await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
    const published = await apiCall(server, 'POST', '/api/admin/notification/publish', { title: { en: 'Maintenance tonight' }, body: { en: 'From 1 to 2 am.' } }, operator)
    expect(published.code).toBe(1)
    setCookie('Admin-Token', order.shopper.token)

    const runtime = await renderApp('/profile', server)
    await waitFor(() => expect(badge()).toBe('2'))
    runtime.session.stop()
    document.body.innerHTML = ''

    const page = await renderApp('/notification', server)
    await found('.notice-row')
    expect(rows().map((row) => row.querySelector('.notice-row-title')?.textContent)).toEqual(['Maintenance tonight', 'Your order is on its way'])
    expect(rows()[1]!.querySelector('.notice-row-text')?.textContent).toBe(`Order ${order.sn} was shipped with VNPost Express, tracking number VN123456789.`)
    expect(document.querySelectorAll('.notice-row.is-unread')).toHaveLength(2)

    await click(rows()[1]!)
    await waitFor(() => expect(page.router.state.location.pathname).toBe(`/orderInfo/${order.id}`))
    const left = await apiCall(server, 'GET', '/api/user/notifications/unread', undefined, order.shopper.token)
    expect(left.data.unread).toBe(1)

    await page.router.navigate({ to: '/notification' })
    await found('.notice-row')
    await waitFor(() => expect(document.querySelectorAll('.notice-row.is-unread')).toHaveLength(1))
    await click(screen.getByRole('button', { name: 'Read all' }))
    await waitFor(() => expect(document.querySelectorAll('.notice-row.is-unread')).toHaveLength(0))
    expect((await apiCall(server, 'GET', '/api/user/notifications/unread', undefined, order.shopper.token)).data.unread).toBe(0)
    page.session.stop()
  })
})
