// The wallet ledger (docs/product/money.md#the-ledger): every change of a balance is a row, and each wallet's
// cached balance moves with its row, under the wallet's row lock, in the caller's transaction.
// Payments, refunds, recharges, withdrawals and settlement all post through here.
//
// Lock order, the same in every transaction that moves money, so two of them never wait on each
// other in a circle: user wallets by ascending id, then orders by ascending id, then stock and
// products' counts by ascending id, then the platform accounts by key. `post` takes the wallet locks itself (users first, platform last);
// a caller that also locks orders locks its users with `lockUsers` before them.
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/open-database'
import { decimalColumn, textColumn } from '../db/row-columns'
import { parsedRows } from '../db/rows'
import { ledgerEntries, platformAccounts, users } from '../db/schema'
import * as z from 'zod'
import { AppError } from '../errors'
import type { LedgerKind } from '../../contract/bill'

/**
 * The platform's own wallets: `escrow` holds what shoppers paid until their orders complete,
 * `commission` what the platform keeps of completed orders, `withdrawals` the amounts held for
 * withdrawals waiting for an operator, `fees` the withdrawals' service charges.
 */
export type PlatformAccount = 'escrow' | 'commission' | 'withdrawals' | 'fees'
export const PLATFORM_ACCOUNTS: readonly PlatformAccount[] = ['escrow', 'commission', 'withdrawals', 'fees']

export type Wallet = { userId: number } | { platform: PlatformAccount }

export interface Movement {
  wallet: Wallet
  /** Signed exact decimal ("-12.50" debits, "12.50" credits); never a float. */
  amount: string
  kind: LedgerKind
  /** What caused it, e.g. `payment` 3, `refund` 8. */
  ref: { type: string; id: number }
}

/** A transaction's handle: the services pass theirs; the ledger never opens its own. */
export type Tx = Database

const isUser = (wallet: Wallet): wallet is { userId: number } => 'userId' in wallet

/** Locks user wallets in ascending id order (call before locking orders). Missing ids are ignored. */
export async function lockUsers(tx: Tx, userIds: number[]): Promise<void> {
  const ids = [...new Set(userIds)].sort((a, b) => a - b)
  for (const id of ids) await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update')
}

async function lockPlatform(tx: Tx, keys: PlatformAccount[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    // The platform account appears the first time money reaches it.
    await tx.insert(platformAccounts).values({ key }).onConflictDoNothing()
    await tx.select({ key: platformAccounts.key }).from(platformAccounts).where(eq(platformAccounts.key, key)).for('update')
  }
}

/**
 * Posts movements: locks their wallets in the fixed order, moves each cached balance, writes one
 * ledger row per movement with the balance after it. A debit that would take a wallet below zero
 * refuses the whole transaction with msg.insufficientBalance. Answers the balances after, by
 * movement.
 */
export async function post(tx: Tx, movements: Movement[]): Promise<string[]> {
  await lockUsers(tx, movements.filter((m) => isUser(m.wallet)).map((m) => (m.wallet as { userId: number }).userId))
  await lockPlatform(tx, movements.flatMap((m) => (isUser(m.wallet) ? [] : [m.wallet.platform])))
  const after: string[] = []
  for (const movement of movements) {
    const { wallet, amount, kind, ref } = movement
    // Exact NUMERIC arithmetic in the database (the balance answers as its text, "12.50"); the
    // condition keeps a wallet from going negative.
    const [moved] = isUser(wallet)
      ? await tx.update(users).set({ balance: sql`${users.balance} + ${amount}::numeric` })
          .where(and(eq(users.id, wallet.userId), sql`${users.balance} + ${amount}::numeric >= 0`))
          .returning({ balance: users.balance })
      : await tx.update(platformAccounts).set({ balance: sql`${platformAccounts.balance} + ${amount}::numeric` })
          .where(and(eq(platformAccounts.key, wallet.platform), sql`${platformAccounts.balance} + ${amount}::numeric >= 0`))
          .returning({ balance: platformAccounts.balance })
    if (!moved) throw new AppError('msg.insufficientBalance')
    await tx.insert(ledgerEntries).values({
      userId: isUser(wallet) ? wallet.userId : null, platformAccount: isUser(wallet) ? null : wallet.platform, kind,
      amount, balanceAfter: moved.balance, refType: ref.type, refId: ref.id,
    })
    after.push(moved.balance)
  }
  return after
}

/** Cached balance of a wallet (no lock). */
export async function balanceOf(db: Database, wallet: Wallet): Promise<string> {
  const [row] = isUser(wallet)
    ? await db.select({ balance: users.balance }).from(users).where(eq(users.id, wallet.userId))
    : await db.select({ balance: platformAccounts.balance }).from(platformAccounts).where(eq(platformAccounts.key, wallet.platform))
  return row?.balance ?? '0.00'
}

const mismatchRow = z.object({ wallet: textColumn, cached: decimalColumn, summed: decimalColumn })

/**
 * Wallets whose cached balance differs from the sum of their ledger rows: empty when the ledger
 * holds (the concurrency tests and an operator's health check ask this).
 */
export async function ledgerMismatches(db: Database): Promise<Array<{ wallet: string; cached: string; summed: string }>> {
  return parsedRows(db, mismatchRow, sql`
    select 'user ' || u.id as wallet, u.balance::text as cached, coalesce(sum(l.amount), 0)::numeric(18, 2)::text as summed
    from users u left join ledger_entries l on l.user_id = u.id
    group by u.id having u.balance <> coalesce(sum(l.amount), 0)
    union all
    select 'platform ' || p.key, p.balance::text, coalesce(sum(l.amount), 0)::numeric(18, 2)::text
    from platform_accounts p left join ledger_entries l on l.platform_account = p.key
    group by p.key having p.balance <> coalesce(sum(l.amount), 0)`)
}
