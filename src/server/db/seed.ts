// Fills a migrated database: reference data (languages, categories, currency rates, the help, law
// and policy texts) always; the demo accounts and the demo catalogue in demo mode.
// Idempotent: a second run finds everything in place and changes nothing.
import { and, eq, sql } from 'drizzle-orm'
import type { Currency } from '../../contract/fields'
import type { Role } from '../auth-user'
import { lockUsers, PLATFORM_ACCOUNTS, post } from '../services/ledger'
import { hashSecret } from '../services/passwords'
import { CATALOGUE_CATEGORY_KEYS } from './catalogue/catalogue-data'
import { seedCatalogue } from './catalogue/seed-catalogue'
import { seedContent } from './content/seed-content'
import { DEMO_ACCOUNTS } from './demo-accounts'
import type { Database } from './open-database'
import { categories, currencyRates, depositChannels, languages, ledgerEntries, platformAccounts, promoCodes, users, withdrawalBanks } from './schema'

/**
 * The six interface languages (docs/product/overview.md#languages), named in their own script and
 * in Chinese.
 */
export const LANGUAGES = [
  { fileName: 'en', languageName: 'English', chineseName: '英语' },
  { fileName: 'vi', languageName: 'Tiếng Việt', chineseName: '越南语' },
  { fileName: 'zh-CN', languageName: '简体中文', chineseName: '简体中文' },
  { fileName: 'ja', languageName: '日本語', chineseName: '日语' },
  { fileName: 'ko', languageName: '한국어', chineseName: '韩语' },
  { fileName: 'th', languageName: 'ภาษาไทย', chineseName: '泰语' },
] as const

/** Units of each display currency for one US dollar; an operator may change them later. */
export const CURRENCY_RATES = { USD: '1', VND: '25400', CNY: '7.2', JPY: '150', KRW: '1380', THB: '35' } as const

const RATE_SCALE = 1_000_000n
const millionths = (rate: string) => {
  const [whole = '0', fraction = ''] = rate.split('.')
  return BigInt(whole) * RATE_SCALE + BigInt(fraction.padEnd(6, '0').slice(0, 6))
}

/**
 * The seeded rates for one unit of the deployment's base currency (BASE_CURRENCY): each dollar
 * rate divided by the base's, rounded half up to the table's six decimals, at least 0.000001.
 */
export function seedRatesFor(base: Currency): Record<Currency, string> {
  const divisor = millionths(CURRENCY_RATES[base])
  return Object.fromEntries(Object.entries(CURRENCY_RATES).map(([code, rate]) => {
    const scaled = (millionths(rate) * RATE_SCALE + divisor / 2n) / divisor
    const kept = scaled > 0n ? scaled : 1n
    const fraction = String(kept % RATE_SCALE).padStart(6, '0').replace(/0+$/, '')
    return [code, fraction ? `${kept / RATE_SCALE}.${fraction}` : String(kept / RATE_SCALE)]
  })) as Record<Currency, string>
}

export async function seedReferenceData(db: Database, baseCurrency: Currency = 'USD'): Promise<void> {
  // Do nothing on conflict: an operator's later edit of a name survives the next start.
  await db
    .insert(languages)
    .values(LANGUAGES.map((language, position) => ({ ...language, position })))
    .onConflictDoNothing({ target: languages.fileName })
  await db
    .insert(categories)
    .values(CATALOGUE_CATEGORY_KEYS.map((key, position) => ({ key, position })))
    .onConflictDoNothing({ target: categories.key })
  await db
    .insert(currencyRates)
    .values(Object.entries(seedRatesFor(baseCurrency)).map(([code, rate]) => ({ code, rate })))
    .onConflictDoNothing({ target: currencyRates.code })
  await db
    .insert(platformAccounts)
    .values(PLATFORM_ACCOUNTS.map((key) => ({ key })))
    .onConflictDoNothing({ target: platformAccounts.key })
  await seedContent(db)
}

interface DemoUser {
  account: string
  password: string
  email: string
  mobile: string
  familyName: string
  givenName: string
  role: Role
  paymentCode?: string
}

const { shopper, merchant, operator } = DEMO_ACCOUNTS
const DEMO_USERS: DemoUser[] = [
  { ...shopper, mobile: '+84 912 345 678', familyName: 'Nguyen', givenName: 'An', role: 'shopper' },
  { ...merchant, mobile: '+84 913 000 111', familyName: 'Tran', givenName: 'Binh', role: 'merchant' },
  { ...operator, mobile: '+84 914 000 222', familyName: 'Le', givenName: 'Chi', role: 'operator' },
]

async function ensureUser(db: Database, demo: DemoUser): Promise<number> {
  const existing = await findUser(db, demo.account)
  if (existing !== null) return existing
  // Hashing costs ~50 ms each: only for accounts that are really missing.
  const [created] = await db
    .insert(users)
    .values({
      account: demo.account,
      email: demo.email,
      mobile: demo.mobile,
      familyName: demo.familyName,
      givenName: demo.givenName,
      role: demo.role,
      passwordHash: await hashSecret(demo.password),
      paymentCodeHash: demo.paymentCode ? await hashSecret(demo.paymentCode) : null,
    })
    .onConflictDoNothing()
    .returning({ id: users.id })
  // Another process seeded the same account in between: use theirs.
  return created?.id ?? (await findUser(db, demo.account))!
}

async function findUser(db: Database, account: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.account}) = lower(${account})`)
  return row?.id ?? null
}

/** The opening credit of a demo wallet: one ledger row, and the cached balance moved with it. */
async function ensureOpeningBalance(db: Database, userId: number, amount: string): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database
    // The wallet's lock serialises this with any other balance change (docs/product/money.md#the-ledger).
    await lockUsers(t, [userId])
    const [opened] = await t
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.refType, 'seed')))
    if (opened) return
    await post(t, [{ wallet: { userId }, amount, kind: 'opening', ref: { type: 'seed', id: userId } }])
  })
}

/** Promo codes a shopper of the demo can try: one of each kind, and one that has expired. */
export const DEMO_PROMO_CODES = [
  { code: 'WELCOME10', kind: 'percent' as const, value: '10.00', minSpend: '20.00', perUserLimit: 1, expiresAt: null },
  { code: 'SAVE5', kind: 'fixed' as const, value: '5.00', minSpend: '30.00', perUserLimit: 3, expiresAt: null },
  { code: 'SPRING24', kind: 'percent' as const, value: '20.00', minSpend: '0.00', perUserLimit: 1, expiresAt: new Date('2024-06-01T00:00:00Z') },
]

/**
 * Where the demo platform takes deposits: two USDT networks with made-up deposit addresses (of the
 * right shape) and a bank account for manual transfers. An operator edits them later.
 */
export const DEMO_DEPOSIT_CHANNELS = [
  { kind: 'chain' as const, code: 'TRC20', name: 'TRON (TRC20)', token: 'USDT', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', holder: null, position: 1 },
  { kind: 'chain' as const, code: 'ERC20', name: 'Ethereum (ERC20)', token: 'USDT', address: '0x3f5CE5FBFe3E9af3971dD833D26bA9b5C936f0bE', holder: null, position: 2 },
  { kind: 'bank' as const, code: 'BANK', name: 'Vietcombank', token: null, address: '0071 0012 34567', holder: 'Marketplace Co., Ltd', position: 0 },
]

/** Banks the demo lets shoppers withdraw to, in Vietnam and Thailand; the operator adds others. */
export const DEMO_WITHDRAWAL_BANKS = [
  { country: 'VN', name: 'Vietcombank', code: 'VCB' },
  { country: 'VN', name: 'BIDV', code: 'BIDV' },
  { country: 'VN', name: 'VietinBank', code: 'CTG' },
  { country: 'TH', name: 'Kasikornbank', code: 'KBANK' },
  { country: 'TH', name: 'Bangkok Bank', code: 'BBL' },
]

export async function seedDemoData(db: Database): Promise<void> {
  const ids: Record<string, number> = {}
  for (const demo of DEMO_USERS) ids[demo.account] = await ensureUser(db, demo)
  // The demo merchant owns the first shop of the demo catalogue.
  await seedCatalogue(db, ids[merchant.account])
  await ensureOpeningBalance(db, ids[shopper.account], shopper.balance)
  await db.insert(promoCodes).values(DEMO_PROMO_CODES).onConflictDoNothing({ target: promoCodes.code })
  await db.insert(depositChannels).values(DEMO_DEPOSIT_CHANNELS).onConflictDoNothing({ target: depositChannels.code })
  await db.insert(withdrawalBanks).values(DEMO_WITHDRAWAL_BANKS).onConflictDoNothing()
}

/** Everything a fresh database needs; the demo only when asked. */
export async function seedDatabase(db: Database, options: { demo: boolean; baseCurrency?: Currency }): Promise<void> {
  await seedReferenceData(db, options.baseCurrency)
  if (options.demo) await seedDemoData(db)
}
