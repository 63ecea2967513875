// antd-mobile set up for both apps, imported by every module that renders it (the first page does
// not): React 19's root API for Toast and Dialog, and antd-mobile's own texts (pickers, dialogs)
// in the interface language, following it when it changes; antd-mobile defaults to Chinese.
import './antd-react19'
import { setDefaultConfig } from 'antd-mobile'
import { setDefaultConfig as setDefaultConfigOfEsBuild } from 'antd-mobile/es/components/config-provider'
import enUS from 'antd-mobile/es/locales/en-US'
import jaJP from 'antd-mobile/es/locales/ja-JP'
import koKR from 'antd-mobile/es/locales/ko-KR'
import thTH from 'antd-mobile/es/locales/th-TH'
import viVN from 'antd-mobile/es/locales/vi-VN'
import zhCN from 'antd-mobile/es/locales/zh-CN'
import { currentLanguage, onLanguageChange } from './i18n'

const LOCALES: Record<string, typeof enUS> = { en: enUS, vi: viVN, 'zh-CN': zhCN, ja: jaJP, ko: koKR, th: thTH }

export function antdLocaleOf(lang: string) {
  return LOCALES[lang] ?? enUS
}

// Two names for one module in the browser; under Node (tests) the package root is the CommonJS
// build and the deep import another copy (see antd-react19.ts).
const apply = () => {
  const locale = antdLocaleOf(currentLanguage())
  setDefaultConfig({ locale })
  setDefaultConfigOfEsBuild({ locale })
}
apply()
onLanguageChange(apply)
