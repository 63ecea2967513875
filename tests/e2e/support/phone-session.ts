// One phone-sized browser context for a path, with its controlled network and a fresh account.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { newAccount, type BrowserAccount } from './api'
import { openPhone } from './browser'
import { BrowserTransport } from './browser-transport'

export interface PhoneSession {
  baseURL: string
  context: BrowserContext
  page: Page
  transport: BrowserTransport
  account: BrowserAccount
}

export async function startPhone(browser: Browser, baseURL: string, hold: string[]): Promise<PhoneSession> {
  const { context, page } = await openPhone(browser, baseURL)
  const transport = new BrowserTransport(page)
  await transport.hold(...hold)
  return { baseURL, context, page, transport, account: await newAccount(baseURL) }
}

export async function hasTokenCookie(session: PhoneSession) {
  return (await session.context.cookies()).some((c) => c.name === 'Admin-Token')
}

export async function loginWithCookie(session: PhoneSession) {
  const url = new URL(session.baseURL)
  await session.context.addCookies([{ name: 'Admin-Token', value: session.account.token, domain: url.hostname, path: '/' }])
}

export const pathnameOf = (session: PhoneSession) => new URL(session.page.url()).pathname
