// Help, law and policy, an article and the platform page in a phone-sized Chromium, in English and
// in Thai: a new shopper opens them from the personal center, opens a help answer and a policy, and
// reads the platform page; screenshots of each for a person to look at.
import { expect, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import type { Page } from 'playwright-core'
import { newAccount } from './support/api'
import { openPhone, useBrowser } from './support/browser'
import { snap } from './support/screenshots'

const { baseURL } = serverOfThisFile()
const browser = useBrowser()

/** Fonts loaded and the accordion's animation over: the screenshot shows what a person sees. */
async function settled(page: Page) {
  await page.evaluate(() => document.fonts.ready)
  await page.waitForTimeout(400)
}

const LANGUAGES = [
  { lang: 'en', help: 'Help and support', order: 'How do I place an order?', answer: /not paid within 30 minutes/, law: 'Law and policy', terms: 'Terms of service', platform: 'About the platform', footer: 'A consumer-to-consumer marketplace in Vietnam' },
  { lang: 'th', help: 'ศูนย์ช่วยเหลือ', order: 'สั่งซื้อสินค้าอย่างไร', answer: /ไม่ได้ชำระภายใน 30 นาที/, law: 'กฎหมายและนโยบาย', terms: 'ข้อกำหนดการให้บริการ', platform: 'เกี่ยวกับแพลตฟอร์ม', footer: 'ตลาดซื้อขายระหว่างผู้บริโภคในเวียดนาม' },
] as const

for (const words of LANGUAGES) {
  it(`help, a policy and the platform page read in ${words.lang}`, async () => {
    const account = await newAccount(baseURL)
    const { context, page } = await openPhone(browser(), baseURL)
    try {
      await context.addCookies([
        { name: 'Admin-Token', value: account.token, url: baseURL },
        { name: 'language', value: words.lang, url: baseURL },
      ])
      await page.goto('/profile')
      await page.getByText(words.help, { exact: true }).click()
      await page.waitForURL((url) => url.pathname === '/helpAndSupport')
      await page.getByText(words.order, { exact: true }).waitFor()
      await settled(page)
      await snap(page, `content-help-${words.lang}`)

      // One answer open: its paragraphs, the others closed.
      await page.getByText(words.order, { exact: true }).click()
      await page.getByText(words.answer).waitFor()
      await settled(page)
      await snap(page, `content-help-open-${words.lang}`)

      await page.goto('/law')
      await page.locator('.law-list').getByText(words.terms, { exact: true }).waitFor()
      expect(await page.locator('.app-nav-title').textContent()).toBe(words.law)
      expect(await page.locator('.law-list .adm-list-item').count()).toBe(4)
      await settled(page)
      await snap(page, `content-law-${words.lang}`)

      await page.locator('.law-list').getByText(words.terms, { exact: true }).click()
      await page.waitForURL((url) => url.pathname === '/article/terms-of-service')
      await expect.poll(() => page.locator('.article-title').textContent()).toBe(words.terms)
      expect(await page.locator('.article-body p').count()).toBeGreaterThanOrEqual(5)
      await settled(page)
      await snap(page, `content-article-${words.lang}`)

      await page.goto('/platform')
      await page.locator('.platform-tagline').getByText(words.footer).waitFor()
      expect(await page.locator('.app-nav-title').textContent()).toBe(words.platform)
      await settled(page)
      await snap(page, `content-platform-${words.lang}`)
      // The rest of the page: contacts and where to read more.
      await page.locator('.platform-links').scrollIntoViewIfNeeded()
      await settled(page)
      await snap(page, `content-platform-links-${words.lang}`)

      // Back on the platform page's own links: the policies.
      await page.locator('.platform-links').getByText(words.law, { exact: true }).click()
      await page.waitForURL((url) => url.pathname === '/law')
    } finally {
      await context.close()
    }
  })
}

it('an unknown article says so, in words', async () => {
  const account = await newAccount(baseURL)
  const { context, page } = await openPhone(browser(), baseURL)
  try {
    await context.addCookies([{ name: 'Admin-Token', value: account.token, url: baseURL }])
    await page.goto('/article/no-such-article')
    await page.getByText('This article does not exist or is no longer published').waitFor()
    await settled(page)
    await snap(page, 'content-article-unknown-en')
  } finally {
    await context.close()
  }
})
