// How i18next reads the files of this folder, the same in the browser (src/ui/i18n.ts) and on the
// server (src/server/i18n.ts): one engine, one set of files.
//
// Each top-level group of a file is a namespace (`ui`, `msg`, ... of <lang>.json; `console` of
// console/<lang>.json), and holds its group under the group's own name, so the code names a text
// by its whole path (`t('ui.tabHome')`, `t('msg.loginFirst')`) whichever namespace it comes from.
// A text that varies with a number has plural keys by i18next's rules (Intl.PluralRules):
// `paymentCodeWrong_one` and `paymentCodeWrong_other` in English, `paymentCodeWrong_other` only in
// a language without plural forms (vi, zh-CN, ja, ko, th); `t('msg.paymentCodeWrong', { count })`.
import type { InitOptions } from 'i18next'

/** The namespaces of the storefront's and the server's files (locales/<lang>.json), by group. */
export const TEXT_GROUPS = ['ui', 'msg', 'route', 'category', 'notice', 'money', 'storefront', 'payCodeReset', 'withdrawalAccounts', 'productsBulk'] as const
/** The console's namespace (locales/console/<lang>.json), loaded only by the console. */
export const CONSOLE_GROUP = 'console'

/** The options both engines share; each adds its languages (the contract's LANGUAGE_FILES) and how it loads. */
export const engineOptions = {
  fallbackLng: 'en',
  load: 'currentOnly',
  // A key is a path of groups; no namespace prefix in it (each namespace holds its group by name).
  keySeparator: '.',
  nsSeparator: false,
  fallbackNS: [...TEXT_GROUPS, CONSOLE_GROUP],
  // React escapes what it renders; the server's messages are JSON strings.
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  returnNull: false,
} satisfies InitOptions
