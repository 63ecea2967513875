// The address book: a shopper sees and changes only their own addresses, always has exactly one
// default once they have any (the first, the one they choose, the newest left after deleting it),
// keeps at most 20, and bad input is refused with a clear localized message, changing nothing.
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { addressDelete, addressDetail, addressList, addressSave, addressSetDefault, MAX_ADDRESSES } from '../../src/contract/addresses'
import { rowsOf } from '../support/db-rows'
import { registerAccount } from '../support/new-account'
import { createTestServer, type TestServer } from './support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())
afterEach(() => expect(server.logs.filter((line) => line.startsWith('error:'))).toEqual([]))

type Answer = { status: number; body: { code: number; msg: string; data: any }; text: string }

async function ok<T = any>(res: Promise<Answer>, msg?: string): Promise<T> {
  const answer = await res
  expect(answer.status, answer.text).toBe(200)
  expect(answer.body.code, answer.text).toBe(1)
  if (msg !== undefined) expect(answer.body.msg).toBe(msg)
  return answer.body.data
}

/** A new shopper with an empty address book. */
async function shopper(): Promise<{ token: string; userId: number }> {
  const account = await registerAccount(async (method, path, body, token) => (await server.request(method, path, { body, token })).body, 'addr')
  const [{ id }] = await rowsOf<{ id: number }>(server.db, sql`select id from users where account = ${account.account}`)
  return { token: account.token, userId: id }
}

let n = 0
const fields = (over: Record<string, unknown> = {}) => ({
  addressee: `Mai Tran ${++n}`,
  mobile: '+84 901 234 567',
  area: 'District 1, Ho Chi Minh City',
  detail: `${n} Le Loi Street`,
  tag: 'Home',
  ...over,
})

const add = (token: string, over: Record<string, unknown> = {}) => ok(server.call(addressSave, { body: fields(over) as never }, { token }))
const list = async (token: string) => (await ok(server.call(addressList, { query: { limit: 50 } }, { token }))).list as Array<{ id: number; is_default: boolean }>

/** Everything stored for a shopper, to prove a refusal changed nothing. */
const rowsOfUser = (userId: number) =>
  rowsOf(server.db, sql`select id, addressee, mobile, area, detail, tag, is_default from addresses where user_id = ${userId} order by id`)
const defaultsOf = async (userId: number) =>
  (await rowsOf<{ id: number }>(server.db, sql`select id from addresses where user_id = ${userId} and is_default order by id`)).map((r) => r.id)

describe('adding and listing', () => {
  it('the first address becomes the default; the list shows the default first, then the newest', async () => {
    const { token, userId } = await shopper()
    expect(await ok(server.call(addressList, { query: {} }, { token }))).toEqual({ list: [], total: 0, page: 1, limit: 10 })
    const first = await ok(server.call(addressSave, { body: fields({ tag: 'Office' }) as never }, { token }), 'Saved successfully')
    expect(first).toMatchObject({ ...fields({ tag: 'Office' }), addressee: first.addressee, detail: first.detail, is_default: true })
    const second = await add(token)
    const third = await add(token)
    expect(second.is_default).toBe(false)
    expect((await list(token)).map((a) => a.id)).toEqual([first.id, third.id, second.id])
    expect(await defaultsOf(userId)).toEqual([first.id])
    expect(await ok(server.call(addressDetail, { query: { id: second.id } }, { token }))).toEqual(second)
  })

  it('stores trimmed values and pages the list', async () => {
    const { token } = await shopper()
    const saved = await add(token, { addressee: '  Linh Pham ', area: ' Hà Nội ', detail: ' 5 Hàng Bài ', tag: ' Nhà ', mobile: ' 0912 345 678 ' })
    expect(saved).toMatchObject({ addressee: 'Linh Pham', area: 'Hà Nội', detail: '5 Hàng Bài', tag: 'Nhà', mobile: '0912 345 678' })
    for (let i = 0; i < 4; i++) await add(token)
    const page1 = await ok(server.call(addressList, { query: { page: 1, limit: 2 } }, { token }))
    const page3 = await ok(server.call(addressList, { query: { page: 3, limit: 2 } }, { token }))
    const page4 = await ok(server.call(addressList, { query: { page: 4, limit: 2 } }, { token }))
    expect([page1.total, page3.total, page4.total]).toEqual([5, 5, 5])
    expect(page1.list[0]).toMatchObject({ id: saved.id, is_default: true })
    expect(page3.list).toHaveLength(1)
    expect(page4.list).toEqual([])
  })

  it(`refuses a ${MAX_ADDRESSES + 1}st address, still edits, and adds again after a delete`, async () => {
    const { token, userId } = await shopper()
    for (let i = 0; i < MAX_ADDRESSES; i++) await add(token)
    const before = await rowsOfUser(userId)
    const full = await server.call(addressSave, { body: fields() as never }, { token })
    expect(full.status).toBe(200)
    expect(full.body).toMatchObject({ code: 0, msg: `Your address book holds at most ${MAX_ADDRESSES} addresses: delete one first` })
    expect((await server.call(addressSave, { body: fields() as never }, { token, lang: 'vi' })).body.msg).toBe(
      `Sổ địa chỉ chỉ chứa tối đa ${MAX_ADDRESSES} địa chỉ: hãy xóa bớt một địa chỉ trước`,
    )
    expect(await rowsOfUser(userId)).toEqual(before)
    const last = before.at(-1) as { id: number }
    await ok(server.call(addressSave, { body: fields({ id: last.id, tag: 'Gym' }) as never }, { token }), 'Saved successfully')
    await ok(server.call(addressDelete, { query: { id: last.id } }, { token }), 'Deleted successfully')
    await add(token)
    expect((await rowsOfUser(userId)).length).toBe(MAX_ADDRESSES)
  })
})

describe('the one default', () => {
  it('adding with is_default moves the default to the new address', async () => {
    const { token, userId } = await shopper()
    const first = await add(token)
    const second = await add(token, { is_default: true })
    expect(second.is_default).toBe(true)
    expect(await defaultsOf(userId)).toEqual([second.id])
    expect((await ok(server.call(addressDetail, { query: { id: first.id } }, { token }))).is_default).toBe(false)
  })

  it('set as default unsets the previous one and says "Setting saved"; setting it again changes nothing', async () => {
    const { token, userId } = await shopper()
    const first = await add(token)
    const second = await add(token)
    const answer = await ok(server.call(addressSetDefault, { body: { id: second.id } }, { token }), 'Setting saved')
    expect(answer).toEqual({ ...second, is_default: true })
    expect(await defaultsOf(userId)).toEqual([second.id])
    expect((await list(token))[0].id).toBe(second.id)
    await ok(server.call(addressSetDefault, { body: { id: second.id } }, { token }))
    expect(await defaultsOf(userId)).toEqual([second.id])
    await ok(server.call(addressSetDefault, { body: { id: first.id } }, { token }))
    expect(await defaultsOf(userId)).toEqual([first.id])
  })

  it('editing: is_default true makes it the default, false never takes the default away', async () => {
    const { token, userId } = await shopper()
    const first = await add(token)
    const second = await add(token)
    const edited = await ok(server.call(addressSave, { body: fields({ id: second.id, detail: '9 Nguyen Hue', is_default: true }) as never }, { token }))
    expect(edited).toMatchObject({ id: second.id, detail: '9 Nguyen Hue', is_default: true })
    expect(await defaultsOf(userId)).toEqual([second.id])
    const kept = await ok(server.call(addressSave, { body: fields({ id: second.id, is_default: false }) as never }, { token }))
    expect(kept.is_default).toBe(true)
    // Editing another address without the flag leaves the default where it is.
    await ok(server.call(addressSave, { body: fields({ id: first.id, tag: 'Office' }) as never }, { token }))
    expect(await defaultsOf(userId)).toEqual([second.id])
  })

  it('deleting the default makes the newest remaining address the default; the last one leaves none', async () => {
    const { token, userId } = await shopper()
    const a = await add(token)
    const b = await add(token)
    const c = await add(token)
    await ok(server.call(addressSetDefault, { body: { id: b.id } }, { token }))
    // Deleting another address leaves the default alone.
    await ok(server.call(addressDelete, { query: { id: a.id } }, { token }), 'Deleted successfully')
    expect(await defaultsOf(userId)).toEqual([b.id])
    const d = await add(token)
    await ok(server.call(addressDelete, { query: { id: b.id } }, { token }))
    expect(await defaultsOf(userId)).toEqual([d.id])
    expect((await list(token)).map((x) => x.id)).toEqual([d.id, c.id])
    await ok(server.call(addressDelete, { query: { id: d.id } }, { token }))
    expect(await defaultsOf(userId)).toEqual([c.id])
    await ok(server.call(addressDelete, { query: { id: c.id } }, { token }))
    expect(await rowsOfUser(userId)).toEqual([])
    // An empty book starts again: the next address is the default.
    expect((await add(token)).is_default).toBe(true)
  })

  it('writes at once leave exactly one default and never more than 20 addresses', async () => {
    const { token, userId } = await shopper()
    const adds = await Promise.all(Array.from({ length: 5 }, () => server.call(addressSave, { body: fields() as never }, { token })))
    expect(adds.map((r) => r.body.code)).toEqual([1, 1, 1, 1, 1])
    expect((await defaultsOf(userId)).length).toBe(1)
    const ids = (await rowsOfUser(userId)).map((r) => r.id as number)
    const sets = await Promise.all(ids.map((id) => server.call(addressSetDefault, { body: { id } }, { token })))
    expect(sets.every((r) => r.body.code === 1)).toBe(true)
    expect((await defaultsOf(userId)).length).toBe(1)
    const more = await Promise.all(Array.from({ length: MAX_ADDRESSES }, () => server.call(addressSave, { body: fields() as never }, { token })))
    expect(more.filter((r) => r.body.code === 1)).toHaveLength(MAX_ADDRESSES - 5)
    expect(more.filter((r) => r.body.code === 0).map((r) => r.body.msg)).toEqual(Array(5).fill(`Your address book holds at most ${MAX_ADDRESSES} addresses: delete one first`))
    expect((await rowsOfUser(userId)).length).toBe(MAX_ADDRESSES)
    const deletes = await Promise.all(ids.map((id) => server.call(addressDelete, { query: { id } }, { token })))
    expect(deletes.every((r) => r.body.code === 1)).toBe(true)
    expect((await defaultsOf(userId)).length).toBe(1)
  })
})

describe('only their own', () => {
  it("another shopper's address: not found for every call, and nothing changes", async () => {
    const owner = await shopper()
    const other = await shopper()
    const mine = await add(owner.token)
    const theirs = await add(other.token)
    const before = [await rowsOfUser(owner.userId), await rowsOfUser(other.userId)]
    const answers = [
      await server.call(addressDetail, { query: { id: mine.id } }, { token: other.token }),
      await server.call(addressSave, { body: fields({ id: mine.id }) as never }, { token: other.token }),
      await server.call(addressSave, { body: fields({ id: mine.id, is_default: true }) as never }, { token: other.token }),
      await server.call(addressSetDefault, { body: { id: mine.id } }, { token: other.token }),
      await server.call(addressDelete, { query: { id: mine.id } }, { token: other.token }),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({ code: 0, msg: 'Address not found', data: null })
    }
    expect([await rowsOfUser(owner.userId), await rowsOfUser(other.userId)]).toEqual(before)
    expect((await list(other.token)).map((a) => a.id)).toEqual([theirs.id])
    const vi = await server.call(addressDelete, { query: { id: mine.id } }, { token: other.token, lang: 'vi' })
    expect(vi.body.code).toBe(0)
    expect(vi.body.msg).not.toBe('Address not found')
  })

  it('an address that no longer exists is not found either', async () => {
    const { token } = await shopper()
    const gone = await add(token)
    await ok(server.call(addressDelete, { query: { id: gone.id } }, { token }))
    for (const res of [
      server.call(addressDetail, { query: { id: gone.id } }, { token }),
      server.call(addressDelete, { query: { id: gone.id } }, { token }),
      server.call(addressSetDefault, { body: { id: gone.id } }, { token }),
      server.call(addressSave, { body: fields({ id: gone.id }) as never }, { token }),
    ]) {
      expect((await res).body).toMatchObject({ code: 0, msg: 'Address not found' })
    }
  })

  it('a visitor gets 401 from every address call', async () => {
    for (const [call, input] of [
      [addressList, { query: {} }],
      [addressDetail, { query: { id: 1 } }],
      [addressSave, { body: fields() }],
      [addressSetDefault, { body: { id: 1 } }],
      [addressDelete, { query: { id: 1 } }],
    ] as const) {
      const res = await server.call(call, input as never)
      expect(res.status, call.path).toBe(401)
      expect(res.body.code).toBe(401)
    }
  })
})

describe('bad input', () => {
  const badIds = ['abc', '12abc', '-1', '0', '1.5', '99999999999', '']

  it('ids with letters, negative, fractional, huge or empty: HTTP 400 "Address not found", nothing changes', async () => {
    const { token, userId } = await shopper()
    await add(token)
    const before = await rowsOfUser(userId)
    for (const id of badIds) {
      for (const res of [
        server.call(addressDetail, { query: { id } } as never, { token }),
        server.call(addressDelete, { query: { id } } as never, { token }),
        server.call(addressSetDefault, { body: { id } } as never, { token }),
        server.call(addressSave, { body: fields({ id }) as never }, { token }),
      ]) {
        const answer = await res
        expect(answer.status, `id ${JSON.stringify(id)}: ${answer.text}`).toBe(400)
        expect(answer.body).toEqual({ code: 0, msg: 'Address not found', data: { field: 'id' } })
      }
    }
    for (const id of [-1, 0, 1.5, 1e12, null, 'abc']) {
      const res = await server.call(addressSetDefault, { body: { id } } as never, { token })
      expect(res.status, String(id)).toBe(400)
      expect(res.body.msg).toBe('Address not found')
    }
    // Missing id.
    expect((await server.call(addressDetail, { query: {} } as never, { token })).body).toMatchObject({ code: 0, msg: 'Address not found' })
    expect((await server.call(addressSetDefault, { body: {} } as never, { token })).status).toBe(400)
    expect(await rowsOfUser(userId)).toEqual(before)
  })

  it('area, detail and tag missing or blank: the one SPEC message; a wrong mobile its own', async () => {
    const { token, userId } = await shopper()
    const SPEC_PLACE = 'Please fill in the area, the detailed address and the tag'
    const SPEC_MOBILE = 'Please enter a correct mobile phone number'
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ area: undefined }, 'area', SPEC_PLACE],
      [{ area: '   ' }, 'area', SPEC_PLACE],
      [{ detail: undefined }, 'detail', SPEC_PLACE],
      [{ detail: '' }, 'detail', SPEC_PLACE],
      [{ tag: undefined }, 'tag', SPEC_PLACE],
      [{ tag: 42 }, 'tag', SPEC_PLACE],
      [{ mobile: undefined }, 'mobile', SPEC_MOBILE],
      [{ mobile: 'call me' }, 'mobile', SPEC_MOBILE],
      [{ mobile: '123' }, 'mobile', SPEC_MOBILE],
      [{ mobile: '0901234567890123456789' }, 'mobile', SPEC_MOBILE],
      [{ addressee: '' }, 'addressee', 'Please fill in the addressee'],
      [{ addressee: 'x'.repeat(51) }, 'addressee', 'Name is too long'],
      [{ detail: 'x'.repeat(201) }, 'detail', 'This part of the address is too long'],
      [{ tag: 'x'.repeat(21) }, 'tag', 'This part of the address is too long'],
    ]
    for (const [over, field, msg] of cases) {
      const res = await server.call(addressSave, { body: fields(over) as never }, { token })
      expect(res.status, JSON.stringify(over).slice(0, 60)).toBe(400)
      expect(res.body).toEqual({ code: 0, msg, data: { field } })
    }
    // An empty body names the first missing field.
    const empty = await server.request('POST', addressSave.path, { token })
    expect(empty.status).toBe(400)
    expect(empty.body).toMatchObject({ code: 0, msg: 'Please fill in the addressee', data: { field: 'addressee' } })
    const broken = await server.request('POST', addressSave.path, { token, body: '{"addressee":' })
    expect(broken.status).toBe(400)
    expect(broken.body.code).toBe(0)
    const flag = await server.call(addressSave, { body: fields({ is_default: 'yes' }) as never }, { token })
    expect(flag.status).toBe(400)
    expect(flag.body.data).toEqual({ field: 'is_default' })
    // In the shopper language.
    const vi = await server.call(addressSave, { body: fields({ tag: '' }) as never }, { token, lang: 'vi' })
    expect(vi.body.msg).not.toBe(SPEC_PLACE)
    expect(vi.body.msg.length).toBeGreaterThan(0)
    expect(await rowsOfUser(userId)).toEqual([])
  })

  it('paging out of range: 400 with the paging message', async () => {
    const { token } = await shopper()
    for (const [query, msg] of [
      [{ page: 0 }, 'Page must be a whole number from 1'],
      [{ page: 'x' }, 'Page must be a whole number from 1'],
      [{ limit: 51 }, 'Limit must be a whole number from 1 to 50'],
    ] as const) {
      const res = await server.call(addressList, { query } as never, { token })
      expect(res.status).toBe(400)
      expect(res.body.msg).toBe(msg)
    }
  })
})
