// /profile/edit through the real views and server: the email and mobile messages of
// docs/product/rules.md#validation-messages refuse a wrong value and nothing is saved; good values
// are saved and the personal center shows them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { createTestServer, type TestServer } from '../api/support/test-server'
import { apiCall, registerAccount } from './support/accounts'
import { fill, found, press, q, setCookie } from './support/interact'
import { renderApp } from './support/render-app'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

describe('editing the profile', () => {
  it('refuses a wrong email and mobile with their messages, then saves and shows the new details', async () => {
    const account = await registerAccount(server)
    setCookie('Admin-Token', account.token)
    const app = await renderApp('/profile', server)
    await press('Edit profile')
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/profile/edit'))
    await found('.profile-edit-form')
    await fill('Email', 'not-an-email')
    await fill('Mobile phone', '12ab')
    await press('Save')
    await screen.findByText('Please fill correct email')
    expect(screen.getByText('Please enter a correct mobile phone number')).toBeTruthy()
    const before = await apiCall(server, 'GET', '/api/user/getUserInfo', undefined, account.token)
    expect(before.data.email).toBe(`${account.account}@example.com`)

    await fill('Email', `new_${account.account}@example.com`)
    await fill('Mobile phone', '+84 987 654 321')
    await fill('Given name', 'Linh')
    await press('Save')
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/profile'))
    await waitFor(() => expect(q('.profile-name')?.textContent).toBe('Linh Tran'))
    expect([...document.querySelectorAll('.profile-contact')].map((line) => line.textContent)).toEqual([`new_${account.account}@example.com`, '+84 987 654 321'])
    const after = await apiCall(server, 'GET', '/api/user/getUserInfo', undefined, account.token)
    expect(after.data).toMatchObject({ email: `new_${account.account}@example.com`, mobile: '+84 987 654 321', given_name: 'Linh' })
    app.session.stop()
  })
})
