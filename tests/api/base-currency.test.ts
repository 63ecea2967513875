// The base (settlement) currency is a setting (BASE_CURRENCY, USD by default): the shoppers' rates
// name it at rate 1, an operator cannot change its rate, a fresh deployment's rates are seeded for
// one unit of it, and a setting that is not a known currency stops the server at start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { currencyRates } from '../../src/contract/currency'
import { adminChangeCurrencyRates, adminCurrencyRates } from '../../src/contract/platform-settings'
import { seedRatesFor } from '../../src/server/db/seed'
import { loadSettings } from '../../src/server/settings'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from './support/test-server'

describe('BASE_CURRENCY', () => {
  it('is USD by default, any known currency in any case, and nothing else', () => {
    expect(loadSettings({}).baseCurrency).toBe('USD')
    expect(loadSettings({ BASE_CURRENCY: 'vnd' }).baseCurrency).toBe('VND')
    expect(() => loadSettings({ BASE_CURRENCY: 'EUR' })).toThrow(/BASE_CURRENCY must be one of USD, VND/)
  })

  it('seeds the rates for one unit of the base currency, rounded to six decimals', () => {
    expect(seedRatesFor('USD')).toEqual({ USD: '1', VND: '25400', CNY: '7.2', JPY: '150', KRW: '1380', THB: '35' })
    expect(seedRatesFor('VND')).toEqual({ USD: '0.000039', VND: '1', CNY: '0.000283', JPY: '0.005906', KRW: '0.054331', THB: '0.001378' })
    expect(seedRatesFor('THB')).toMatchObject({ THB: '1', USD: '0.028571', VND: '725.714286' })
  })
})

describe('a deployment settling in dong', () => {
  let server: TestServer
  let operator: string
  beforeAll(async () => {
    server = await createTestServer({ settings: { baseCurrency: 'VND' } })
    operator = await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
  })
  afterAll(() => server.close())

  it('names the dong as the base, at 1, first in the shoppers\' rates', async () => {
    const res = await server.call(currencyRates)
    expect(res.body.code).toBe(1)
    const rates = res.body.data as Array<{ code: string; rate: string; base: boolean }>
    expect(rates[0]).toEqual({ code: 'VND', rate: '1', base: true })
    expect(rates.filter((r) => r.base).map((r) => r.code)).toEqual(['VND'])
    expect(rates.map((r) => r.code).sort()).toEqual(['CNY', 'JPY', 'KRW', 'THB', 'USD', 'VND'])
  })

  it('refuses a change of the dong\'s rate in the reader\'s language and changes nothing; the dollar\'s may change', async () => {
    const before = (await server.call(adminCurrencyRates, {}, { token: operator })).body.data
    const refused = await server.call(adminChangeCurrencyRates, { body: { rates: [{ code: 'VND', rate: '2' }] } }, { token: operator, lang: 'vi' })
    expect(refused.body.code).not.toBe(1)
    expect(refused.body.msg).toBe('Tỷ giá của tiền tệ cơ sở luôn là 1')
    expect((await server.call(adminCurrencyRates, {}, { token: operator })).body.data).toEqual(before)
    const changed = await server.call(adminChangeCurrencyRates, { body: { rates: [{ code: 'USD', rate: '0.00004' }] } }, { token: operator })
    expect(changed.body.code).toBe(1)
    expect((changed.body.data as Array<{ code: string; rate: string; base: boolean }>).find((r) => r.code === 'USD')).toEqual({ code: 'USD', rate: '0.00004', base: false })
    expect((changed.body.data as Array<{ code: string; base: boolean }>).find((r) => r.base)?.code).toBe('VND')
  })
})
