// The interface languages offered in the language screen
// (docs/product/entities.md#account-and-session: language_name, chinese_name, file_name), from the
// languages table the seed fills.
import { asc } from 'drizzle-orm'
import type { LanguageFile } from '../../contract/fields'
import type { Language } from '../../contract/user'
import type { Database } from '../db/open-database'
import { languages } from '../db/schema'

export async function listLanguages(db: Database): Promise<Language[]> {
  const rows = await db
    .select({ language_name: languages.languageName, chinese_name: languages.chineseName, file_name: languages.fileName })
    .from(languages)
    .orderBy(asc(languages.position), asc(languages.id))
  return rows.map((row) => ({ ...row, file_name: row.file_name as LanguageFile }))
}
