// The logged-in user's own profile: read it, change names / email / mobile / avatar, and store
// the interface language.
import { eq } from 'drizzle-orm'
import type { LanguageFile } from '../../contract/fields'
import type { UserInfo } from '../../contract/user'
import type { Database } from '../db/open-database'
import { uniqueViolation } from '../db/errors'
import { users } from '../db/schema'
import { AppError } from '../errors'
import { assertEmailFree, takenMessage } from './account-uniqueness'
import { requireStoredUploads } from './uploads'
import { loadUserInfo } from './user-info'
import type { UploadStore } from '../storage/upload-store'

export interface ProfileChange {
  family_name?: string
  given_name?: string
  email?: string
  mobile?: string
  avatar?: string | null
}

export function createProfileService(deps: { db: Database; store: UploadStore }) {
  const { db, store } = deps
  return {
    getUserInfo: (userId: number): Promise<UserInfo> => loadUserInfo(db, userId),

    /** Changes only the fields given; answers the whole profile as it now is. */
    async update(userId: number, change: ProfileChange): Promise<UserInfo> {
      const set: Partial<typeof users.$inferInsert> = {}
      if (change.family_name !== undefined) set.familyName = change.family_name
      if (change.given_name !== undefined) set.givenName = change.given_name
      if (change.mobile !== undefined) set.mobile = change.mobile
      if (change.avatar !== undefined) {
        if (change.avatar !== null) await requireStoredUploads(store, [change.avatar])
        set.avatar = change.avatar
      }
      if (change.email !== undefined) {
        await assertEmailFree(db, change.email, userId)
        set.email = change.email
      }
      if (Object.keys(set).length > 0) {
        try {
          await db.update(users).set(set).where(eq(users.id, userId))
        } catch (error) {
          const constraint = uniqueViolation(error)
          if (constraint !== null) throw new AppError(takenMessage(constraint))
          throw error
        }
      }
      return loadUserInfo(db, userId)
    },

    async setLanguage(userId: number, lang: LanguageFile): Promise<{ lang: LanguageFile }> {
      await db.update(users).set({ lang }).where(eq(users.id, userId))
      return { lang }
    },
  }
}

export type ProfileService = ReturnType<typeof createProfileService>
