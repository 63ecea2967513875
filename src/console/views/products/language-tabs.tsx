// Which language the editor writes in: a tab per language, each saying whether its texts are all
// written, partly, or not at all; English is marked required (every other language falls back to it).
import { Form, Tabs } from 'antd-mobile'
import '../../../ui/antd-setup'
import { LANGUAGE_FILES, type LanguageFile } from '../../../contract/fields'
import { useTranslation } from 'react-i18next'
import { LANGUAGE_NAMES } from '../../../ui/language-names'
import { writtenIn, type EditorForm, type Written } from './product-form'

const MARK: Record<Written, string> = { all: '●', some: '◐', none: '○' }
const SAID: Record<Written, string> = { all: 'console.languageWritten', some: 'console.languagePartly', none: 'console.languageNotWritten' }

export function LanguageTabs({ form, active, onChange }: { form: EditorForm; active: LanguageFile; onChange(lang: LanguageFile): void }) {
  const { t } = useTranslation()
  const title = Form.useWatch('title', form)
  const description = Form.useWatch('description', form)
  const skus = Form.useWatch('skus', form)
  return (
    <div className="product-languages">
      <Tabs activeKey={active} onChange={(key) => onChange(key as LanguageFile)} className="product-language-tabs">
        {LANGUAGE_FILES.map((lang) => {
          const written = writtenIn(lang, { title, description, skus })
          return (
            <Tabs.Tab
              key={lang}
              title={
                <span className={`product-language product-language-${written}`} data-lang={lang} data-written={written}>
                  <span aria-hidden="true" className="product-language-mark">{MARK[written]}</span> {LANGUAGE_NAMES[lang]}
                  {lang === 'en' && <span className="product-language-required"> *</span>}
                  <span className="sr-only">
                    {' '}({t(SAID[written])}{lang === 'en' ? `, ${t('console.languageRequired')}` : ''})
                  </span>
                </span>
              }
            />
          )
        })}
      </Tabs>
      <p className="console-muted product-languages-hint">{t('console.languagesHint')}</p>
    </div>
  )
}
