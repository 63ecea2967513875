// Customer service end to end, in a phone-sized Chromium: a new user chats with support and sees an answer
// arrive live. A new shopper opens Customer service from the personal center and writes; support
// (the operator, through the HTTP API) finds the conversation with one unread message, reads it and
// answers; the answer appears without a reload. A picture, and script typed as text (shown as
// typed, never run). Offline, a message waits and an answer written meanwhile is missed; back online
// the message goes and the answer arrives. A reload keeps the history. Then in Thai. Screenshots of
// each.
import { expect, it } from 'vitest'
import { serverOfThisFile } from './support/server-of-file'
import type { Page } from 'playwright-core'
import { DEMO_ACCOUNTS } from '../../src/server/db/demo-accounts'
import { PARCEL_PNG } from '../support/pictures'
import { api, newAccount } from './support/api'
import { openPhone, useBrowser } from './support/browser'
import { snap } from './support/screenshots'

const { baseURL } = serverOfThisFile()
const browser = useBrowser()

const FIRST = 'Hello! My parcel has not arrived yet. It was due on Monday.'
const ANSWER = 'Hi Lan, sorry for the wait. Your parcel is with the carrier and arrives tomorrow.'
const SCRIPT = '<script>alert("hi")</script> is this safe?'
const OFFLINE = 'Thank you! Can I pick it up myself instead?'
const MEANWHILE = 'Of course: the pickup point is open from 8 to 20.'

const operatorToken = async () =>
  (await api(baseURL, 'POST', '/api/user/login', { account: DEMO_ACCOUNTS.operator.account, password: DEMO_ACCOUNTS.operator.password })).data.userinfo.token as string

/** What the page shows, oldest first: whose it is, and its text or "picture"; waiting ones marked. */
const shown = (page: Page) =>
  page.locator('.service-message').evaluateAll((items) =>
    items.map((item) => `${item.classList.contains('is-mine') ? 'me' : 'support'}: ${item.querySelector('.service-picture') ? 'picture' : item.querySelector('.service-text')?.textContent}${item.classList.contains('is-waiting') ? ' (waiting)' : ''}`))

const picturesLoaded = (page: Page) =>
  page.locator('.service-picture img').evaluateAll((imgs) => Promise.all((imgs as HTMLImageElement[]).map((img) => img.complete || new Promise((r) => (img.onload = r)))))

it('a new user chats with support and sees an answer arrive live', async () => {
  const account = await newAccount(baseURL)
  const { id: userId } = (await api(baseURL, 'GET', '/api/user/getUserInfo', undefined, account.token)).data
  const operator = await operatorToken()
  const { context, page } = await openPhone(browser(), baseURL)
  try {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    let loads = 0
    page.on('load', () => loads++)
    await context.addCookies([{ name: 'Admin-Token', value: account.token, domain: new URL(baseURL).hostname, path: '/' }])
    await page.goto('/profile')
    await page.getByText('Customer service', { exact: true }).click()
    await page.waitForURL('**/service')
    await page.getByText('Ask us anything about your orders, payments or refunds. We usually reply within a few minutes.').waitFor()
    await expect.poll(() => page.locator('.service-banner').count()).toBe(0)
    expect(await page.title()).toContain('Customer service')
    await snap(page, 'service-new')

    await page.getByLabel('Message', { exact: true }).fill(FIRST)
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => shown(page)).toEqual([`me: ${FIRST}`])

    // Support sees one unread message from the new shopper, reads it and answers.
    const list = (await api(baseURL, 'GET', '/api/admin/service/conversations', undefined, operator)).data.list as Array<{ id: number; user: { id: number }; unread: number }>
    const conversation = list.find((row) => row.user.id === userId)!
    expect(conversation.unread).toBe(1)
    const read = (await api(baseURL, 'GET', `/api/admin/service/messages?conversation_id=${conversation.id}`, undefined, operator)).data
    expect(read.list.map((m: { text: string }) => m.text)).toEqual([FIRST])
    expect((await api(baseURL, 'POST', '/api/admin/service/reply', { conversation_id: conversation.id, text: ANSWER }, operator)).code).toBe(1)
    await expect.poll(() => shown(page)).toEqual([`me: ${FIRST}`, `support: ${ANSWER}`])
    expect(loads).toBe(1)
    await snap(page, 'service-answer-live')

    // A picture of the parcel label, and script typed as words.
    await page.locator('.service-picture-button input[type=file]').setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: PARCEL_PNG })
    await page.getByLabel('Message', { exact: true }).fill(SCRIPT)
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => shown(page)).toEqual([`me: ${FIRST}`, `support: ${ANSWER}`, 'me: picture', `me: ${SCRIPT}`])
    await picturesLoaded(page)
    expect(dialogs).toEqual([])
    expect(await page.locator('.service-messages script').count()).toBe(0)
    await snap(page, 'service-picture-and-script')

    // Offline: the banner says so, what is sent waits; support answers meanwhile.
    await context.setOffline(true)
    await page.getByText('You are offline. Messages you send now go out when you are back online.').waitFor()
    await page.getByLabel('Message', { exact: true }).fill(OFFLINE)
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(async () => (await shown(page)).at(-1)).toBe(`me: ${OFFLINE} (waiting)`)
    expect(await page.locator('.service-message.is-waiting .service-status').textContent()).toBe('Waiting to send')
    expect((await api(baseURL, 'POST', '/api/admin/service/reply', { conversation_id: conversation.id, text: MEANWHILE }, operator)).code).toBe(1)
    await snap(page, 'service-offline-waiting')

    // Back online: the message goes, and the answer written meanwhile arrives.
    await context.setOffline(false)
    await expect.poll(() => page.locator('.service-banner').count()).toBe(0)
    const all = [`me: ${FIRST}`, `support: ${ANSWER}`, 'me: picture', `me: ${SCRIPT}`, `support: ${MEANWHILE}`, `me: ${OFFLINE}`]
    await expect.poll(() => shown(page)).toEqual(all)
    const stored = (await api(baseURL, 'GET', '/api/service/messages', undefined, account.token)).data.list as Array<{ text: string | null }>
    expect(stored.map((m) => m.text ?? 'picture')).toEqual([FIRST, ANSWER, 'picture', SCRIPT, MEANWHILE, OFFLINE])
    await picturesLoaded(page)
    await snap(page, 'service-back-online')

    // The history is kept: a reload shows it all, in the order the server stored it.
    await page.reload()
    await expect.poll(() => shown(page)).toEqual(all)
    expect(dialogs).toEqual([])
  } finally {
    await context.close()
  }
})

it('reads in Thai', async () => {
  const account = await newAccount(baseURL)
  const { context, page } = await openPhone(browser(), baseURL, 'th-TH')
  try {
    await context.addCookies([
      { name: 'Admin-Token', value: account.token, domain: new URL(baseURL).hostname, path: '/' },
      { name: 'language', value: 'th', url: baseURL },
    ])
    await page.goto('/service')
    await page.getByText('สอบถามเราได้ทุกเรื่องเกี่ยวกับคำสั่งซื้อ การชำระเงิน หรือการคืนเงิน โดยปกติเราจะตอบกลับภายในไม่กี่นาที').waitFor()
    await expect.poll(() => page.locator('.service-banner').count()).toBe(0)
    await page.getByLabel('ข้อความ', { exact: true }).fill('สวัสดีครับ พัสดุของผมยังไม่มาถึง')
    await page.getByRole('button', { name: 'ส่ง', exact: true }).click()
    await expect.poll(() => page.locator('.service-message.is-mine:not(.is-waiting)').count()).toBe(1)
    await context.setOffline(true)
    await page.getByText('คุณออฟไลน์อยู่ ข้อความที่ส่งตอนนี้จะถูกส่งออกไปเมื่อกลับมาออนไลน์').waitFor()
    await page.getByLabel('ข้อความ', { exact: true }).fill('ยังอยู่ไหมครับ')
    await page.getByRole('button', { name: 'ส่ง', exact: true }).click()
    await page.getByText('รอส่ง').waitFor()
    await snap(page, 'service-thai-offline')
    await context.setOffline(false)
    await expect.poll(() => page.locator('.service-message.is-waiting').count()).toBe(0)
  } finally {
    await context.close()
  }
})

it('a long conversation opens at its newest message; earlier ones load above without moving what is read', async () => {
  const account = await newAccount(baseURL)
  const { id: userId } = (await api(baseURL, 'GET', '/api/user/getUserInfo', undefined, account.token)).data
  const operator = await operatorToken()
  expect((await api(baseURL, 'POST', '/api/service/send', { client_id: `long-${userId}-first`, text: 'Where do I find my invoice?' }, account.token)).code).toBe(1)
  const list = (await api(baseURL, 'GET', '/api/admin/service/conversations?limit=50', undefined, operator)).data.list as Array<{ id: number; user: { id: number } }>
  const conversationId = list.find((row) => row.user.id === userId)!.id
  for (let i = 1; i <= 24; i++) {
    expect((await api(baseURL, 'POST', '/api/admin/service/reply', { conversation_id: conversationId, text: `Step ${i} of the invoice guide.` }, operator)).code).toBe(1)
  }
  const { context, page } = await openPhone(browser(), baseURL)
  try {
    await context.addCookies([{ name: 'Admin-Token', value: account.token, domain: new URL(baseURL).hostname, path: '/' }])
    await page.goto('/service')
    await page.getByText('Step 24 of the invoice guide.').waitFor()
    await expect.poll(() => page.locator('.service-banner').count()).toBe(0)
    // The newest message is in view, above the composer.
    await expect.poll(async () => {
      const last = await page.getByText('Step 24 of the invoice guide.').boundingBox()
      const composer = await page.locator('.service-composer').boundingBox()
      return !!last && !!composer && last.y > 0 && last.y + last.height <= composer.y
    }).toBe(true)
    await snap(page, 'service-long-newest')

    await page.evaluate(() => window.scrollTo(0, 0))
    const oldestShown = page.getByText('Step 5 of the invoice guide.', { exact: true })
    const before = (await oldestShown.boundingBox())!.y
    await snap(page, 'service-long-top')
    await page.getByRole('button', { name: 'Load earlier messages' }).click()
    await page.getByText('Where do I find my invoice?').waitFor()
    await page.getByText('This is the beginning of your conversation').waitFor()
    expect(await page.locator('.service-message').count()).toBe(25)
    // What was read stays where it was: the earlier messages came in above it.
    await expect.poll(async () => Math.abs((await oldestShown.boundingBox())!.y - before)).toBeLessThan(40)
    await snap(page, 'service-long-earlier')
    await page.evaluate(() => window.scrollTo(0, 0))
    await snap(page, 'service-long-beginning')
  } finally {
    await context.close()
  }
})
