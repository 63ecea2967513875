// The operator's customer service and management screens through the real console views and the
// real server in-process: conversations waiting for an answer first with their unread counts and
// the totals, found by account; a conversation opened with its history and the shopper's recent
// orders, a shopper's new message arriving live and a reply reaching the shopper; a shop suspended
// with its reason and lifted, and both rows in the audit log.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import type { ConsoleRuntime } from '../../src/console/runtime'
import { DEMO_ACCOUNTS } from '../../src/server/db/demo-accounts'
import { merchantSku, placeOrder } from '../api/support/order-steps'
import { newShopper } from '../api/support/shoppers'
import { createTestServer, type TestServer } from '../api/support/test-server'
import { apiCall, registerAccount, type TestAccount } from './support/accounts'
import { click, found, q, setCookie } from './support/interact'
import { renderConsole } from './support/render-console'
import { watchAppToasts, type ToastWatch } from './support/toasts'

let server: TestServer
let runtime: ConsoleRuntime | undefined
let toasts: ToastWatch
// A fresh database with the demo data: slow on a busy host.
beforeAll(async () => {
  server = await createTestServer()
}, 240_000)
afterAll(() => server.close())
afterEach(() => {
  toasts?.stop()
  runtime?.session.stop()
  runtime = undefined
})

async function openAsOperator(path: string) {
  setCookie('Console-Token', await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password))
  toasts = await watchAppToasts()
  runtime = await renderConsole(`/merchant${path}`, server)
}
let sent = 0
const say = async (shopper: TestAccount, text: string) =>
  expect((await apiCall(server, 'POST', '/api/service/send', { client_id: `view-test-${String(++sent).padStart(4, '0')}-${Date.now()}`, text }, shopper.token)).code).toBe(1)
const rowOf = (account: string) =>
  waitFor(() => {
    const row = [...document.querySelectorAll<HTMLElement>('.console-service-row')].find((r) => r.textContent?.includes(`@${account}`))
    expect(row, account).toBeTruthy()
    return row!
  })
const paneTexts = () => [...document.querySelectorAll('.console-service-message')].map((m) => `${m.classList.contains('is-support') ? 'support' : 'shopper'}: ${m.querySelector('.console-service-text')?.textContent}`)

describe('customer service', () => {
  it('lists the conversation waiting for an answer first with its unread count, finds it by account, and answers it live', async () => {
    const answered = await registerAccount(server)
    await say(answered, 'Thanks, all good now')
    // A shopper with an order, which the operator sees beside the conversation.
    const buyer = await newShopper(server, { balance: '500.00' })
    const order = await placeOrder(server, await merchantSku(server), { shopper: buyer })
    const waiting: TestAccount = { ...(await apiCall(server, 'GET', '/api/user/getUserInfo', undefined, buyer.token)).data, token: buyer.token }
    await say(waiting, 'Where is my parcel?')
    await say(waiting, 'It was due Monday')
    // The answered one is the newest activity; the waiting one still comes first.
    const { id: answeredConversation } = (await apiCall(server, 'GET', `/api/admin/service/conversations?account=${answered.account}`, undefined, await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password))).data.list[0]
    await apiCall(server, 'POST', '/api/admin/service/reply', { conversation_id: answeredConversation, text: 'Glad to help' }, await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password))

    await openAsOperator('/service')
    const waitingRow = await rowOf(waiting.account)
    const answeredRow = await rowOf(answered.account)
    const rows = [...document.querySelectorAll('.console-service-row')]
    expect(rows.indexOf(waitingRow)).toBeLessThan(rows.indexOf(answeredRow))
    expect(waitingRow.querySelector('.console-service-unread')?.textContent).toBe('2')
    expect(waitingRow.textContent).toContain('Waiting for an answer')
    expect(answeredRow.querySelector('.console-service-unread')).toBeNull()
    expect(q('.console-service-totals')?.textContent).toMatch(/^\d+ waiting for an answer · \d+ unread$/)

    // Found by a part of the account, in the URL.
    const search = q<HTMLInputElement>('.console-service-search input')!
    await act(async () => {
      fireEvent.change(search, { target: { value: waiting.account.slice(2) } })
      fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 })
    })
    await waitFor(() => expect(runtime!.router.state.location.search).toMatchObject({ account: waiting.account.slice(2) }))
    await waitFor(() => expect(document.querySelectorAll('.console-service-row')).toHaveLength(1))
    expect(q('.console-service-totals')?.textContent).toBe('1 waiting for an answer · 2 unread')

    await click(await rowOf(waiting.account))
    await waitFor(() => expect(paneTexts()).toEqual(['shopper: Where is my parcel?', 'shopper: It was due Monday']))
    await waitFor(() => expect(q('.console-service-connection')?.textContent).toBe('Live'))
    const shown = await found(`.console-service-order[data-order-sn="${order.sn}"]`)
    expect(shown.querySelector('.console-service-order-status')?.textContent).toBe('Waiting for payment')
    expect(shown.querySelector('.console-service-order-item')?.textContent).not.toBe('')

    // The shopper writes while the operator reads: it arrives without a reload.
    await say(waiting, 'Hello?')
    await waitFor(() => expect(paneTexts().at(-1)).toBe('shopper: Hello?'))

    const box = q<HTMLTextAreaElement>('.console-service-input')!
    const send = () => within(q('.console-service-reply')!).getByRole('button', { name: 'Send reply' })
    expect(send().hasAttribute('disabled')).toBe(true)
    await act(async () => void fireEvent.change(box, { target: { value: 'It arrives tomorrow.' } }))
    await click(send())
    await waitFor(() => expect(paneTexts().at(-1)).toBe('support: It arrives tomorrow.'))
    await waitFor(() => expect(q('.console-service-message.is-waiting')).toBeNull())
    const history = (await apiCall(server, 'GET', '/api/service/messages', undefined, waiting.token)).data.list
    expect(history.at(-1)).toMatchObject({ author: 'support', text: 'It arrives tomorrow.' })
    // Answered, the row no longer waits.
    await waitFor(() => expect((q('.console-service-row') as HTMLElement).textContent).not.toContain('Waiting for an answer'))
  })
})

describe('users, shops and the audit log', () => {
  it('suspends a user with a reason and lifts it after a question; both are in the audit log', async () => {
    const shopper = await registerAccount(server)
    await openAsOperator(`/accounts?q=${shopper.account}`)
    const card = await found('article.console-managed')
    expect(card.textContent).toContain('Active')
    await click(within(card).getByRole('button', { name: 'Suspend' }))
    const confirm = within(card).getByRole('button', { name: `Suspend ${shopper.account}` })
    await click(confirm)
    await waitFor(() => expect(toasts.shown).toContain('Write why you suspend it'))
    await act(async () => void fireEvent.change(card.querySelector('.console-suspend-reason textarea')!, { target: { value: 'Chargeback fraud' } }))
    await click(within(card).getByRole('button', { name: `Suspend ${shopper.account}` }))
    await waitFor(() => expect(card.textContent).toContain('Suspended since'))
    await waitFor(() => expect(toasts.shown).toContain('User suspended; their sessions are signed out'))
    expect((await apiCall(server, 'GET', '/api/user/getUserInfo', undefined, shopper.token)).code).not.toBe(1)

    await click(within(card).getByRole('button', { name: 'Lift suspension' }))
    await waitFor(() => expect(q('.adm-dialog-content')?.textContent).toBe(`Lift the suspension of ${shopper.account}?`))
    const lift = [...document.querySelectorAll<HTMLElement>('.adm-dialog-button')].reverse().find((b) => b.textContent === 'Lift suspension')!
    await click(lift)
    await waitFor(() => expect(card.textContent).toContain('Active'))

    await click(within(card).getByRole('link', { name: 'Audit log' }))
    await waitFor(() => expect(runtime!.router.state.location.pathname).toBe('/audit-log'))
    await waitFor(() => expect(document.querySelectorAll('.console-log-row')).toHaveLength(2))
    const [lifted, suspended] = [...document.querySelectorAll('.console-log-row')]
    expect(suspended!.querySelector('.console-log-what')?.textContent).toBe('User suspended')
    expect(lifted!.querySelector('.console-log-what')?.textContent).toBe('User suspension lifted')
    expect(suspended!.querySelector('.console-log-who')?.textContent).toBe(`By ${DEMO_ACCOUNTS.operator.account}`)
    expect(suspended!.querySelector('.console-log-detail')?.textContent).toBe('Reason: Chargeback fraud')
    expect(lifted!.querySelector('.console-log-detail')).toBeNull()
    // Read only: no button on any row.
    expect(document.querySelectorAll('.console-log-row button')).toHaveLength(0)
  })
})
