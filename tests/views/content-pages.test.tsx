// Help and support, law and policy, an article and the platform page, rendered as the whole app at
// their URLs against the real server in-process: what a shopper reads, in English and in another
// language, where each link leads, and what an unknown article or a visitor is told.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import { eq } from 'drizzle-orm'
import { switchLanguage } from '../../src/ui/i18n'
import type { AppRuntime } from '../../src/app/runtime'
import { contentEntries } from '../../src/server/db/schema'
import { registerAccount, type TestAccount } from './support/accounts'
import { found, q, setCookie, tap } from './support/interact'
import { renderApp } from './support/render-app'
import { sharedTestServer } from './support/shared-server'

const shared = sharedTestServer()
let account: TestAccount
let runtime: AppRuntime | undefined

beforeAll(async () => {
  await shared.setup()
  account = await registerAccount(shared.server)
})
afterAll(() => shared.teardown())
afterEach(async () => {
  runtime?.session.stop()
  runtime = undefined
  await act(() => switchLanguage('en'))
})

async function open(path: string, options: { lang?: 'en' | 'vi' | 'ja'; visitor?: boolean } = {}) {
  if (options.lang) await act(() => switchLanguage(options.lang!))
  if (!options.visitor) setCookie('Admin-Token', account.token)
  runtime = await renderApp(path, shared.server)
  return runtime
}

const path = () => runtime!.router.state.location.pathname
const navTitle = () => q('.app-nav-title')?.textContent

describe('/helpAndSupport', () => {
  it('lists the questions; tapping one opens its answer, in paragraphs; support is one tap away', async () => {
    await open('/helpAndSupport')
    await screen.findByText('How do I place an order?')
    expect(navTitle()).toBe('Help and support')
    expect(screen.getByText('How do I recharge my balance?')).toBeTruthy()
    expect(screen.queryByText(/not paid within 30 minutes/)).toBeNull()

    await tap('How do I place an order?')
    const answer = await screen.findByText(/not paid within 30 minutes/)
    expect(answer.tagName).toBe('P')
    expect(answer.closest('.article-body')!.querySelectorAll('p')).toHaveLength(2)

    const contacts = q('.support-contacts')!
    expect(within(contacts).getByText('support@marketplace.example').getAttribute('href')).toBe('mailto:support@marketplace.example')
    expect(within(contacts).getByText('+84 28 7300 6868').getAttribute('href')).toBe('tel:+842873006868')
  })

  it('in Vietnamese', async () => {
    await open('/helpAndSupport', { lang: 'vi' })
    await screen.findByText('Làm thế nào để đặt hàng?')
    expect(navTitle()).toBe('Trợ giúp và hỗ trợ')
    await tap('Làm thế nào để rút tiền?')
    await screen.findByText(/Số tiền phải lớn hơn 0/)
    expect(screen.getByText('Vẫn cần trợ giúp?')).toBeTruthy()
  })

  it('a visitor is asked to log in first', async () => {
    await open('/helpAndSupport', { visitor: true })
    await waitFor(() => expect(path()).toBe('/login'))
    expect(screen.queryByText('How do I place an order?')).toBeNull()
  })
})

describe('/law and /article', () => {
  it('lists the policies with when they changed; one opens as an article', async () => {
    await open('/law')
    await screen.findByText('Terms of service')
    expect(navTitle()).toBe('Law and policy')
    const titles = [...document.querySelectorAll('.law-list .adm-list-item-content-main > span')].map((node) => node.textContent)
    expect(titles).toEqual(['Terms of service', 'Privacy policy', 'Refund and return policy', 'Prohibited items and cross-border rules'])
    expect(screen.getAllByText('Last updated November 22, 2026')).toHaveLength(4)

    await tap('Privacy policy')
    await waitFor(() => expect(path()).toBe('/article/privacy-policy'))
    const title = await found('.article-title')
    expect(title.textContent).toBe('Privacy policy')
    expect(navTitle()).toBe('Article')
    expect(document.querySelectorAll('.article-body p').length).toBeGreaterThanOrEqual(5)
    expect(q('.article')!.getAttribute('lang')).toBe('en')
    expect(q('.content-in-english')).toBeNull()
  })

  it('read again after a change of language, in the new language', async () => {
    await open('/law')
    await screen.findByText('Terms of service')
    await act(() => runtime!.router.navigate({ to: '/profile' }))
    await act(() => switchLanguage('vi'))
    await act(() => runtime!.router.navigate({ to: '/law' }))
    await screen.findByText('Điều khoản dịch vụ')
    expect(screen.queryByText('Terms of service')).toBeNull()
  })

  it('in Japanese, the article by its slug', async () => {
    await open('/article/prohibited-items', { lang: 'ja' })
    expect((await found('.article-title')).textContent).toBe('禁止商品と越境取引のルール')
    expect(navTitle()).toBe('記事')
    expect(q('.content-updated')!.textContent).toBe('最終更新日：2026年11月22日')
  })

  it('an unknown article, or none named, says so and offers the way home', async () => {
    await open('/article/no-such-article')
    await screen.findByText('This article does not exist or is no longer published')
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
    runtime!.session.stop()
    document.body.innerHTML = ''
    await open('/article')
    await screen.findByText('This article does not exist or is no longer published')
  })

  it('a text only in English is shown in English with a word about it; markup in it stays text', async () => {
    const { db, services } = shared.server
    await db.insert(contentEntries).values({
      kind: 'article', slug: 'markup-test', position: 50,
      title: { en: 'Shipping <b>news</b>' }, body: { en: 'First line <img src=x onerror="alert(1)">\n\nSecond paragraph' },
    })
    services.readCache.invalidate('content')
    try {
      await open('/article/markup-test', { lang: 'vi' })
      expect((await found('.article-title')).textContent).toBe('Shipping <b>news</b>')
      expect(q('.article')!.getAttribute('lang')).toBe('en')
      expect(q('.content-in-english')!.textContent).toBe('Nội dung chưa có bằng ngôn ngữ của bạn nên được hiển thị bằng tiếng Anh.')
      expect([...document.querySelectorAll('.article-body p')].map((p) => p.textContent)).toEqual(['First line <img src=x onerror="alert(1)">', 'Second paragraph'])
      expect(q('.article img, .article b')).toBeNull()
    } finally {
      await db.delete(contentEntries).where(eq(contentEntries.slug, 'markup-test'))
      services.readCache.invalidate('content')
    }
  })
})

describe('/platform', () => {
  it('says what the platform is, how to reach it, and leads to its articles, help and policies', async () => {
    await open('/platform')
    await screen.findByText('A consumer-to-consumer marketplace in Vietnam')
    expect(navTitle()).toBe('About the platform')
    expect(screen.getByText(/Independent shops sell directly to shoppers/)).toBeTruthy()
    expect(screen.getByText('Floor 9, 68 Le Loi Street, District 1, Ho Chi Minh City, Vietnam')).toBeTruthy()
    const links = [...document.querySelectorAll('.platform-links .adm-list-item-content-main')].map((node) => node.textContent)
    expect(links).toEqual(['About the Marketplace', 'Buyer protection: how your money is kept safe', 'Help and support', 'Law and policy'])

    await tap('Buyer protection: how your money is kept safe')
    await waitFor(() => expect(path()).toBe('/article/buyer-protection'))
    await screen.findByText(/When you pay, the money does not go to the shop/)
    await act(() => runtime!.router.history.back())
    await tap('Law and policy')
    await waitFor(() => expect(path()).toBe('/law'))
    await screen.findByText('Terms of service')
  })

  it('in Vietnamese', async () => {
    await open('/platform', { lang: 'vi' })
    await screen.findByText('Sàn mua bán giữa người tiêu dùng với nhau tại Việt Nam')
    expect(screen.getByText('Giới thiệu về Chợ trực tuyến')).toBeTruthy()
    expect(screen.getByText('Liên hệ')).toBeTruthy()
  })
})

describe('the personal center', () => {
  it('leads to help and support, law and policy, and the platform', async () => {
    await open('/profile')
    await tap('Help and support')
    await waitFor(() => expect(path()).toBe('/helpAndSupport'))
    await screen.findByText('How do I place an order?')
    await act(() => runtime!.router.navigate({ to: '/profile' }))
    await tap('Law and policy')
    await waitFor(() => expect(path()).toBe('/law'))
    await act(() => runtime!.router.navigate({ to: '/profile' }))
    await tap('About the platform')
    await waitFor(() => expect(path()).toBe('/platform'))
    await screen.findByText('A consumer-to-consumer marketplace in Vietnam')
  })
})
