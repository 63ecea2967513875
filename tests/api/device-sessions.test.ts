// The logged-in devices: each login is a row named after its browser, paged newest first; a user
// can log one of their devices out, never another user's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { revokeSession, sessionList } from '../../src/contract/sessions'
import { getUserInfo, login } from '../../src/contract/user'
import { createTestServer, type TestServer } from './support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'

async function loginAs(account: string, password: string, userAgent?: string) {
  const res = await server.call(login, { body: { account, password } }, { headers: userAgent ? { 'user-agent': userAgent } : {} })
  return res.body.data.userinfo.token as string
}

describe('logged-in devices', () => {
  it('lists each live session of the user, newest first, marking the current one', async () => {
    const first = await loginAs('merchant', 'merchant1234', ANDROID_CHROME)
    const second = await loginAs('merchant', 'merchant1234')
    const res = await server.call(sessionList, { query: { page: 1, limit: 10 } }, { token: second })
    expect(res.body.code).toBe(1)
    const { list, total } = res.body.data
    expect(total).toBe(2)
    expect(list[0]).toMatchObject({ current: true, device: '' })
    expect(list[1]).toMatchObject({ current: false, device: 'Chrome · Android' })
    const old = await server.call(sessionList, { query: { page: 1, limit: 10 } }, { token: first })
    expect(old.body.data.list.find((row: { current: boolean }) => row.current).id).toBe(list[1].id)
  })

  it('pages with page and limit, and refuses an absurd limit', async () => {
    const token = await loginAs('operator', 'operator1234')
    for (let i = 0; i < 4; i++) await loginAs('operator', 'operator1234')
    const page2 = await server.call(sessionList, { query: { page: 2, limit: 2 } }, { token })
    expect(page2.body.data).toMatchObject({ total: 5, page: 2, limit: 2 })
    expect(page2.body.data.list).toHaveLength(2)
    const absurd = await server.request('GET', '/api/user/sessions', { query: { page: 1, limit: 5000 }, token })
    expect(absurd.status).toBe(400)
    expect(absurd.body).toMatchObject({ code: 0, msg: 'Limit must be a whole number from 1 to 50' })
  })

  it('logs another device out: its token stops working at once', async () => {
    const phone = await loginAs('demo', 'demo1234', ANDROID_CHROME)
    const laptop = await loginAs('demo', 'demo1234')
    const rows = (await server.call(sessionList, { query: { page: 1, limit: 50 } }, { token: laptop })).body.data.list
    const phoneRow = rows.find((row: { current: boolean; device: string }) => !row.current && row.device === 'Chrome · Android')
    const res = await server.call(revokeSession, { body: { id: phoneRow.id } }, { token: laptop })
    expect(res.body).toMatchObject({ code: 1 })
    expect((await server.call(getUserInfo, {}, { token: phone })).status).toBe(401)
    expect((await server.call(getUserInfo, {}, { token: laptop })).body.code).toBe(1)
  })

  it("refuses to touch another user's session and changes nothing", async () => {
    const victim = await loginAs('merchant', 'merchant1234')
    const victimRow = (await server.call(sessionList, { query: { page: 1, limit: 1 } }, { token: victim })).body.data.list[0]
    const attacker = await loginAs('demo', 'demo1234')
    const res = await server.call(revokeSession, { body: { id: victimRow.id } }, { token: attacker })
    expect(res.body).toMatchObject({ code: 0, msg: 'Not found' })
    expect((await server.call(getUserInfo, {}, { token: victim })).body.code).toBe(1)
  })

  it('refuses a visitor with 401 and a malformed id with 400', async () => {
    expect((await server.call(sessionList, { query: { page: 1, limit: 10 } })).status).toBe(401)
    const token = await loginAs('demo', 'demo1234')
    const bad = await server.request('POST', '/api/user/session_revoke', { body: { id: 'abc' }, token })
    expect(bad.status).toBe(400)
    expect(bad.body.code).toBe(0)
  })
})
