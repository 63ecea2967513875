// The logged-in user's own profile and interface language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getUserInfo, register, setLanguage, updateProfile } from '../../src/contract/user'
import { createTestServer, type TestServer } from './support/test-server'

let server: TestServer
let token: string
beforeAll(async () => {
  server = await createTestServer()
  const res = await server.call(register, {
    body: { account: 'profiled', password: 'secret-pass', email: 'profiled@example.com', mobile: '0901234567', family_name: 'Bui', given_name: 'Thu' },
  })
  token = res.body.data.userinfo.token
})
afterAll(() => server.close())

describe('profile', () => {
  it('changes only the given fields and answers the whole profile', async () => {
    const res = await server.call(updateProfile, { body: { given_name: 'Thao', mobile: '+84 988 777 666' } }, { token })
    expect(res.body).toMatchObject({ code: 1, msg: 'Saved successfully' })
    expect(res.body.data).toMatchObject({ given_name: 'Thao', family_name: 'Bui', mobile: '+84 988 777 666', avatar: null })
    expect((await server.call(getUserInfo, {}, { token })).body.data.given_name).toBe('Thao')
  })

  it("refuses another account's email, in any case", async () => {
    const res = await server.call(updateProfile, { body: { email: 'DEMO@example.com' } }, { token })
    expect(res.body).toMatchObject({ code: 0, msg: 'This email is already registered' })
  })

  it('accepts its own email again', async () => {
    const res = await server.call(updateProfile, { body: { email: 'Profiled@example.com' } }, { token })
    expect(res.body.code).toBe(1)
  })
})

describe('language', () => {
  it('set_language stores the language on the profile', async () => {
    const res = await server.call(setLanguage, { query: { lang: 'vi' } }, { token })
    expect(res.body.data).toEqual({ lang: 'vi' })
    expect(res.body.code).toBe(1)
    expect((await server.call(getUserInfo, {}, { token })).body.data.lang).toBe('vi')
  })

  it('language_list is public', async () => {
    const res = await server.request('GET', '/api/user/language_list')
    expect(res.body.code).toBe(1)
    expect(res.body.data).toHaveLength(6)
  })
})
