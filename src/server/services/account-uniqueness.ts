// Account names and emails are unique regardless of case (unique indexes on lower(...)). These
// checks give the friendly message first; the indexes still decide when two requests race.
import { sql } from 'drizzle-orm'
import type { Database } from '../db/open-database'
import { users } from '../db/schema'
import { AppError } from '../errors'

/** Maps a broken unique index to the message the register and profile forms show. */
export function takenMessage(constraint: string): string {
  return constraint.includes('email') ? 'msg.emailTaken' : 'msg.accountTaken'
}

export async function assertAccountFree(db: Database, account: string): Promise<void> {
  const [taken] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.account}) = lower(${account})`)
  if (taken) throw new AppError('msg.accountTaken')
}

export async function assertEmailFree(db: Database, email: string, exceptUserId?: number): Promise<void> {
  const [taken] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`)
  if (taken && taken.id !== exceptUserId) throw new AppError('msg.emailTaken')
}

export async function findUserIdByEmail(db: Database, email: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`)
  return row?.id ?? null
}
