// An entry in the editor: its kind, the link name readers' links use, its position in the list,
// whether it is published, and its title and text in each language (English required, the others
// shown in English until written). The fields are checked with the contract's own rules; saved,
// readers see the change at once and the list of its kind opens again.
import { useState } from 'react'
import { Button, Form, Input, Selector, Switch } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useMatch, useParams, useSearch } from '@tanstack/react-router'
import {
  adminContentSave, CONTENT_KINDS, contentEntryForm, MAX_CONTENT_BODY, MAX_CONTENT_TITLE, type AdminContentEntry, type ContentEntryForm,
} from '../../../contract/content'
import { wholeNumberOf, type LanguageFile } from '../../../contract/fields'
import { showSuccess } from '../../../ui/feedback'
import { useTranslation } from 'react-i18next'
import { useSubmission } from '../../../ui/forms/use-submission'
import { NEW_ENTRY } from '../../routes/content-editor-route'
import { kindOf, type ContentSearch } from '../../routes/content-search'
import { useConsole } from '../../session/use-console'
import { ConsoleLink, useConsoleNavigate } from '../common/console-link'
import { LocalTextFields, pathRule, tabOfFailure } from '../common/local-text-fields'
import { KIND_TITLE } from './content-page'
import './content.css'

/** The form's values: the position as typed (text), made a number when checked and sent. */
type EditorValues = Omit<ContentEntryForm, 'id' | 'position'> & { position: string | number }

export function ContentEditorPage() {
  const { id } = useParams({ strict: false }) as { id: string }
  const entry = useMatch({ strict: false, select: (match) => match.loaderData }) as unknown as AdminContentEntry | null
  const kind = kindOf(useSearch({ strict: false }) as ContentSearch)
  // Another entry opened: a form of its own.
  return <ContentEditor key={id} entry={id === NEW_ENTRY ? null : entry} kind={entry?.kind ?? kind} />
}

function ContentEditor({ entry, kind }: { entry: AdminContentEntry | null; kind: EditorValues['kind'] }) {
  const { t } = useTranslation()
  const { http } = useConsole()
  const navigate = useConsoleNavigate()
  const [form] = Form.useForm<EditorValues>()
  const [lang, setLang] = useState<LanguageFile>('en')
  const extra = () => ({ ...(entry ? { id: entry.id } : {}), position: wholeNumberOf(form.getFieldValue('position')) })
  const rule = (field: keyof EditorValues) => pathRule(contentEntryForm, [field], extra)
  const save = useSubmission(
    (values: EditorValues) => http.call(adminContentSave, { body: { ...values, ...extra() } }),
    (saved) => {
      showSuccess(t('msg.contentSaved'))
      void navigate('/content', { search: saved.kind === 'help' ? {} : { kind: saved.kind } })
    },
  )
  const initial: EditorValues = entry
    ? { kind: entry.kind, slug: entry.slug, position: entry.position, published: entry.published, title: entry.title, body: entry.body }
    : { kind, slug: '', position: 0, published: false, title: { en: '' }, body: { en: '' } }

  return (
    <section className="console-content-editor" data-entry-id={entry?.id ?? NEW_ENTRY}>
      <ConsoleLink to="/content" search={initial.kind === 'help' ? {} : { kind: initial.kind }} className="console-back">
        ‹ {t('console.backToList')}
      </ConsoleLink>
      <Form
        form={form}
        initialValues={{ ...initial, kind: [initial.kind] } as never}
        layout="vertical"
        className="console-card console-form"
        onValuesChange={save.edit}
        onFinish={(values) => save.submit({ ...values, kind: (values.kind as unknown as string[])[0] } as EditorValues)}
        onFinishFailed={({ errorFields }) => {
          const tab = tabOfFailure(errorFields)
          if (tab) setLang(tab)
        }}
        footer={
          <Button block type="submit" color="primary" className="console-save-entry" loading={save.submitting} disabled={save.submitting}>
            {t('ui.save')}
          </Button>
        }
      >
        <Form.Item name="kind" label={t('console.entryKind')} rules={[{ required: true, message: t('msg.contentKindUnknown') }]}>
          <Selector columns={3} options={CONTENT_KINDS.map((value) => ({ value, label: t(KIND_TITLE[value]) }))} />
        </Form.Item>
        <Form.Item name="slug" label={t('console.entrySlug')} description={t('console.entrySlugHint')} required rules={[rule('slug')]}>
          <Input className="console-slug-input" autoComplete="off" />
        </Form.Item>
        <Form.Item name="position" label={t('console.entryPosition')} description={t('console.entryPositionHint')} required rules={[rule('position')]}>
          <Input className="console-position-input" type="number" inputMode="numeric" />
        </Form.Item>
        <Form.Item name="published" label={t('console.entryPublishedField')} childElementPosition="right" valuePropName="checked">
          <Switch />
        </Form.Item>
        <LocalTextFields
          form={form as never}
          schema={contentEntryForm}
          extra={extra}
          titleMax={MAX_CONTENT_TITLE}
          bodyMax={MAX_CONTENT_BODY}
          active={lang}
          onActive={setLang}
        />
      </Form>
    </section>
  )
}
