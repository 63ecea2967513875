// Each language's name in its own script, for pickers that must be readable whatever is chosen: the
// names the server's language list gives /language (src/server/db/seed.ts), so both screens agree.
import type { LanguageFile } from '../contract/fields'

export const LANGUAGE_NAMES: Record<LanguageFile, string> = {
  en: 'English',
  vi: 'Tiếng Việt',
  'zh-CN': '简体中文',
  ja: '日本語',
  ko: '한국어',
  th: 'ภาษาไทย',
}
