// msg is written in the language of the request: the `lang` header (or ?lang=), with English for
// anything a language does not have yet (docs/api-conventions.md#requests).
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGE_FILES } from '../../src/contract/fields'
import { login } from '../../src/contract/user'
import { createTranslator, resolveLang } from '../../src/server/i18n'
import { createTestServer, type TestServer } from './support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

/** What locales/<lang>.json says for msg.<key> right now, falling back to English like the server. */
function expected(lang: string, key: string): string {
  const read = (file: string) => {
    try {
      return JSON.parse(readFileSync(`locales/${file}.json`, 'utf8')) as { msg?: Record<string, string> }
    } catch {
      return {}
    }
  }
  return read(lang).msg?.[key] ?? read('en').msg![key]
}

// A new account name each time: five failures on one name would trip the login rate limit.
let attempts = 0
const wrongLogin = (options: { lang?: string; query?: Record<string, string> }) =>
  server.request('POST', '/api/user/login', { body: { account: `nobody_${++attempts}`, password: 'not-it' }, ...options })

describe('localized messages', () => {
  it.each(LANGUAGE_FILES)('the lang header %s picks that language', async (lang) => {
    const res = await wrongLogin({ lang })
    expect(res.body.msg).toBe(expected(lang, 'loginFailed'))
    expect(res.body.msg).not.toBe('msg.loginFailed')
  })

  it('?lang= works when there is no header, and the header wins over it', async () => {
    expect((await wrongLogin({ query: { lang: 'ja' } })).body.msg).toBe(expected('ja', 'loginFailed'))
    expect((await wrongLogin({ lang: 'en', query: { lang: 'ja' } })).body.msg).toBe(expected('en', 'loginFailed'))
  })

  it('an unknown language falls back to English; a browser tag finds its language', async () => {
    expect((await wrongLogin({ lang: 'xx' })).body.msg).toBe('Wrong account or password')
    expect(resolveLang('vi-VN')).toBe('vi')
    expect(resolveLang('zh')).toBe('zh-CN')
    expect(resolveLang('ZH-cn')).toBe('zh-CN')
    expect(resolveLang(undefined, 'ko')).toBe('ko')
    expect(resolveLang('')).toBe('en')
  })

  it('validation messages are localized too', async () => {
    const res = await server.call(login, { body: { account: '', password: '' } }, { lang: 'th' })
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe(expected('th', 'inputAccountPassword'))
  })

  it('a 401 is localized', async () => {
    const res = await server.request('GET', '/api/user/getUserInfo', { lang: 'ko' })
    expect(res.body).toMatchObject({ code: 401, msg: expected('ko', 'unauthorized') })
  })
})

describe('translator', () => {
  const translate = createTranslator({
    en: { msg: { hello: 'Hello {{name}}', only: 'Only English', same: 'Same' } },
    vi: { msg: { hello: 'Xin chào {{name}}' } },
  })

  it('interpolates parameters', () => {
    expect(translate('vi', 'msg.hello', { name: 'An' })).toBe('Xin chào An')
  })

  it('falls back to English for a missing key, and to the key when English lacks it too', () => {
    expect(translate('vi', 'msg.only')).toBe('Only English')
    expect(translate('ja', 'msg.same')).toBe('Same')
    expect(translate('vi', 'msg.nowhere')).toBe('msg.nowhere')
    expect(translate.has('msg.only')).toBe(true)
    expect(translate.has('msg.nowhere')).toBe(false)
  })
})

describe('plural messages (i18next plural rules, locales/engine-options.ts)', () => {
  const translate = createTranslator()

  it('English reads "1 attempt left" and "2 attempts left"', () => {
    expect(translate('en', 'msg.paymentCodeWrong', { count: 1 })).toBe('Wrong payment code, 1 attempt left')
    expect(translate('en', 'msg.paymentCodeWrong', { count: 2 })).toBe('Wrong payment code, 2 attempts left')
    expect(translate('en', 'msg.oldPaymentCodeWrong', { count: 1 })).toBe('The old payment code is wrong, 1 attempt left')
    expect(translate.has('msg.paymentCodeWrong')).toBe(true)
  })

  it('a language without plural forms reads its one text for every number', () => {
    for (const lang of ['vi', 'zh-CN', 'ja', 'ko', 'th'] as const) {
      const one = translate(lang, 'msg.paymentCodeWrong', { count: 1 })
      const two = translate(lang, 'msg.paymentCodeWrong', { count: 2 })
      expect(one, lang).toContain('1')
      expect(two.replace('2', '1'), lang).toBe(one)
      expect(one, lang).not.toMatch(/attempt/)
    }
    expect(translate('vi', 'msg.paymentCodeWrong', { count: 1 })).toBe('Sai mã thanh toán, còn 1 lần thử')
  })
})
