// Bad input in every field of every call, generated from the contract (src/contract/calls.ts):
// nothing here lists a call or a field by hand, so a new call is covered by existing. Each refusal
// is a 400 (415 for a body in another format) naming the field, in the caller's language, never a
// 500; and after all of them not one row of the database has changed.
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { allCalls } from '../../src/contract/calls'
import type { CallDef } from '../../src/contract/call'
import { LANGUAGE_FILES, type LanguageFile } from '../../src/contract/fields'
import { rowsOf } from '../support/db-rows'
import { createTranslator } from '../../src/server/i18n'
import { inputFields, inputWith, type InputField } from './support/contract-fields'
import { newShopper } from './support/shoppers'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from './support/test-server'

let server: TestServer
const tokens: Record<CallDef['access'], string> = { public: '', user: '', merchant: '', operator: '' }
let rowsBefore: Record<string, number>
const translate = createTranslator()

/** Rows of every table of ours: the test's own accounts are made before the first count. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await rowsOf<{ name: string }>(server.db, sql`
    select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)
  const counts: Record<string, number> = {}
  for (const { name } of tables) {
    const [row] = await rowsOf<{ n: number }>(server.db, sql`select count(*)::int as n from ${sql.identifier(name)}`)
    counts[name] = row!.n
  }
  return counts
}

beforeAll(async () => {
  server = await createTestServer()
  tokens.user = (await newShopper(server)).token
  tokens.merchant = await server.login(DEMO_ACCOUNTS.merchant.account, DEMO_ACCOUNTS.merchant.password)
  tokens.operator = await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
  rowsBefore = await rowCounts()
})
afterAll(async () => {
  // Logging in wrote nothing after the first count; every refusal above changed nothing.
  expect(await rowCounts()).toEqual(rowsBefore)
  await server.close()
})
afterEach(() => expect(server.logs.filter((line) => line.startsWith('error:'))).toEqual([]))

const fieldsOf = (call: CallDef, where: 'query' | 'body'): InputField[] => (call[where] ? inputFields(call[where]) : [])
const withInput = allCalls.filter((call) => fieldsOf(call, 'query').length + fieldsOf(call, 'body').length > 0)
/** Each call's refusals are read in one of the six languages, in turn, so every language is read. */
const langOf = (call: CallDef): LanguageFile => LANGUAGE_FILES[allCalls.indexOf(call) % LANGUAGE_FILES.length]!

/** A query string for an input built by inputWith: nested keys as key[sub], array items as key[]. */
function queryString(input: unknown, prefix = ''): string[] {
  if (Array.isArray(input)) return input.flatMap((item) => queryString(item, `${prefix}[]`))
  if (input !== null && typeof input === 'object') {
    return Object.entries(input).flatMap(([key, value]) => queryString(value, prefix ? `${prefix}[${key}]` : key))
  }
  return [`${encodeURIComponent(prefix)}=${encodeURIComponent(String(input))}`]
}

interface Sent {
  status: number
  body: { code: number; msg: string; data: unknown }
}

/** Sends `input` as the call's query or body (multipart for an upload), as its role, in `lang`. */
async function send(call: CallDef, where: 'query' | 'body', input: unknown, lang: LanguageFile, contentType?: string): Promise<Sent> {
  const headers: Record<string, string> = { lang, 'idempotency-key': `bad-input-${Math.random()}` }
  if (tokens[call.access]) headers.token = tokens[call.access]
  let url = call.path
  let body: BodyInit | undefined
  if (where === 'query') url += `?${queryString(input).join('&')}`
  else if (call.multipart && contentType === undefined) {
    const form = new FormData()
    for (const [key, value] of Object.entries(input as Record<string, unknown>)) form.append(key, String(value))
    body = form
  } else {
    body = JSON.stringify(input)
    headers['content-type'] = contentType ?? 'application/json'
  }
  const res = await server.app.request(url, { method: call.method, headers, body })
  return { status: res.status, body: await res.json() }
}

const nameOf = (field: InputField) => field.path.join('.')

describe('a control character in any field of any call', () => {
  it('covers every call that takes input', () => {
    expect(withInput.length).toBeGreaterThan(80)
    // A call whose schemas name no field takes no input at all (an empty query or body).
    for (const call of allCalls.filter((c) => !withInput.includes(c))) {
      for (const schema of [call.query, call.body]) if (schema) expect(schema.safeParse({ anything: 1 }).success, call.path).toBe(true)
    }
  })

  for (const call of withInput) {
    it(`${call.method} ${call.path}: a NUL in each field is refused with 400, naming the field`, async () => {
      const lang = langOf(call)
      for (const where of ['query', 'body'] as const) {
        for (const field of fieldsOf(call, where)) {
          const answer = await send(call, where, inputWith(field.path, 'a\u0000b'), lang)
          const expected = { code: 0, msg: translate(lang, 'msg.controlCharacter', { field: nameOf(field) }), data: { field: nameOf(field) } }
          expect({ status: answer.status, body: answer.body }, `${where} ${nameOf(field)}`).toEqual({ status: 400, body: expected })
        }
      }
    })
  }

  it('other C0 controls and DEL too; a line break only where a field takes text blocks', async () => {
    const call = allCalls.find((c) => c.path === '/api/user/register')!
    for (const control of ['\u0001', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f', '\n', '\t', '\r']) {
      const answer = await send(call, 'body', { account: `x${control}y` }, 'en')
      expect(answer.body.data, JSON.stringify(control)).toEqual({ field: 'account' })
    }
    // A review's text may run over lines; a control character other than tab and newline may not.
    const review = allCalls.find((c) => c.path === '/api/order/review')!
    const lines = await send(review, 'body', { content: 'Good\n\tsturdy' }, 'en')
    expect(lines.body.data).not.toEqual({ field: 'content' })
    expect((await send(review, 'body', { content: 'Good\u0000' }, 'en')).body.data).toEqual({ field: 'content' })
    expect((await send(review, 'body', { content: 'Good\r\n' }, 'en')).body.data).toEqual({ field: 'content' })
  })
})

describe('a body in another format', () => {
  const withBody = allCalls.filter((call) => call.body)
  for (const call of withBody) {
    const refusedTypes = call.multipart ? ['application/json', 'text/plain'] : ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']
    it(`${call.method} ${call.path}: ${refusedTypes.join(', ')} answer 415`, async () => {
      const lang = langOf(call)
      const msg = translate(lang, call.multipart ? 'msg.multipartOnly' : 'msg.jsonOnly')
      for (const type of refusedTypes) {
        const answer = await send(call, 'body', {}, lang, type)
        expect({ status: answer.status, body: answer.body }, type).toEqual({ status: 415, body: { code: 0, msg, data: null } })
      }
    })
  }
})

describe('numbers that are not numbers', () => {
  const numeric = (field: InputField) => field.kinds.has('number') && !field.kinds.has('string')
  const withNumbers = withInput.filter((call) => fieldsOf(call, 'body').some(numeric) || fieldsOf(call, 'query').some(numeric))

  it('there are ids and counts to try, in queries and bodies', () => {
    expect(withNumbers.filter((call) => fieldsOf(call, 'body').some(numeric)).length).toBeGreaterThan(20)
    expect(withNumbers.filter((call) => fieldsOf(call, 'query').some(numeric)).length).toBeGreaterThan(20)
  })

  for (const call of withNumbers) {
    it(`${call.method} ${call.path}: a number sent as text, a boolean or an array is refused with 400, naming the field`, async () => {
      const lang = langOf(call)
      for (const field of fieldsOf(call, 'body').filter(numeric)) {
        for (const value of ['1', true, [1], [[[[1]]]], ' 1', 1.5]) {
          const answer = await send(call, 'body', inputWith(field.path, value), lang)
          expect({ status: answer.status, data: answer.body.data }, `body ${nameOf(field)} = ${JSON.stringify(value)}`).toEqual({ status: 400, data: { field: nameOf(field) } })
        }
      }
      // A query's values are text: only digits are read as a number.
      for (const field of fieldsOf(call, 'query').filter(numeric)) {
        for (const value of ['1e3', ' 1', '0x1', '1.5', 'true', '']) {
          const answer = await send(call, 'query', inputWith(field.path, value), lang)
          expect({ status: answer.status, data: answer.body.data }, `query ${nameOf(field)} = ${JSON.stringify(value)}`).toEqual({ status: 400, data: { field: nameOf(field) } })
        }
      }
    })
  }
})
