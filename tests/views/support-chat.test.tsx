// /service through the real views and server, for what the machine's paths do not look at: what a
// message says is shown as text (HTML and script typed by anyone show literally and never run), a
// file that is no picture is refused for good and says why while the rest of the queue goes on,
// and a new conversation starts with the introduction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { DEMO_ACCOUNTS } from '../../src/server/db/demo-accounts'
import { createTestServer, type TestServer } from '../api/support/test-server'
import { apiCall, registerAccount } from './support/accounts'
import { click, found, q, setCookie } from './support/interact'
import { withMultipartBodies } from './support/multipart'
import { inProcessFetch, renderWithTransport } from './support/render-app'
import { conversationOf } from './support/support-chat-world'
import { checkoutCallVia } from './support/checkout'

let server: TestServer
let operator: string
beforeAll(async () => {
  server = await createTestServer()
  operator = await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
  URL.createObjectURL ??= () => 'blob:support-chat-test'
  URL.revokeObjectURL ??= () => {}
})
afterAll(() => server.close())

const call = () => checkoutCallVia((path, init) => server.app.request(path, init))
const bubbles = () => [...document.querySelectorAll('.service-message')]

async function openService(token: string) {
  setCookie('Admin-Token', token)
  return renderWithTransport('/service', { fetch: withMultipartBodies(inProcessFetch(server)) })
}

describe('customer service page', () => {
  it('shows HTML and script in messages as typed, never as markup, from the shopper and from support', async () => {
    const shopper = await registerAccount(server)
    const typed = `<script>window.__ran = true</script><b>bold?</b>`
    const reply = `<img src="x" onerror="window.__ran = true">Use <i>this</i> link`
    expect((await apiCall(server, 'POST', '/api/service/send', { client_id: 'script-test-0001', text: typed }, shopper.token)).code).toBe(1)
    const { id: userId } = (await apiCall(server, 'GET', '/api/user/getUserInfo', undefined, shopper.token)).data
    const conversationId = await conversationOf(call(), operator, userId)
    expect((await apiCall(server, 'POST', '/api/admin/service/reply', { conversation_id: conversationId, text: reply }, operator)).code).toBe(1)

    const runtime = await openService(shopper.token)
    await waitFor(() => expect(bubbles().map((b) => b.querySelector('.service-text')?.textContent)).toEqual([typed, reply]))
    expect(q('.service-messages script')).toBeNull()
    expect(q('.service-messages b, .service-messages i')).toBeNull()
    expect(q('.service-messages img')).toBeNull()
    expect((window as unknown as { __ran?: boolean }).__ran).toBeUndefined()
    expect(bubbles()[0]!.className).toContain('is-mine')
    expect(bubbles()[1]!.className).toContain('is-support')
    expect(bubbles()[1]!.textContent).toContain('Support')
    runtime.session.stop()
  })

  it('a new conversation starts with the introduction; a file that is no picture is refused with the reason, the text after it is sent', async () => {
    const shopper = await registerAccount(server)
    const runtime = await openService(shopper.token)
    await screen.findByText('Ask us anything about your orders, payments or refunds. We usually reply within a few minutes.')
    await waitFor(() => expect(q('.service-banner')).toBeNull())

    const input = await found<HTMLInputElement>('.service-picture-button input[type=file]')
    await act(async () => void fireEvent.change(input, { target: { files: [new File(['not a picture'], 'notes.png', { type: 'image/png' })] } }))
    await act(async () => void fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Did the picture arrive?' } }))
    await click(screen.getByRole('button', { name: 'Send' }))

    await screen.findByText('Not sent: Please upload a picture (PNG, JPEG, GIF or WebP)')
    await waitFor(() => expect(bubbles().filter((b) => b.className.includes('is-waiting'))).toHaveLength(0))
    await waitFor(() => expect(q('.service-message:not(.is-refused) .service-text')?.textContent).toBe('Did the picture arrive?'))
    const stored = (await apiCall(server, 'GET', '/api/service/messages', undefined, shopper.token)).data.list
    expect(stored.map((m: { text: string }) => m.text)).toEqual(['Did the picture arrive?'])
    expect(screen.queryByText('Ask us anything about your orders, payments or refunds. We usually reply within a few minutes.')).toBeNull()
    runtime.session.stop()
  })

  it('/services is the same page, and Send waits for words', async () => {
    const shopper = await registerAccount(server)
    setCookie('Admin-Token', shopper.token)
    const runtime = await renderWithTransport('/services', { fetch: inProcessFetch(server) })
    const send = await screen.findByRole('button', { name: 'Send' })
    expect(document.title).toContain('Customer service')
    expect(send.hasAttribute('disabled')).toBe(true)
    await act(async () => void fireEvent.change(screen.getByLabelText('Message'), { target: { value: '   \n ' } }))
    expect(send.hasAttribute('disabled')).toBe(true)
    expect(screen.getByLabelText('Message').getAttribute('maxlength')).toBe('1000')
    runtime.session.stop()
  })
})
