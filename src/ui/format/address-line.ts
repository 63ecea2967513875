// One address on one line: the area and the detailed address joined the way the shopper's language
// writes them ("12 Le Loi, District 1"; the area first in Chinese, Japanese and Korean), never run
// together. Punctuation only, so a table here rather than a text to translate.
import type { LanguageFile } from '../../contract/fields'
import { currentLanguage } from '../i18n'

const AREA_FIRST: Partial<Record<LanguageFile, string>> = { 'zh-CN': '，', ja: '、', ko: ', ' }

export function addressLine(address: { area: string; detail: string }, lang: LanguageFile = currentLanguage()): string {
  const area = address.area.trim()
  const detail = address.detail.trim()
  const areaFirst = AREA_FIRST[lang]
  return areaFirst ? `${area}${areaFirst}${detail}` : `${detail}, ${area}`
}
