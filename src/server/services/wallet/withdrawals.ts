// Withdrawals (docs/product/money.md#withdrawals, docs/api-conventions.md#paths), each a single
// transaction under the wallet's lock:
// - submit: the payment code checked first (hashed, counted, like paying), then the amount held at
//   once (the shopper's wallet to the platform's `withdrawals` account), the service charge and the
//   actual arrival fixed from the rate of the moment (the operator's, read in the transaction). The
//   Idempotency-Key answers a repeat with the first result and holds nothing twice; two
//   withdrawals racing for one balance never overdraw.
// - pass: the hold is paid out (arrival) and the charge goes to the platform's `fees`;
// - refuse: the hold returns to the wallet.
import { eq, sql } from 'drizzle-orm'
import * as z from 'zod'
import type { AuditFilter, AuditStatus } from '../../../contract/audits'
import { centsOf, formatCents, withdrawalCharge } from '../../../contract/money'
import type { PayRefusal } from '../../../contract/orders'
import { WITHDRAWAL_TYPES, type AdminWithdrawalRow, type WithdrawalFormValues, type WithdrawalView } from '../../../contract/withdrawals'
import type { Clock } from '../../clock'
import type { Database } from '../../db/open-database'
import type { Settings } from '../../settings'
import { decimalColumn, intColumn, textColumn } from '../../db/row-columns'
import { parsedRows } from '../../db/rows'
import { users, withdrawals } from '../../db/schema'
import { AppError } from '../../errors'
import { lockUsers, post } from '../ledger'
import { notify } from '../notifications'
import type { PaymentCodeCheck } from '../payment-code-check'
import { settingValue } from '../platform-settings'
import { queuePage, type QueueQuery } from './queue-search'
import { auditedColumns, auditPage, decideOnce, iso, listOrder, requireAtMost, statusCondition, type Decision } from './audit-rows'
import { enabledChannels, requireNetwork } from './deposit-channels'
import { accountViewOf, checkedAccount, ownAccount, saveAccount, savedAccounts } from './withdrawal-accounts'
import { enabledBanks } from './withdrawal-banks'

const withdrawalRow = z.object({
  id: intColumn,
  type: z.enum(WITHDRAWAL_TYPES),
  amount: decimalColumn,
  charge: decimalColumn,
  arrival: decimalColumn,
  bank_card: textColumn.nullable(),
  bank_name: textColumn.nullable(),
  holder: textColumn.nullable(),
  network: textColumn.nullable(),
  address: textColumn.nullable(),
  balance_after: decimalColumn,
  ...auditedColumns,
})

type WithdrawalRow = z.output<typeof withdrawalRow>

const columns = sql`t.id, t.type, t.amount::text as amount, t.charge::text as charge, t.arrival::text as arrival, t.bank_card,
  t.bank_name, t.holder, t.network, t.address, t.balance_after::text as balance_after, t.status, t.note, t.audited_at, t.created_at,
  u.id as user_id, u.account as user_account, a.id as auditor_id, a.account as auditor_account
  from withdrawals t join users u on u.id = t.user_id left join users a on a.id = t.audited_by`

/** The shopper sees the last four digits of the card; the operator pays out to the whole number. */
const lastFour = (card: string | null) => (card === null ? null : `•••• ${card.replace(/\D/g, '').slice(-4)}`)

function viewOf(row: WithdrawalRow, fullCard = false): WithdrawalView {
  return {
    id: row.id, type: row.type, amount: row.amount, charge: row.charge, arrival: row.arrival,
    bank_card: fullCard ? row.bank_card : lastFour(row.bank_card), bank_name: row.bank_name, holder: row.holder, network: row.network, address: row.address,
    status: row.status as AuditStatus, note: row.note, audited_at: iso(row.audited_at), created_at: iso(row.created_at)!,
  }
}

function adminRowOf(row: WithdrawalRow): AdminWithdrawalRow {
  return {
    ...viewOf(row, true),
    user: { id: row.user_id, account: row.user_account },
    audited_by: row.auditor_id === null ? null : { id: row.auditor_id, account: row.auditor_account ?? '' },
  }
}

/** Whether a repeated request asks for the stored withdrawal: the same amount to the same place (a card by its digits, a network in any case). */
function sameWithdrawal(row: WithdrawalRow, body: Destination): boolean {
  const digits = (card: string | null | undefined) => (card ?? '').replace(/\D/g, '')
  if (row.type !== body.type || centsOf(row.amount) !== centsOf(body.amount)) return false
  return body.type === 'bank'
    ? digits(row.bank_card) === digits(body.bank_card) && row.bank_name === (body.bank_name ?? null)
    : (row.network ?? '').toUpperCase() === (body.network ?? '').toUpperCase() && row.address === (body.address ?? null)
}

const refusal = (msgKey: string, params: Record<string, string>, data: PayRefusal) => new AppError(msgKey, params, data)

/** Where the money goes, as recorded: a saved account's fields, or the typed ones. */
type Destination = Omit<WithdrawalFormValues, 'holder'> & { holder?: string | null }

/** The saved account's fields as a withdrawal records them (its whole number, its holder). */
async function destinationOf(t: Database, userId: number, body: WithdrawalFormValues): Promise<Destination> {
  if (body.account_id !== undefined) {
    const row = await ownAccount(t, userId, body.account_id)
    return row.type === 'bank'
      ? { type: 'bank', amount: body.amount, account_id: row.id, bank_card: row.number!, bank_name: row.bankName!, holder: row.holder }
      : { type: 'chain', amount: body.amount, account_id: row.id, network: row.network!, address: row.address! }
  }
  if (!body.save_account) return body
  // Saved for next time: checked as an account now, so a refusal costs no code attempt.
  const account = await checkedAccount(t, accountValuesOf(body))
  return account.type === 'bank' ? { ...body, bank_name: account.bankName, holder: account.holder } : body
}

/** The typed fields as a new account's form. */
const accountValuesOf = (body: Destination) => body.type === 'bank'
  ? { type: 'bank' as const, country: body.country, bank_id: body.bank_id, number: body.bank_card, holder: body.holder ?? undefined }
  : { type: 'chain' as const, network: body.network, address: body.address }

type WithdrawalSettings = Pick<Settings, 'withdrawalFeeRate' | 'withdrawalMinAmount' | 'withdrawalMinCharge' | 'maxWithdrawalAmount'>

/** The charge rate and the two minimums are the configured ones: the operator's (platform_settings) apply when set. */
export function createWithdrawalService(deps: { db: Database; clock: Clock; paymentCodeCheck: PaymentCodeCheck; settings: WithdrawalSettings }) {
  const { db, clock, paymentCodeCheck, settings } = deps
  const maxAmount = settings.maxWithdrawalAmount
  /** The charge rules in force, read with `t` (the transaction that records the charge). */
  const chargeRulesIn = async (t: Database) => ({
    rate: await settingValue(t, 'withdrawalFeeRate', settings.withdrawalFeeRate),
    minCharge: await settingValue(t, 'withdrawalMinCharge', settings.withdrawalMinCharge),
    minAmount: await settingValue(t, 'withdrawalMinAmount', settings.withdrawalMinAmount),
  })

  async function byId(t: Database, id: number): Promise<WithdrawalRow> {
    const [row] = await parsedRows(t, withdrawalRow, sql`select ${columns} where t.id = ${id}`)
    return row!
  }

  /** The withdrawal made with this key and the balance it left, or null; the key used for another withdrawal is refused. */
  async function replay(t: Database, userId: number, key: string, body: Destination) {
    const [row] = await parsedRows(t, withdrawalRow, sql`select ${columns} where t.user_id = ${userId} and t.idempotency_key = ${key}`)
    if (!row) return null
    if (!sameWithdrawal(row, body)) throw new AppError('msg.requestKeyReused')
    return { withdrawal: viewOf(row), balance: row.balance_after }
  }

  return {
    async info(userId: number) {
      const [user] = await db.select({ balance: users.balance, has_code: sql`${users.paymentCodeHash} is not null`.mapWith(Boolean) })
        .from(users).where(eq(users.id, userId))
      const { networks } = await enabledChannels(db)
      const rules = await chargeRulesIn(db)
      return {
        balance: user!.balance,
        fee_rate: rules.rate,
        min_charge: rules.minCharge,
        min_amount: rules.minAmount,
        max_amount: maxAmount,
        has_payment_code: user!.has_code,
        networks: networks.map(({ code, name, token }) => ({ code, name, token })),
        accounts: (await savedAccounts(db, userId)).map(accountViewOf),
        banks: await enabledBanks(db),
      }
    },

    async withdraw(userId: number, request: WithdrawalFormValues & { payment_code: string }, key: string) {
      const body: Destination = await destinationOf(db, userId, request)
      const first = await replay(db, userId, key, body)
      if (first) return first
      requireAtMost(body.amount, maxAmount)
      // Before the code is checked: a refused amount costs no attempt.
      const { minAmount } = await chargeRulesIn(db)
      if (centsOf(body.amount) < centsOf(minAmount)) throw new AppError('msg.drawAmountBelowMinimum', { min: minAmount })
      const network = body.type === 'chain' ? await requireNetwork(db, body.network ?? '') : null
      // Hashing takes time: done before the wallet is locked.
      await paymentCodeCheck.verify(userId, request.payment_code)
      return db.transaction(async (tx) => {
        const t = tx as unknown as Database
        await lockUsers(t, [userId])
        // A request with the same key may have held the money while this one checked the code.
        const again = await replay(t, userId, key, body)
        if (again) return again
        const amount = formatCents(centsOf(body.amount))
        const [{ balance }] = await t.select({ balance: users.balance }).from(users).where(eq(users.id, userId))
        if (centsOf(balance) < centsOf(amount)) {
          throw refusal('msg.drawAmountAboveBalance', { balance }, { reason: 'insufficientBalance', balance, amount })
        }
        const rules = await chargeRulesIn(t)
        if (centsOf(amount) < centsOf(rules.minAmount)) throw new AppError('msg.drawAmountBelowMinimum', { min: rules.minAmount })
        const { charge, arrival } = withdrawalCharge(amount, rules.rate, rules.minCharge)
        if (body.save_account && body.account_id === undefined) await saveAccount(t, userId, accountValuesOf(body), 'reuse')
        const bank = body.type === 'bank'
        const [created] = await t.insert(withdrawals).values({
          userId, type: body.type, amount, charge, arrival,
          bankCard: bank ? body.bank_card!.replace(/\s+/g, ' ') : null, bankName: bank ? body.bank_name : null, holder: bank ? (body.holder ?? null) : null, network, address: bank ? null : body.address,
          balanceAfter: sql`${balance}::numeric - ${amount}::numeric`, idempotencyKey: key, createdAt: clock(),
        }).returning({ id: withdrawals.id })
        const ref = { type: 'withdrawal', id: created!.id }
        const [after] = await post(t, [
          { wallet: { userId }, amount: formatCents(-centsOf(amount)), kind: 'withdrawal_hold', ref },
          { wallet: { platform: 'withdrawals' }, amount, kind: 'withdrawal_hold', ref },
        ])
        return { withdrawal: viewOf(await byId(t, created!.id)), balance: after! }
      })
    },

    async log(userId: number, filter: AuditFilter, page: number, limit: number) {
      const found = await auditPage(db, 'withdrawals', withdrawalRow, columns,
        sql`t.user_id = ${userId} and ${statusCondition(filter)}`, listOrder(filter, false), page, limit)
      return { ...found, list: found.list.map((row) => viewOf(row)) }
    },

    /** Every shopper's rows by status and search, or the one row `id`, with each status's totals. */
    async adminList(query: QueueQuery) {
      const found = await queuePage(db, 'withdrawals', withdrawalRow, columns, query)
      return { ...found, list: found.list.map(adminRowOf) }
    },

    /** Passes (paid out, the charge kept) or refuses (the hold returns) a waiting withdrawal, once; the shopper is told either way. */
    audit(operatorId: number, decision: Decision): Promise<AdminWithdrawalRow> {
      const target = { table: 'withdrawals' as const, notFound: 'msg.withdrawalNotFound', operatorId, decision }
      return decideOnce(db, clock, target, async (t, row, at) => {
        const { charge, arrival } = await byId(t, row.id)
        const ref = { type: 'withdrawal' as const, id: row.id }
        const neg = (amount: string) => formatCents(-centsOf(amount))
        if (decision.approve) {
          await post(t, [
            { wallet: { platform: 'withdrawals' }, amount: neg(arrival), kind: 'payout', ref },
            ...(centsOf(charge) > 0n
              ? [
                  { wallet: { platform: 'withdrawals' as const }, amount: neg(charge), kind: 'fee' as const, ref },
                  { wallet: { platform: 'fees' as const }, amount: charge, kind: 'fee' as const, ref },
                ]
              : []),
          ])
          await notify(t, row.user_id, 'withdrawal_passed', { amount: row.amount, arrival }, ref, at)
        } else {
          await post(t, [
            { wallet: { platform: 'withdrawals' }, amount: neg(row.amount), kind: 'withdrawal_release', ref },
            { wallet: { userId: row.user_id }, amount: row.amount, kind: 'withdrawal_release', ref },
          ])
          await notify(t, row.user_id, 'withdrawal_refused', { amount: row.amount, note: decision.note ?? '' }, ref, at)
        }
      }, async (t, id) => adminRowOf(await byId(t, id)))
    },
  }
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>
