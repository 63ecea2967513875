// antd-mobile's own texts (pickers, dialogs) in the interface language; it defaults to Chinese.
import enUS from 'antd-mobile/es/locales/en-US'
import jaJP from 'antd-mobile/es/locales/ja-JP'
import koKR from 'antd-mobile/es/locales/ko-KR'
import thTH from 'antd-mobile/es/locales/th-TH'
import viVN from 'antd-mobile/es/locales/vi-VN'
import zhCN from 'antd-mobile/es/locales/zh-CN'

const LOCALES = { en: enUS, vi: viVN, 'zh-CN': zhCN, ja: jaJP, ko: koKR, th: thTH }

export function antdLocaleOf(lang: string) {
  return LOCALES[lang as keyof typeof LOCALES] ?? enUS
}
