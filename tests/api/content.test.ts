// Help and support, law and policy, articles: published texts in the reader's language, each entry
// falling back to English as a whole; drafts and unknown ids refused in words; logged-in only.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { articleDetail, articleList, helpSupport, lawList } from '../../src/contract/content'
import { LANGUAGE_FILES } from '../../src/contract/fields'
import { seedContent, SEEDED_CONTENT } from '../../src/server/db/content/seed-content'
import { rowsOf } from '../support/db-rows'
import { contentEntries } from '../../src/server/db/schema'
import { createTestServer, type TestServer } from './support/test-server'

let server: TestServer
let token: string
beforeAll(async () => {
  server = await createTestServer()
  token = await server.login()
})
afterAll(() => server.close())

/** What an operator's write would do: the cached lists show the new rows. */
async function insertEntry(values: typeof contentEntries.$inferInsert) {
  const [row] = await server.db.insert(contentEntries).values(values).returning()
  server.services.readCache.invalidate('content')
  return row
}

describe('help and support', () => {
  it('lists every help answer in order, with its text, in English', async () => {
    const res = await server.call(helpSupport, {}, { token, lang: 'en' })
    expect(res.body.code).toBe(1)
    const slugs = res.body.data.map((entry: { slug: string }) => entry.slug)
    expect(slugs).toEqual(SEEDED_CONTENT.help.map((entry) => entry.slug))
    expect(slugs.length).toBeGreaterThanOrEqual(6)
    expect(res.body.data[0]).toMatchObject({ kind: 'help', slug: 'how-to-order', title: 'How do I place an order?', lang: 'en' })
    expect(res.body.data[0].body).toContain('not paid within 30 minutes')
  })

  it('answers in the reader\'s language', async () => {
    const res = await server.call(helpSupport, {}, { token, lang: 'vi' })
    expect(res.body.data[0]).toMatchObject({ slug: 'how-to-order', title: 'Làm thế nào để đặt hàng?', lang: 'vi' })
    const ko = await server.call(helpSupport, {}, { token, lang: 'ko' })
    expect(ko.body.data.find((entry: { slug: string }) => entry.slug === 'withdraw').title).toBe('출금은 어떻게 하나요?')
  })
})

describe('law and policy', () => {
  it('lists the policies in order, without their bodies', async () => {
    const res = await server.call(lawList, {}, { token, lang: 'en' })
    expect(res.body.code).toBe(1)
    expect(res.body.data.map((entry: { slug: string }) => entry.slug)).toEqual(['terms-of-service', 'privacy-policy', 'refund-policy', 'prohibited-items'])
    expect(res.body.data[0]).toEqual({ id: expect.any(Number), slug: 'terms-of-service', title: 'Terms of service', lang: 'en', updated_at: '2026-11-22T00:00:00.000Z' })
  })

  it('in Japanese', async () => {
    const res = await server.call(lawList, {}, { token, lang: 'ja' })
    expect(res.body.data.map((entry: { title: string }) => entry.title)).toEqual(['利用規約', 'プライバシーポリシー', '返金・返品ポリシー', '禁止商品と越境取引のルール'])
  })
})

describe('articles', () => {
  it('lists the general articles', async () => {
    const res = await server.call(articleList, {}, { token, lang: 'en' })
    expect(res.body.data.map((entry: { slug: string }) => entry.slug)).toEqual(['about-the-platform', 'buyer-protection'])
  })

  it('reads one by slug, in English and in Thai', async () => {
    const en = await server.call(articleDetail, { query: { id: 'refund-policy' } }, { token, lang: 'en' })
    expect(en.body).toMatchObject({ code: 1, data: { kind: 'law', slug: 'refund-policy', title: 'Refund and return policy', lang: 'en' } })
    expect(en.body.data.body.split('\n\n').length).toBeGreaterThanOrEqual(4)
    const th = await server.call(articleDetail, { query: { id: 'refund-policy' } }, { token, lang: 'th' })
    expect(th.body.data).toMatchObject({ title: 'นโยบายการคืนเงินและคืนสินค้า', lang: 'th' })
  })

  it('reads one by its id, a help answer too', async () => {
    const [help] = (await server.call(helpSupport, {}, { token, lang: 'zh-CN' })).body.data
    const res = await server.call(articleDetail, { query: { id: String(help.id) } }, { token, lang: 'zh-CN' })
    expect(res.body.data).toEqual(help)
  })

  it('falls back to English as a whole when the entry lacks the reader\'s language', async () => {
    const english = await insertEntry({ kind: 'law', slug: 'cookie-notice', position: 10, title: { en: 'Cookie notice' }, body: { en: 'We keep three cookies.' } })
    // A title translated but not its body: a Vietnamese title over an English body would read as a broken page.
    await insertEntry({ kind: 'law', slug: 'half-translated', position: 11, title: { en: 'Half translated', vi: 'Dịch một nửa' }, body: { en: 'Only in English.', vi: '' } })
    const detail = await server.call(articleDetail, { query: { id: 'cookie-notice' } }, { token, lang: 'vi' })
    expect(detail.body.data).toMatchObject({ id: english.id, title: 'Cookie notice', body: 'We keep three cookies.', lang: 'en' })
    const list = await server.call(lawList, {}, { token, lang: 'vi' })
    expect(list.body.data.slice(-2).map((entry: { title: string; lang: string }) => [entry.title, entry.lang])).toEqual([
      ['Cookie notice', 'en'], ['Half translated', 'en'],
    ])
    expect(list.body.data[0]).toMatchObject({ title: 'Điều khoản dịch vụ', lang: 'vi' })
    await server.db.delete(contentEntries).where(sql`${contentEntries.slug} in ('cookie-notice', 'half-translated')`)
    server.services.readCache.invalidate('content')
  })
})

describe('refusals', () => {
  it('an unknown slug or id is refused in words, in the reader\'s language', async () => {
    const en = await server.call(articleDetail, { query: { id: 'no-such-article' } }, { token, lang: 'en' })
    expect(en.status).toBe(200)
    expect(en.body).toMatchObject({ code: 0, msg: 'This article does not exist or is no longer published' })
    const vi = await server.call(articleDetail, { query: { id: '999999999' } }, { token, lang: 'vi' })
    expect(vi.body).toMatchObject({ code: 0, msg: 'Bài viết không tồn tại hoặc không còn được đăng' })
  })

  it('a malformed or missing id says the same, never a 500', async () => {
    for (const id of ['../etc/passwd', 'Terms Of Service', '12345678901', 'x'.repeat(101)]) {
      const res = await server.request('GET', '/api/user/article_detail', { query: { id }, token, lang: 'en' })
      expect(res.status, id).toBe(400)
      expect(res.body, id).toMatchObject({ code: 0, msg: 'This article does not exist or is no longer published' })
    }
    const missing = await server.request('GET', '/api/user/article_detail', { token, lang: 'ja' })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ code: 0, msg: 'この記事は存在しないか、公開が終了しています' })
  })

  it('an unpublished entry is neither listed nor read', async () => {
    const draft = await insertEntry({ kind: 'help', slug: 'draft-answer', position: 99, title: { en: 'Draft' }, body: { en: 'Not yet.' }, published: false })
    const help = await server.call(helpSupport, {}, { token, lang: 'en' })
    expect(help.body.data.map((entry: { slug: string }) => entry.slug)).not.toContain('draft-answer')
    for (const id of ['draft-answer', String(draft.id)]) {
      const res = await server.call(articleDetail, { query: { id } }, { token, lang: 'en' })
      expect(res.body).toMatchObject({ code: 0, msg: 'This article does not exist or is no longer published' })
    }
    await server.db.delete(contentEntries).where(eq(contentEntries.id, draft.id))
  })

  it('a visitor is asked to log in (401) by every call', async () => {
    for (const [call, input] of [[helpSupport, {}], [lawList, {}], [articleList, {}], [articleDetail, { query: { id: 'terms-of-service' } }]] as const) {
      const res = await server.call(call, input, { lang: 'en' })
      expect(res.status, call.path).toBe(401)
      expect(res.body, call.path).toMatchObject({ code: 401, msg: 'Please login first' })
    }
  })
})

describe('seeded content', () => {
  it('every entry is there in the six languages, as plain text', () => {
    for (const entry of Object.values(SEEDED_CONTENT).flat()) {
      for (const lang of LANGUAGE_FILES) {
        expect(entry.title[lang].trim(), `${entry.slug} title ${lang}`).not.toBe('')
        expect(entry.body[lang].trim(), `${entry.slug} body ${lang}`).not.toBe('')
        expect(entry.body[lang], `${entry.slug} body ${lang}`).not.toMatch(/<[a-z/]/i)
      }
    }
    expect(SEEDED_CONTENT.law.length).toBeGreaterThanOrEqual(4)
    expect(SEEDED_CONTENT.article.length).toBeGreaterThanOrEqual(2)
  })

  it('seeding again changes nothing, and an operator\'s edit survives it', async () => {
    await server.db.update(contentEntries).set({ title: { en: 'Terms (edited)' } }).where(eq(contentEntries.slug, 'terms-of-service'))
    const before = await rowsOf(server.db, sql`select * from content_entries order by id`)
    await seedContent(server.db)
    expect(await rowsOf(server.db, sql`select * from content_entries order by id`)).toEqual(before)
    await seedContent(server.db)
    expect(before.find((row) => row.slug === 'terms-of-service')?.title).toEqual({ en: 'Terms (edited)' })
    await server.db.update(contentEntries).set({ title: SEEDED_CONTENT.law[0].title }).where(eq(contentEntries.slug, 'terms-of-service'))
  })

  // A database of its own, migrated and seeded: genuinely long work on a loaded host, as long as
  // the file's own server takes to start (the project's hook timeout), not a request's 30 s.
  it('is reference content: a database without the demo has it too', { timeout: 240_000 }, async () => {
    const plain = await createTestServer({ demo: false })
    try {
      const [counts] = await rowsOf<Record<string, number>>(plain.db, sql`select
        (select count(*)::int from content_entries where kind = 'help') as help,
        (select count(*)::int from content_entries where kind = 'law') as law,
        (select count(*)::int from content_entries where kind = 'article') as article`)
      expect(counts).toEqual({ help: SEEDED_CONTENT.help.length, law: SEEDED_CONTENT.law.length, article: SEEDED_CONTENT.article.length })
    } finally {
      await plain.close()
    }
  })
})
