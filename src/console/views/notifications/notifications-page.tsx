// The operator's notifications: one written here in each language (English required, the fallback
// of every other), to every shopper or to one account, asked once more before it goes (it cannot be
// taken back); below, those published, newest first, with to whom and how many have read them.
import { useState } from 'react'
import { Button, Dialog, Form, Input, Selector } from 'antd-mobile'
import '../../../ui/antd-setup'
import { announcementList, announcementPublish, MAX_ANNOUNCEMENT_BODY, MAX_ANNOUNCEMENT_TITLE, type AnnouncementRow } from '../../../contract/notifications'
import { LANGUAGE_FILES, type LanguageFile } from '../../../contract/fields'
import { showSuccess } from '../../../ui/feedback'
import { useTranslation } from 'react-i18next'
import { useSubmission } from '../../../ui/forms/use-submission'
import { useConsole } from '../../session/use-console'
import { ConsoleList } from '../common/console-list'
import { LocalTextFields, tabOfFailure } from '../common/local-text-fields'
import { Moment } from '../common/moment'
import './notifications.css'

type Audience = 'everyone' | 'account'

type ComposeValues = {
  audience: Audience[]
  account?: string
  title: Record<string, string>
  body: Record<string, string>
}

export function NotificationsPage() {
  const { t, i18n } = useTranslation()
  const { http } = useConsole()
  // Each publication reads the list again from its first page.
  const [published, setPublished] = useState(0)
  return (
    <section className="console-notifications">
      <ComposeForm onPublished={() => setPublished((n) => n + 1)} />
      <h2 className="console-subtitle">{t('console.publishedNotifications')}</h2>
      <ConsoleList<AnnouncementRow>
        key={`${published}:${i18n.language}`}
        className="console-announcements"
        fetchPage={(page) => http.call(announcementList, { query: page })}
        itemKey={(row) => row.id}
        renderItem={(row) => <AnnouncementCard row={row} />}
        empty={t('console.noNotifications')}
      />
    </section>
  )
}

function ComposeForm({ onPublished }: { onPublished(): void }) {
  const { t } = useTranslation()
  const { http } = useConsole()
  const [form] = Form.useForm<ComposeValues>()
  const [lang, setLang] = useState<LanguageFile>('en')
  const audience = (Form.useWatch('audience', form) ?? ['everyone'])[0] as Audience
  const publish = useSubmission(
    (values: ComposeValues) => {
      const account = values.audience[0] === 'account' ? values.account?.trim() : undefined
      return http.call(announcementPublish, { body: { title: values.title as never, body: values.body as never, ...(account ? { account } : {}) } })
    },
    () => {
      showSuccess(t('msg.announcementPublished'))
      form.resetFields()
      setLang('en')
      onPublished()
    },
  )
  const send = async (values: ComposeValues) => {
    const account = values.audience[0] === 'account' ? values.account?.trim() : undefined
    const sure = await Dialog.confirm({
      content: account ? t('console.publishToAccountQuestion', { account }) : t('console.publishToEveryoneQuestion'),
      confirmText: t('console.publishNotification'),
      cancelText: t('ui.notNow'),
    })
    if (sure) publish.submit(values)
  }
  return (
    <Form
      form={form}
      layout="vertical"
      className="console-card console-form console-compose"
      initialValues={{ audience: ['everyone'], title: { en: '' }, body: { en: '' } }}
      onValuesChange={publish.edit}
      onFinish={(values) => void send(values)}
      onFinishFailed={({ errorFields }) => {
        const tab = tabOfFailure(errorFields)
        if (tab) setLang(tab)
      }}
      footer={
        <Button block type="submit" color="primary" className="console-publish-notification" loading={publish.submitting} disabled={publish.submitting}>
          {t('console.publishNotification')}
        </Button>
      }
    >
      <Form.Item name="audience" label={t('console.audience')}>
        <Selector
          columns={2}
          options={[
            { value: 'everyone', label: t('console.toEveryone') },
            { value: 'account', label: t('console.toAccount') },
          ]}
        />
      </Form.Item>
      {audience === 'account' && (
        <Form.Item
          name="account"
          label={t('console.accountField')}
          description={t('console.accountHint')}
          required
          rules={[{ validator: async (_rule, value?: string) => { if (!value?.trim()) throw new Error(t('console.accountRequired')) } }]}
        >
          <Input className="console-account-input" autoComplete="off" autoCapitalize="off" />
        </Form.Item>
      )}
      <LocalTextFields
        form={form as never}
        schema={announcementPublish.body}
        titleMax={MAX_ANNOUNCEMENT_TITLE}
        bodyMax={MAX_ANNOUNCEMENT_BODY}
        active={lang}
        onActive={setLang}
      />
    </Form>
  )
}

function AnnouncementCard({ row }: { row: AnnouncementRow }) {
  const { t } = useTranslation()
  const written = LANGUAGE_FILES.filter((lang) => row.title[lang] && row.body[lang])
  return (
    <article className="console-card console-announcement" data-announcement-id={row.id} aria-label={row.title.en}>
      <header className="console-card-head">
        <strong className="console-announcement-title">{row.title.en}</strong>
        <span className="console-status console-announcement-to">{row.to === null ? t('console.sentToEveryone') : t('console.sentTo', { account: row.to })}</span>
        <span className="console-muted"><Moment at={row.created_at} /></span>
      </header>
      <p className="console-announcement-body">{row.body.en}</p>
      <p className="console-muted">
        {t('console.writtenIn', { languages: written.join(', ') })} · <span className="console-announcement-reads">{t('console.readCount', { count: row.read_count })}</span>
      </p>
    </article>
  )
}
