// A title and a text written in the six languages, one tab per language (each marked written or
// not, English required), as fields `title.<lang>` and `body.<lang>` of an antd-mobile Form. Every
// language's fields stay mounted (the inactive ones hidden), so the form checks them all; a form
// that fails its check opens the tab of the first field refused (`tabOfFailure`).
import { Form, Input, Tabs, TextArea } from 'antd-mobile'
import '../../../ui/antd-setup'
import type { FormInstance } from 'antd-mobile/es/components/form'
import type * as z from 'zod/mini'
import { LANGUAGE_FILES, type LanguageFile } from '../../../contract/fields'
import { useTranslation } from 'react-i18next'
import { t as translate } from '../../../ui/i18n'
import { LANGUAGE_NAMES } from '../../../ui/language-names'
import './local-text-fields.css'

/**
 * A field's rule from the whole form's schema: the issue at exactly this path (`['title', 'vi']`),
 * so a nested field gets its own message, not its neighbour's.
 */
export function pathRule(schema: z.ZodMiniType, path: readonly (string | number)[], extra: () => Record<string, unknown> = () => ({})) {
  return (form: Pick<FormInstance, 'getFieldsValue'>) => ({
    validator: async () => {
      const result = schema.safeParse({ ...form.getFieldsValue(true), ...extra() })
      const issue = result.success ? undefined : result.error.issues.find((i) => i.path.join('.') === path.join('.'))
      if (issue) throw new Error(translate(issue.message))
    },
  })
}

/** The language tab holding the first field a failed check refused, if it is a language's. */
export function tabOfFailure(errorFields: Array<{ name: (string | number)[] }>): LanguageFile | undefined {
  const lang = errorFields[0]?.name[1]
  return (LANGUAGE_FILES as readonly unknown[]).includes(lang) ? (lang as LanguageFile) : undefined
}

export interface LocalTextFieldsProps {
  form: FormInstance
  /** The whole form's schema, whose `title` and `body` are the contract's local texts. */
  schema: z.ZodMiniType
  /** Anything the schema needs that is not a field of the form (an entry's id). */
  extra?: () => Record<string, unknown>
  titleMax: number
  bodyMax: number
  active: LanguageFile
  onActive(lang: LanguageFile): void
}

export function LocalTextFields({ form, schema, extra, titleMax, bodyMax, active, onActive }: LocalTextFieldsProps) {
  const { t } = useTranslation()
  const title = (Form.useWatch('title', form as never) ?? {}) as Partial<Record<LanguageFile, string>>
  const body = (Form.useWatch('body', form as never) ?? {}) as Partial<Record<LanguageFile, string>>
  const written = (lang: LanguageFile) => !!title[lang]?.trim() && !!body[lang]?.trim()
  return (
    <div className="console-local-text">
      <Tabs activeKey={active} onChange={(key) => onActive(key as LanguageFile)} className="console-language-tabs">
        {LANGUAGE_FILES.map((lang) => (
          <Tabs.Tab
            key={lang}
            title={
              <span className="console-language" data-lang={lang} data-written={written(lang)}>
                <span aria-hidden="true">{written(lang) ? '●' : '○'}</span> {LANGUAGE_NAMES[lang]}
                {lang === 'en' && <span className="console-language-required"> *</span>}
              </span>
            }
          />
        ))}
      </Tabs>
      <p className="console-muted console-languages-hint">{t('console.englishRequired')}</p>
      {LANGUAGE_FILES.map((lang) => (
        <div key={lang} className="console-language-fields" data-lang={lang} hidden={lang !== active} lang={lang}>
          <Form.Item
            name={['title', lang]}
            label={`${t('console.fieldTitle')} · ${LANGUAGE_NAMES[lang]}`}
            required={lang === 'en'}
            rules={[pathRule(schema, ['title', lang], extra)]}
          >
            <Input className="console-title-input" maxLength={titleMax} clearable />
          </Form.Item>
          <Form.Item
            name={['body', lang]}
            label={`${t('console.fieldBody')} · ${LANGUAGE_NAMES[lang]}`}
            required={lang === 'en'}
            rules={[pathRule(schema, ['body', lang], extra)]}
            description={t('console.fieldBodyHint')}
          >
            <TextArea className="console-body-input" maxLength={bodyMax} showCount autoSize={{ minRows: 5, maxRows: 16 }} />
          </Form.Item>
        </div>
      ))}
    </div>
  )
}
