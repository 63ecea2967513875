// Changing the login password while logged in (docs/product/rules.md#validation-messages messages;
// section 4: afterwards the client is logged out, so every session of the user ends).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { changePassword, getUserInfo, login, register } from '../../src/contract/user'
import { createTestServer, type TestServer } from './support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

let counter = 0
async function freshUser(password = 'first-pass') {
  counter += 1
  const account = `changer_${counter}`
  const res = await server.call(register, {
    body: { account, password, email: `${account}@example.com`, mobile: '0901234567', family_name: 'Vo', given_name: 'Hoa' },
  })
  return { account, password, token: res.body.data.userinfo.token as string }
}

const change = (token: string, old_password: string, new_password: string, confirm_password = new_password) =>
  server.call(changePassword, { body: { old_password, new_password, confirm_password } }, { token })

describe('change password', () => {
  it('ends every session of the user, and only the new password logs in', async () => {
    const user = await freshUser()
    const otherDevice = await server.login(user.account, user.password)
    const res = await change(user.token, user.password, 'second-pass')
    expect(res.body).toEqual({ code: 1, msg: 'Password changed, please log in again', data: null })

    for (const token of [user.token, otherDevice]) {
      const after = await server.call(getUserInfo, {}, { token })
      expect(after.status).toBe(401)
    }
    expect((await server.call(login, { body: { account: user.account, password: user.password } })).body.code).toBe(0)
    expect((await server.call(login, { body: { account: user.account, password: 'second-pass' } })).body.code).toBe(1)
  })

  it('refuses a wrong old password and keeps the session', async () => {
    const user = await freshUser()
    const res = await change(user.token, 'not-the-old-one', 'second-pass')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ code: 0, msg: 'The old password is wrong' })
    expect((await server.call(getUserInfo, {}, { token: user.token })).body.code).toBe(1)
  })

  it.each([
    ['a confirmation that differs', 'second-pass', 'second-typo', 'Passwords do not match', 'confirm_password'],
    ['a new password equal to the old one', 'first-pass', 'first-pass', 'New password must be different from the old one', 'new_password'],
    ['a new password under 6 characters', 'abc', 'abc', 'Password must be at least 6 characters long', 'new_password'],
    ['an empty new password', '', '', 'New password is required', 'new_password'],
  ])('refuses %s with HTTP 400 and its message', async (_what, next, confirm, msg, field) => {
    const user = await freshUser()
    const res = await change(user.token, user.password, next, confirm)
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ code: 0, msg, data: { field } })
    // Nothing changed: the old password still logs in.
    expect((await server.call(login, { body: { account: user.account, password: user.password } })).body.code).toBe(1)
  })

  it('refuses an empty confirmation', async () => {
    const user = await freshUser()
    const res = await change(user.token, user.password, 'second-pass', '')
    expect(res.body).toMatchObject({ code: 0, msg: 'Confirmation is required' })
  })

  it('needs a session', async () => {
    const res = await server.call(changePassword, { body: { old_password: 'a-pass1', new_password: 'b-pass2', confirm_password: 'b-pass2' } })
    expect(res.status).toBe(401)
  })

  it('stops guessing the old password after 5 wrong tries', async () => {
    const user = await freshUser()
    for (let i = 0; i < 5; i++) expect((await change(user.token, `guess-${i}`, 'second-pass')).body.msg).toBe('The old password is wrong')
    const blocked = await change(user.token, user.password, 'second-pass')
    expect(blocked.body).toMatchObject({ code: 0, msg: 'Too many login attempts, please try again in 15 minutes' })
  })
})
