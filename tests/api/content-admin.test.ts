// The operator's side of help, law and articles: every entry of a kind (drafts too) with its texts
// in every language written; one call creates or changes an entry, and the shoppers' reads show the
// change at once (the read cache dropped). Bad input is refused in the reader's language and changes
// nothing; a shopper or a merchant is refused.
import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminContentDetail, adminContentList, adminContentSave, articleDetail, helpSupport, lawList, type ContentEntryForm } from '../../src/contract/content'
import { contentEntries } from '../../src/server/db/schema'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from './support/test-server'

let server: TestServer
let operator: string
let shopper: string
let merchant: string
beforeAll(async () => {
  server = await createTestServer()
  operator = await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
  merchant = await server.login(DEMO_ACCOUNTS.merchant.account, DEMO_ACCOUNTS.merchant.password)
  shopper = await server.login()
})
afterAll(() => server.close())

const save = (body: unknown, lang = 'en', token = operator) => server.request('POST', adminContentSave.path, { body, token, lang })
const listOf = async (kind: string) => (await server.call(adminContentList, { query: { kind } as never }, { token: operator })).body

const allRows = () => server.db.select().from(contentEntries).orderBy(asc(contentEntries.id))

function entry(overrides: Partial<ContentEntryForm> = {}): ContentEntryForm {
  return {
    kind: 'help',
    slug: `parcel-tracking-${Math.random().toString(36).slice(2, 8)}`,
    position: 50,
    title: { en: 'How do I track my parcel?', vi: 'Làm sao để theo dõi bưu kiện?' },
    body: { en: 'Open the order and read its logistics.', vi: 'Mở đơn hàng và xem thông tin vận chuyển.' },
    published: true,
    ...overrides,
  }
}

describe('the operator lists the entries of a kind', () => {
  it('every entry, published and drafts, in order, with its texts in every language written', async () => {
    const draft = (await save(entry({ kind: 'law', position: 9999, published: false }))).body.data
    const answer = await listOf('law')
    expect(answer.code).toBe(1)
    const slugs = answer.data.map((row: { slug: string }) => row.slug)
    expect(slugs.slice(0, 4)).toEqual(['terms-of-service', 'privacy-policy', 'refund-policy', 'prohibited-items'])
    expect(slugs.at(-1)).toBe(draft.slug)
    expect(answer.data.at(-1)).toMatchObject({ published: false, kind: 'law' })
    const terms = answer.data[0]
    expect(Object.keys(terms.title).sort()).toEqual(['en', 'ja', 'ko', 'th', 'vi', 'zh-CN'])
    expect(terms.title.ja).toBe('利用規約')
    expect(terms.published).toBe(true)
  })

  it('an unknown kind is refused in words', async () => {
    const res = await server.request('GET', adminContentList.path, { query: { kind: 'faq' }, token: operator, lang: 'vi' })
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe('Hãy chọn trợ giúp, pháp lý và chính sách, hoặc bài viết')
  })
})

describe('the operator reads one entry for the editor', () => {
  it('a draft too, with every language written; an unknown or malformed id is refused in words', async () => {
    const draft = (await save(entry({ published: false }))).body.data
    const read = await server.call(adminContentDetail, { query: { id: draft.id } }, { token: operator })
    expect(read.body.data).toEqual(draft)
    const unknown = await server.request('GET', adminContentDetail.path, { query: { id: 987654 }, token: operator, lang: 'vi' })
    expect(unknown.body.code).toBe(0)
    expect(unknown.body.msg).toBe('Bài viết không tồn tại hoặc không còn được đăng')
    const malformed = await server.request('GET', adminContentDetail.path, { query: { id: 'terms' }, token: operator })
    expect(malformed.status).toBe(400)
    expect(malformed.body.msg).toBe('This article does not exist or is no longer published')
    const shopperRead = await server.request('GET', adminContentDetail.path, { query: { id: draft.id }, token: shopper })
    expect(shopperRead.status).toBe(403)
    expect(shopperRead.body.data ?? null).toBeNull()
  })
})

describe('the operator saves an entry', () => {
  it('a new help answer is read by shoppers at once, in their language or in English as a whole', async () => {
    // Read first, so the list is cached before the change.
    const before = (await server.call(helpSupport, {}, { token: shopper, lang: 'vi' })).body.data as Array<{ slug: string }>
    const form = entry()
    const res = await save(form)
    expect(res.body.code).toBe(1)
    expect(res.body.msg).toBe('Entry saved')
    expect(res.body.data).toMatchObject({ kind: 'help', slug: form.slug, position: 50, published: true, title: { en: 'How do I track my parcel?', vi: 'Làm sao để theo dõi bưu kiện?' } })
    // Languages not written are not stored.
    expect(Object.keys(res.body.data.title).sort()).toEqual(['en', 'vi'])

    const vi = (await server.call(helpSupport, {}, { token: shopper, lang: 'vi' })).body.data as Array<{ slug: string; title: string; lang: string }>
    expect(vi.length).toBe(before.length + 1)
    expect(vi.find((row) => row.slug === form.slug)).toMatchObject({ title: 'Làm sao để theo dõi bưu kiện?', lang: 'vi' })
    const th = (await server.call(helpSupport, {}, { token: shopper, lang: 'th' })).body.data as Array<{ slug: string; title: string; lang: string }>
    expect(th.find((row) => row.slug === form.slug)).toMatchObject({ title: 'How do I track my parcel?', lang: 'en' })
  })

  it('a change of the text moves "last updated"; unpublishing hides it from readers at once, publishing again shows it', async () => {
    const created = (await save(entry({ kind: 'article' }))).body.data
    const read = () => server.call(articleDetail, { query: { id: created.slug } }, { token: shopper })
    expect((await read()).body.data.title).toBe('How do I track my parcel?')

    server.clock.advance(60_000)
    const edited = (await save({ ...entry({ kind: 'article', slug: created.slug }), id: created.id, title: { en: 'Tracking a parcel' } })).body.data
    expect(edited.id).toBe(created.id)
    expect(edited.title).toEqual({ en: 'Tracking a parcel' })
    expect(Date.parse(edited.updated_at)).toBeGreaterThan(Date.parse(created.updated_at))
    expect((await read()).body.data.title).toBe('Tracking a parcel')

    server.clock.advance(60_000)
    const hidden = (await save({ ...entry({ kind: 'article', slug: created.slug }), id: created.id, title: { en: 'Tracking a parcel' }, published: false })).body.data
    expect(hidden.published).toBe(false)
    // Only published: the text did not change, so neither did "last updated".
    expect(hidden.updated_at).toBe(edited.updated_at)
    const gone = await read()
    expect(gone.body.code).toBe(0)
    expect(gone.body.msg).toBe('This article does not exist or is no longer published')

    await save({ ...entry({ kind: 'article', slug: created.slug }), id: created.id, title: { en: 'Tracking a parcel' }, published: true })
    expect((await read()).body.data.title).toBe('Tracking a parcel')
  })

  it('a law entry moved to another position is listed there for readers at once', async () => {
    const laws = (await listOf('law')).data as Array<{ id: number; slug: string; kind: 'law'; position: number; title: { en: string }; body: { en: string }; published: boolean }>
    const refund = laws.find((row) => row.slug === 'refund-policy')!
    await server.call(lawList, {}, { token: shopper })
    await save({ id: refund.id, kind: 'law', slug: refund.slug, position: 5000, title: refund.title, body: refund.body, published: true })
    const now = (await server.call(lawList, {}, { token: shopper })).body.data as Array<{ slug: string }>
    expect(now.map((row) => row.slug)).toEqual(['terms-of-service', 'privacy-policy', 'prohibited-items', 'refund-policy'])
  })
})

describe('bad input changes nothing', () => {
  const cases: Array<[string, (existing: { id: number; slug: string }) => unknown, string, string]> = [
    ['no English title', () => entry({ title: { en: '  ', vi: 'Tiêu đề' } }), 'Please fill the title in English', 'Vui lòng nhập tiêu đề bằng tiếng Anh'],
    ['no English body', () => entry({ body: { en: '' } }), 'Please fill the text in English', 'Vui lòng nhập nội dung bằng tiếng Anh'],
    ['a title too long', () => entry({ title: { en: 'x'.repeat(201) } }), 'The title can be at most 200 characters', 'Tiêu đề tối đa 200 ký tự'],
    ['a body too long in Thai', () => entry({ body: { en: 'Fine', th: 'ก'.repeat(20001) } }), 'The text can be at most 20000 characters', 'Nội dung tối đa 20000 ký tự'],
    ['a slug with capitals', () => entry({ slug: 'Track-Parcel' }), 'The link name must be lower-case letters and digits joined by dashes, with at least one letter (at most 100 characters)', 'Tên liên kết phải gồm chữ thường và chữ số nối bằng dấu gạch ngang, có ít nhất một chữ cái (tối đa 100 ký tự)'],
    ['a slug of digits only (an id)', () => entry({ slug: '2024' }), 'The link name must be lower-case letters and digits joined by dashes, with at least one letter (at most 100 characters)', 'Tên liên kết phải gồm chữ thường và chữ số nối bằng dấu gạch ngang, có ít nhất một chữ cái (tối đa 100 ký tự)'],
    ['an unknown kind', () => ({ ...entry(), kind: 'faq' }), 'Choose help, law and policy, or article', 'Hãy chọn trợ giúp, pháp lý và chính sách, hoặc bài viết'],
    ['a negative position', () => entry({ position: -1 }), 'The position must be a whole number from 0 to 10000', 'Vị trí phải là số nguyên từ 0 đến 10000'],
    ['no published flag', () => ({ ...entry(), published: undefined }), 'Say whether the entry is published', 'Hãy cho biết mục này có được đăng hay không'],
    ['a slug another entry has', () => entry({ slug: 'terms-of-service' }), 'Another entry already uses the link name terms-of-service', 'Một mục khác đã dùng tên liên kết terms-of-service'],
    ['a change of an entry that does not exist', () => ({ ...entry(), id: 987654 }), 'This article does not exist or is no longer published', ''],
    ['a change taking another entry\'s slug', (existing) => ({ ...entry(), id: existing.id, slug: 'privacy-policy' }), 'Another entry already uses the link name privacy-policy', 'Một mục khác đã dùng tên liên kết privacy-policy'],
  ]
  let existing: { id: number; slug: string }
  beforeAll(async () => {
    existing = (await save(entry())).body.data
  })

  it.each(cases)('%s: refused in English and Vietnamese', async (_name, body, en, vi) => {
    const before = await allRows()
    const english = await save(body(existing), 'en')
    expect(english.body.code).not.toBe(1)
    expect(english.status).toBeLessThan(500)
    expect(english.body.msg).toBe(en)
    if (vi) expect((await save(body(existing), 'vi')).body.msg).toBe(vi)
    expect(await allRows()).toEqual(before)
  })
})

describe('who may make the calls', () => {
  it.each([
    ['a shopper', () => shopper],
    ['a merchant', () => merchant],
  ])('%s is refused, and nothing is saved', async (_who, token) => {
    const before = await allRows()
    const saved = await save(entry(), 'en', token())
    expect(saved.status).toBe(403)
    expect(saved.body.data ?? null).toBeNull()
    const listed = await server.request('GET', adminContentList.path, { query: { kind: 'help' }, token: token() })
    expect(listed.status).toBe(403)
    expect(listed.body.data ?? null).toBeNull()
    expect(await allRows()).toEqual(before)
  })
})
