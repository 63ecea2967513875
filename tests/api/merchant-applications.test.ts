// Applying to open a shop through the API ("partnership"): a shopper applies with a logo
// uploaded here; the operator approves (the shop opens with the application's words, the applicant
// becomes its merchant and may use the merchant calls at once) or refuses with a reason the
// applicant reads; one decision per application, racing decisions give one winner; bad input is
// refused in English and Vietnamese and changes nothing; a shopper is kept off the operator's calls.
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { merchantOrderList } from '../../src/contract/merchant-orders'
import {
  adminApplicationAudit, adminApplicationList, merchantApply, myMerchantApplication,
} from '../../src/contract/merchant-applications'
import { notificationList } from '../../src/contract/notifications'
import { getUserInfo } from '../../src/contract/user'
import { rowsOf } from '../support/db-rows'
import { createTranslator } from '../../src/server/i18n'
import { merchantToken, uploadPicture } from './support/order-steps'
import { newShopper, type Shopper } from './support/shoppers'
import { createTestServer, DEMO_ACCOUNTS, type TestResponse, type TestServer } from './support/test-server'

const translate = createTranslator()

let server: TestServer
let operator: string
let secondOperator: string
let categories: Array<{ id: number; key: string }>

beforeAll(async () => {
  server = await createTestServer()
  operator = await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
  // The same operator at a second console: two people deciding.
  secondOperator = await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
  categories = await rowsOf<{ id: number; key: string }>(server.db, sql`select id, key from categories order by position`)
})
afterAll(() => server.close())
afterEach(() => {
  expect(server.logs.splice(0).filter((line) => line.startsWith('error:'))).toEqual([])
})

let names = 0
/** A shop name no other test uses. */
const freshName = () => `Lotus Crafts ${process.pid}-${++names}`

interface Applicant extends Shopper {
  logo: string
}

async function newApplicant(): Promise<Applicant> {
  const shopper = await newShopper(server)
  return { ...shopper, logo: await uploadPicture(server, shopper.token) }
}

function formOf(applicant: Applicant, fields: Record<string, unknown> = {}) {
  return {
    shop_name: freshName(), logo: applicant.logo, category_id: categories[2]!.id, contact: '+84 90 123 4567, lotus@example.com',
    description: 'Hand-woven baskets and lacquerware from Hội An', ...fields,
  }
}

const apply = (applicant: Pick<Shopper, 'token'>, body: Record<string, unknown>, lang?: string) =>
  server.request('POST', merchantApply.path, { body, token: applicant.token, lang })

async function applied(applicant: Applicant, fields: Record<string, unknown> = {}): Promise<number> {
  const res = await apply(applicant, formOf(applicant, fields))
  if (res.body?.code !== 1) throw new Error(`apply refused: ${res.text}`)
  return res.body.data.id
}

const audit = (token: string, id: number, approve: boolean, note?: string, lang?: string) =>
  server.request('POST', adminApplicationAudit.path, { body: { id, approve, ...(note === undefined ? {} : { note }) }, token, lang })

const ok = (answers: TestResponse[]) => answers.filter((a) => a.body?.code === 1)
const refused = (answers: TestResponse[]) => answers.filter((a) => a.body?.code !== 1)

/** Everything an application or a decision may change. */
async function snapshot() {
  const [applications, shops, users, notices] = await Promise.all([
    rowsOf(server.db, sql`select id, user_id, shop_name, status, note, audited_by, shop_id from merchant_applications order by id`),
    rowsOf(server.db, sql`select id, owner_user_id, name from shops order by id`),
    rowsOf(server.db, sql`select id, role from users order by id`),
    rowsOf(server.db, sql`select count(*)::int as n from notifications`),
  ])
  return { applications, shops, users, notices }
}

describe('an application, approved', () => {
  it('waits for the operator, then opens the shop with its words and makes the applicant its merchant', async () => {
    const applicant = await newApplicant()
    const none = await server.call(myMerchantApplication, {}, { token: applicant.token })
    expect(none.body, none.text).toMatchObject({ code: 1, data: null })

    const name = freshName()
    const asked = await apply(applicant, formOf(applicant, { shop_name: `  ${name}  `, category_id: categories[7]!.id }))
    expect(asked.body, asked.text).toMatchObject({
      code: 1, msg: 'Application submitted',
      data: { shop_name: name, logo: applicant.logo, category: { id: categories[7]!.id, key: 'food' }, status: 0, note: null, shop_id: null, audited_at: null },
    })
    const id = asked.body.data.id as number
    const mine = await server.call(myMerchantApplication, {}, { token: applicant.token })
    expect(mine.body.data).toEqual(asked.body.data)

    // The operator's queue of waiting applications, oldest first, names the applicant.
    const queue = await server.call(adminApplicationList, { query: { status: '0', limit: 50 } }, { token: operator })
    const row = queue.body.data.list.find((r: { id: number }) => r.id === id)
    expect(row).toMatchObject({ shop_name: name, contact: '+84 90 123 4567, lotus@example.com', user: { id: applicant.userId }, audited_by: null })
    const ids = queue.body.data.list.map((r: { id: number }) => r.id)
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b))

    const approved = await audit(operator, id, true)
    expect(approved.body, approved.text).toMatchObject({
      code: 1, msg: 'Application approved: the shop is open', data: { id, status: 1, audited_by: { account: DEMO_ACCOUNTS.operator.account } },
    })
    const shopId = approved.body.data.shop_id as number
    expect(shopId).toBeGreaterThan(0)
    expect(approved.body.data.audited_at).not.toBeNull()

    const [shop] = await rowsOf(server.db, sql`select owner_user_id, name, logo, description, category_id, contact from shops where id = ${shopId}`)
    expect(shop).toEqual({
      owner_user_id: applicant.userId, name, logo: applicant.logo, description: { en: 'Hand-woven baskets and lacquerware from Hội An' },
      category_id: categories[7]!.id, contact: '+84 90 123 4567, lotus@example.com',
    })

    // What the console's login reads: the role and the shop.
    const info = await server.call(getUserInfo, {}, { token: applicant.token })
    expect(info.body.data).toMatchObject({ role: 'merchant', shop_id: shopId })
    // The session already open is a merchant's now: the merchant calls answer it.
    const orders = await server.call(merchantOrderList, { query: {} }, { token: applicant.token })
    expect(orders.body, orders.text).toMatchObject({ code: 1, data: { list: [], total: 0 } })
    // The shop is in the catalogue.
    const detail = await server.request('GET', '/api/shop/detail', { query: { id: shopId } })
    expect(detail.body.data).toMatchObject({ id: shopId, name, logo: applicant.logo })

    const notices = await server.call(notificationList, { query: {} }, { token: applicant.token })
    expect(notices.body.data.list[0]).toMatchObject({ kind: 'merchant_approved', params: { shop_name: name }, ref: { type: 'merchant_application', id } })
    expect((await server.call(myMerchantApplication, {}, { token: applicant.token })).body.data).toMatchObject({ id, status: 1, shop_id: shopId })
  })

  it('a merchant made by an approval logs in and reads its role and shop, as the console does', async () => {
    const shopper = await newShopper(server)
    const [{ account }] = await rowsOf<{ account: string }>(server.db, sql`select account from users where id = ${shopper.userId}`)
    const applicant = { ...shopper, logo: await uploadPicture(server, shopper.token) }
    const approved = await audit(operator, await applied(applicant), true)
    // newShopper's password is `pass-<id>` where the account is `buyer_<id>`.
    const token = await server.login(account, `pass-${account.slice('buyer_'.length)}`)
    const info = await server.call(getUserInfo, {}, { token })
    expect(info.body.data).toMatchObject({ account, role: 'merchant', shop_id: approved.body.data.shop_id })
  })
})

describe('an application, refused', () => {
  it('carries the reason to the applicant, who stays a shopper and may apply again', async () => {
    const applicant = await newApplicant()
    const id = await applied(applicant)
    const refusal = await audit(operator, id, false, '  The logo is another brand’s  ')
    expect(refusal.body, refusal.text).toMatchObject({ code: 1, msg: 'Application refused', data: { id, status: 2, note: 'The logo is another brand’s', shop_id: null } })
    expect((await server.call(getUserInfo, {}, { token: applicant.token })).body.data).toMatchObject({ role: 'shopper', shop_id: null })
    expect((await server.call(myMerchantApplication, {}, { token: applicant.token })).body.data).toMatchObject({ id, status: 2, note: 'The logo is another brand’s' })
    const notices = await server.call(notificationList, { query: {} }, { token: applicant.token })
    expect(notices.body.data.list[0]).toMatchObject({ kind: 'merchant_refused', params: { note: 'The logo is another brand’s' }, ref: { type: 'merchant_application', id } })

    const again = await applied(applicant)
    expect(again).toBeGreaterThan(id)
    expect((await server.call(myMerchantApplication, {}, { token: applicant.token })).body.data).toMatchObject({ id: again, status: 0 })
    const refusedList = await server.call(adminApplicationList, { query: { status: '2', limit: 50 } }, { token: operator })
    expect(refusedList.body.data.list.some((r: { id: number }) => r.id === id)).toBe(true)
    expect(refusedList.body.data.list.some((r: { id: number }) => r.id === again)).toBe(false)
  })
})

describe('bad input', () => {
  let shopper: Applicant
  let waiting: Applicant
  let waitingId: number
  let decidedId: number
  beforeAll(async () => {
    shopper = await newApplicant()
    waiting = await newApplicant()
    waitingId = await applied(waiting)
    const decided = await newApplicant()
    decidedId = await applied(decided)
    await audit(operator, decidedId, false, 'Not a real shop')
  })

  interface Refusal {
    status: 200 | 400 | 403
    en: string
    key: string
    params?: Record<string, string | number>
    data?: unknown
  }
  type Send = (lang?: string) => Promise<TestResponse>
  const invalid = (en: string, key: string, field: string): Refusal => ({ status: 400, en, key, data: { field } })
  const business = (en: string, key: string, params: Record<string, string | number> = {}, data: unknown = null): Refusal => ({ status: 200, en, key, params, data })

  /** Sent in English and in Vietnamese: refused the same way, each in its words, nothing changed. */
  async function expectRefused(send: Send, refusal: Refusal) {
    const before = await snapshot()
    for (const lang of [undefined, 'vi']) {
      const res = await send(lang)
      expect(res.status, res.text).toBe(refusal.status)
      expect(res.body.code, res.text).toBe(0)
      const words = lang ? translate('vi', refusal.key, refusal.params) : refusal.en
      if (lang) expect(words, `${refusal.key} has its own Vietnamese`).not.toBe(refusal.en)
      expect(res.body.msg, res.text).toBe(words)
      if (refusal.data !== undefined) expect(res.body.data).toEqual(refusal.data)
    }
    expect(translate('en', refusal.key, refusal.params)).toBe(refusal.en)
    expect(await snapshot()).toEqual(before)
  }

  const form = (fields: Record<string, unknown>, who = () => shopper): Send => (lang) => apply(who(), formOf(who(), fields), lang)
  const NOT_UPLOADED = ['That picture was not uploaded here: please upload it again', 'msg.uploadUrlInvalid'] as const

  const cases: Array<[string, Send, () => Refusal]> = [
    ['an empty form', (lang) => apply(shopper, {}, lang), () => invalid('Please enter the shop name', 'msg.shopNameRequired', 'shop_name')],
    ['a shop name of spaces', form({ shop_name: '   ' }), () => invalid('Please enter the shop name', 'msg.shopNameRequired', 'shop_name')],
    ['a shop name of 41 characters', form({ shop_name: 'x'.repeat(41) }), () => invalid('The shop name can be at most 40 characters', 'msg.shopNameTooLong', 'shop_name')],
    ['a shop name sent as a number', form({ shop_name: 42 }), () => invalid('Please enter the shop name', 'msg.shopNameRequired', 'shop_name')],
    ['no logo', form({ logo: undefined }), () => invalid('Please upload the shop logo', 'msg.shopLogoRequired', 'logo')],
    ['an empty logo', form({ logo: '' }), () => invalid('Please upload the shop logo', 'msg.shopLogoRequired', 'logo')],
    ['a logo somewhere else on the web', form({ logo: 'https://example.com/logo.png' }), () => invalid(...NOT_UPLOADED, 'logo')],
    ['a logo of the catalogue', form({ logo: '/uploads/catalogue/shops/saigon-tech-hub.svg' }), () => invalid(...NOT_UPLOADED, 'logo')],
    ['a logo of the right shape never uploaded', form({ logo: '/uploads/u/202601/0123456789abcdef0123456789abcdef.png' }), () => business(...NOT_UPLOADED)],
    ['no category', form({ category_id: undefined }), () => invalid('Please choose a category', 'msg.shopCategoryRequired', 'category_id')],
    ['a category as words', form({ category_id: 'food' }), () => invalid('Please choose a category', 'msg.shopCategoryRequired', 'category_id')],
    ['a category of a fraction', form({ category_id: 1.5 }), () => invalid('This category does not exist', 'msg.categoryNotFound', 'category_id')],
    ['a category that does not exist', form({ category_id: 9999 }), () => business('This category does not exist', 'msg.categoryNotFound')],
    ['no contact', form({ contact: undefined }), () => invalid('Please enter how to contact the shop', 'msg.shopContactRequired', 'contact')],
    ['a contact of 101 characters', form({ contact: '9'.repeat(101) }), () => invalid('The contact can be at most 100 characters', 'msg.shopContactTooLong', 'contact')],
    ['an empty description', form({ description: ' ' }), () => invalid('Please describe the shop', 'msg.shopDescriptionRequired', 'description')],
    ['a description of 501 characters', form({ description: 'a'.repeat(501) }), () => invalid('The description can be at most 500 characters', 'msg.shopDescriptionTooLong', 'description')],
    ["the demo shop's name in other letter case", form({ shop_name: DEMO_ACCOUNTS.merchant.shopName.toUpperCase() }),
      () => business(`The shop name ${DEMO_ACCOUNTS.merchant.shopName.toUpperCase()} is already taken`, 'msg.shopNameTaken', { name: DEMO_ACCOUNTS.merchant.shopName.toUpperCase() }, { reason: 'nameTaken' })],
    ['a second application while one waits', form({}, () => waiting),
      () => business('Your application is already waiting for review', 'msg.applicationWaiting', {}, { reason: 'waiting' })],
    ['a merchant, who has a shop', (lang) => merchantToken(server).then((token) => apply({ token }, formOf(shopper), lang)),
      () => business('This account already has a shop', 'msg.applicationAlreadyMerchant', {}, { reason: 'merchant' })],
    ['an operator', (lang) => apply({ token: operator }, formOf(shopper), lang),
      () => business("Only a shopper's account can apply to open a shop", 'msg.applicationNotShopper', {}, { reason: 'notShopper' })],
  ]
  it.each(cases)('applying with %s is refused, nothing changed', async (_name, send, refusal) => {
    await expectRefused(send, refusal())
  })

  const decisions: Array<[string, Send, () => Refusal]> = [
    ['an unknown application', (lang) => audit(operator, 987654, true, undefined, lang), () => business('This application does not exist', 'msg.applicationNotFound')],
    ['an id of words', (lang) => server.request('POST', adminApplicationAudit.path, { body: { id: 'abc', approve: true }, token: operator, lang }),
      () => invalid('This application does not exist', 'msg.applicationNotFound', 'id')],
    ['no decision', (lang) => server.request('POST', adminApplicationAudit.path, { body: { id: waitingId }, token: operator, lang }),
      () => invalid('Please approve or refuse', 'msg.auditDecisionRequired', 'approve')],
    ['a refusal without a reason', (lang) => audit(operator, waitingId, false, '  ', lang), () => invalid('Please give the reason for refusing', 'msg.auditNoteRequired', 'note')],
    ['a reason of 201 characters', (lang) => audit(operator, waitingId, false, 'r'.repeat(201), lang),
      () => invalid('The reason can be at most 200 characters', 'msg.auditNoteTooLong', 'note')],
    ['an application decided already', (lang) => audit(operator, decidedId, true, undefined, lang),
      () => business(`Application ${decidedId} has already been decided`, 'msg.applicationAlreadyDecided', { id: decidedId }, { status: 2 })],
    ['a list of an unknown status', (lang) => server.request('GET', adminApplicationList.path, { query: { status: '5' }, token: operator, lang }),
      () => invalid('Unknown audit status', 'msg.auditStatusUnknown', 'status')],
  ]
  it.each(decisions)('deciding %s is refused, nothing changed', async (_name, send, refusal) => {
    await expectRefused(send, refusal())
  })

  it('approving an application whose shop name was taken meanwhile is refused, nothing changed', async () => {
    const first = await newApplicant()
    const second = await newApplicant()
    const name = freshName()
    const firstId = await applied(first, { shop_name: name })
    const secondId = await applied(second, { shop_name: name.toLowerCase() })
    expect((await audit(operator, firstId, true)).body.code).toBe(1)
    await expectRefused((lang) => audit(operator, secondId, true, undefined, lang),
      business(`The shop name ${name.toLowerCase()} is already taken`, 'msg.shopNameTaken', { name: name.toLowerCase() }, { reason: 'nameTaken' }))
    // The operator refuses it instead.
    expect((await audit(operator, secondId, false, 'The name is taken: apply with another')).body.data).toMatchObject({ status: 2 })
  })
})

describe('decisions racing', () => {
  it('approve and refuse at once on each of 6 applications: one winner each, a shop exactly for the approved ones', async () => {
    const applicants = await Promise.all(Array.from({ length: 6 }, () => newApplicant()))
    const ids = []
    for (const applicant of applicants) ids.push(await applied(applicant))
    const races = await Promise.all(ids.map((id, i) => {
      const approve = () => audit(operator, id, true)
      const refuse = () => audit(secondOperator, id, false, 'Not enough about the goods')
      return Promise.all(i % 2 ? [refuse(), approve()] : [approve(), refuse()])
    }))
    for (const [i, answers] of races.entries()) {
      expect(ok(answers), `application ${ids[i]}`).toHaveLength(1)
      const winner = ok(answers)[0]!.body.data
      expect(refused(answers)[0]!.body).toEqual({ code: 0, msg: `Application ${ids[i]} has already been decided`, data: { status: winner.status } })
      const [user] = await rowsOf<{ role: string }>(server.db, sql`select role from users where id = ${applicants[i]!.userId}`)
      const shops = await rowsOf<{ id: number }>(server.db, sql`select id from shops where owner_user_id = ${applicants[i]!.userId}`)
      if (winner.status === 1) {
        expect(user!.role).toBe('merchant')
        expect(shops).toEqual([{ id: winner.shop_id }])
      } else {
        expect(user!.role).toBe('shopper')
        expect(shops).toEqual([])
        expect(winner.note).toBe('Not enough about the goods')
      }
      const [notices] = await rowsOf<{ n: number }>(server.db, sql`
        select count(*)::int as n from notifications where user_id = ${applicants[i]!.userId} and kind like 'merchant_%'`)
      expect(notices!.n).toBe(1)
    }
  })

  it('two applications for one name approved at once: one shop of that name, the other refused as taken', async () => {
    const [first, second] = await Promise.all([newApplicant(), newApplicant()])
    const name = freshName()
    const ids = [await applied(first, { shop_name: name }), await applied(second, { shop_name: name.toUpperCase() })]
    const answers = await Promise.all([audit(operator, ids[0]!, true), audit(secondOperator, ids[1]!, true)])
    expect(ok(answers)).toHaveLength(1)
    expect(refused(answers)[0]!.body).toMatchObject({ code: 0, data: { reason: 'nameTaken' } })
    const [{ n }] = await rowsOf<{ n: number }>(server.db, sql`select count(*)::int as n from shops where lower(name) = lower(${name})`)
    expect(n).toBe(1)
  })

  it('one shopper applying twice at once: one application waits, the other is refused', async () => {
    const applicant = await newApplicant()
    const answers = await Promise.all([apply(applicant, formOf(applicant)), apply(applicant, formOf(applicant))])
    expect(ok(answers)).toHaveLength(1)
    expect(refused(answers)[0]!.body).toMatchObject({ code: 0, msg: 'Your application is already waiting for review', data: { reason: 'waiting' } })
  })
})

describe("the operator's calls", () => {
  it('refuse a shopper with 403 and no data, a visitor with 401', async () => {
    const shopper = await newApplicant()
    const id = await applied(shopper)
    const before = await snapshot()
    for (const [token, status] of [[shopper.token, 403], [undefined, 401]] as const) {
      const list = await server.call(adminApplicationList, { query: {} }, { token })
      expect(list.status).toBe(status)
      expect(list.body.data ?? null).toBeNull()
      const decision = await audit(token as string, id, true)
      expect(decision.status).toBe(status)
      expect(decision.body.data ?? null).toBeNull()
    }
    expect(await snapshot()).toEqual(before)
  })
})
