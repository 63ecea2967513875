// Reads a user's profile in the shape of the contract's userInfo. It selects the columns it
// answers, so a password or payment code hash is never even loaded.
import { eq, sql } from 'drizzle-orm'
import type { LanguageFile } from '../../contract/fields'
import type { UserInfo } from '../../contract/user'
import type { Database } from '../db/open-database'
import { shops, users } from '../db/schema'
import { UnauthorizedError } from '../errors'

export async function loadUserInfo(db: Database, userId: number): Promise<UserInfo> {
  const [row] = await db
    .select({
      id: users.id,
      account: users.account,
      email: users.email,
      mobile: users.mobile,
      familyName: users.familyName,
      givenName: users.givenName,
      avatar: users.avatar,
      role: users.role,
      shopId: shops.id,
      balance: users.balance,
      lang: users.lang,
      hasPaymentCode: sql<boolean>`${users.paymentCodeHash} is not null`,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(shops, eq(shops.ownerUserId, users.id))
    .where(eq(users.id, userId))
  // The session outlived its user (deleted by an operator): the client must log in again.
  if (!row) throw new UnauthorizedError()
  return {
    id: row.id,
    account: row.account,
    email: row.email,
    mobile: row.mobile,
    family_name: row.familyName,
    given_name: row.givenName,
    avatar: row.avatar,
    role: row.role,
    shop_id: row.shopId,
    balance: row.balance,
    lang: row.lang as LanguageFile | null,
    has_payment_code: row.hasPaymentCode,
    created_at: row.createdAt.toISOString(),
  }
}
