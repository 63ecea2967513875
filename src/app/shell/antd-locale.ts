// antd-mobile's own texts (pickers, dialogs) in the interface language; it defaults to Chinese.
// English is built in; the others load with the language, each its own small chunk.
import { useEffect, useState } from 'react'
import enUS from 'antd-mobile/es/locales/en-US'

type AntdLocale = typeof enUS

const LOADERS: Record<string, () => Promise<{ default: AntdLocale }>> = {
  vi: () => import('antd-mobile/es/locales/vi-VN'),
  'zh-CN': () => import('antd-mobile/es/locales/zh-CN'),
  ja: () => import('antd-mobile/es/locales/ja-JP'),
  ko: () => import('antd-mobile/es/locales/ko-KR'),
  th: () => import('antd-mobile/es/locales/th-TH'),
}

export async function loadAntdLocale(lang: string): Promise<AntdLocale> {
  const load = LOADERS[lang]
  return load ? (await load()).default : enUS
}

/** The locale of a language: English until the language's own has loaded. */
export function useAntdLocale(lang: string): AntdLocale {
  const [locale, setLocale] = useState<{ lang: string; locale: AntdLocale }>({ lang: 'en', locale: enUS })
  useEffect(() => {
    let current = true
    void loadAntdLocale(lang).then((loaded) => current && setLocale({ lang, locale: loaded }))
    return () => {
      current = false
    }
  }, [lang])
  return lang === 'en' ? enUS : locale.locale
}
