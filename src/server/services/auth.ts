// Register, log in and log out (docs/api-conventions.md#paths). A wrong password and an unknown account get
// the same answer in about the same time; failures are rate limited per account and per address.
import { sql } from 'drizzle-orm'
import type { UserInfo } from '../../contract/user'
import type { Database } from '../db/open-database'
import { uniqueViolation } from '../db/errors'
import { users } from '../db/schema'
import { AppError } from '../errors'
import type { Settings } from '../settings'
import { hashSecret, primeDummyHash, verifyDummy, verifySecret } from './passwords'
import type { RateLimiter } from './rate-limit'
import type { SessionStore } from './sessions'
import { assertAccountFree, assertEmailFree, takenMessage } from './account-uniqueness'
import { centsOf } from '../../contract/money'
import { post } from './ledger'
import { loadUserInfo } from './user-info'

export interface Registration {
  account: string
  password: string
  email: string
  mobile: string
  family_name: string
  given_name: string
}

export type LoginAnswer = { userinfo: UserInfo & { token: string } }

type Deps = {
  db: Database
  sessions: SessionStore
  limiter: RateLimiter
  settings: Pick<Settings, 'loginWindowMs' | 'loginFailuresPerAccount' | 'loginFailuresPerAddress' | 'welcomeCredit'>
}

export const LOGIN_BY_ACCOUNT = 'login:account'
export const LOGIN_BY_ADDRESS = 'login:address'

export function createAuthService(deps: Deps) {
  const { db, sessions, limiter, settings } = deps
  primeDummyHash()

  async function answer(userId: number, token: string): Promise<LoginAnswer> {
    return { userinfo: { ...(await loadUserInfo(db, userId)), token } }
  }

  return {
    /** Creates a shopper and logs them in. */
    async register(input: Registration, device = ''): Promise<LoginAnswer> {
      await assertAccountFree(db, input.account)
      await assertEmailFree(db, input.email)
      const passwordHash = await hashSecret(input.password)
      try {
        const userId = await db.transaction(async (tx) => {
          const t = tx as unknown as Database
          const [user] = await t
            .insert(users)
            .values({
              account: input.account,
              email: input.email,
              mobile: input.mobile,
              familyName: input.family_name,
              givenName: input.given_name,
              role: 'shopper',
              passwordHash,
            })
            .returning({ id: users.id })
          // The demo's play money, if any, arrives with the account (settings.welcomeCredit).
          if (centsOf(settings.welcomeCredit) > 0n) {
            await post(t, [{ wallet: { userId: user.id }, amount: settings.welcomeCredit, kind: 'opening', ref: { type: 'welcome', id: user.id } }])
          }
          return user.id
        })
        return await answer(userId, await sessions.create(userId, db, device))
      } catch (error) {
        // Two registrations of one name at the same moment: the unique index decides.
        const constraint = uniqueViolation(error)
        if (constraint !== null) throw new AppError(takenMessage(constraint))
        throw error
      }
    },

    async login(input: { account: string; password: string }, clientAddress: string | null, device = ''): Promise<LoginAnswer> {
      const account = input.account.toLowerCase()
      const windowMs = settings.loginWindowMs
      const byAccount = { scope: LOGIN_BY_ACCOUNT, subject: account, max: settings.loginFailuresPerAccount, windowMs }
      const byAddress = clientAddress === null ? null : { scope: LOGIN_BY_ADDRESS, subject: clientAddress, max: settings.loginFailuresPerAddress, windowMs }
      const limits = byAddress ? [byAccount, byAddress] : [byAccount]
      // Count, check and record as one step per account and address: parallel guesses each see the
      // failures before them, so no more than the limit are ever checked.
      const outcome = await limiter.exclusive(limits, async (t) => {
        const waits = await Promise.all(limits.map((limit) => limiter.retryAfterMinutes(limit, t)))
        const minutes = Math.max(0, ...waits)
        if (minutes > 0) return new AppError('msg.loginRateLimited', { minutes })
        const [user] = await t
          .select({ id: users.id, passwordHash: users.passwordHash, suspendedAt: users.suspendedAt })
          .from(users)
          .where(sql`lower(${users.account}) = ${account}`)
        const ok = user ? await verifySecret(user.passwordHash, input.password) : await verifyDummy(input.password)
        if (!user || !ok) {
          for (const limit of limits) await limiter.record(limit, t)
          return new AppError('msg.loginFailed')
        }
        // The owner got in: earlier typos no longer count against the account (the address keeps its count).
        await limiter.clear(byAccount, t)
        // The right password of a suspended account says so, and opens no session.
        if (user.suspendedAt !== null) return new AppError('msg.accountSuspended')
        return user.id
      })
      if (outcome instanceof AppError) throw outcome
      return answer(outcome, await sessions.create(outcome, db, device))
    },

    async logout(sessionId: number): Promise<void> {
      await sessions.revoke(sessionId)
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
