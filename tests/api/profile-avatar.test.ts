// The avatar of POST /api/user/profile is a picture uploaded here: one that was never stored (or
// another site's address) is refused and the profile keeps its avatar; null removes it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { updateProfile } from '../../src/contract/user'
import { uploadPicture } from './support/order-steps'
import { newShopper } from './support/shoppers'
import { createTestServer, type TestServer } from './support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())
afterEach(() => expect(server.logs.filter((line) => line.startsWith('error:'))).toEqual([]))

const avatarOf = async (token: string) => (await server.request('GET', '/api/user/getUserInfo', { token })).body.data.avatar

describe('profile avatar', () => {
  it('takes an uploaded picture, refuses anything else, and null removes it', async () => {
    const { token } = await newShopper(server)
    const url = await uploadPicture(server, token)
    const saved = await server.call(updateProfile, { body: { avatar: url } }, { token })
    expect(saved.body, saved.text).toMatchObject({ code: 1, data: { avatar: url } })

    const missing = await server.call(updateProfile, { body: { avatar: '/uploads/u/202611/0123456789abcdef0123456789abcdef.png' } }, { token })
    expect(missing.body).toMatchObject({ code: 0, msg: 'That picture was not uploaded here: please upload it again' })
    const elsewhere = await server.request('POST', '/api/user/profile', { body: { avatar: 'https://tracker.example/pixel.png' }, token })
    expect(elsewhere.status).toBe(400)
    expect(await avatarOf(token)).toBe(url)

    await server.call(updateProfile, { body: { avatar: null } }, { token })
    expect(await avatarOf(token)).toBeNull()
  })
})
