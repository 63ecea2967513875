// A deposit channel's form, for adding one (its kind and code chosen here) or editing one (its kind
// and code fixed): a network's name, token and deposit address, or a bank's name, holder and account
// number. Checked with the contract's words for the kind; saved, the page reads the channels again.
import { Button, Form, Input } from 'antd-mobile'
import '../../../ui/antd-setup'
import {
  adminCreateDepositChannel, adminUpdateDepositChannel, depositChannelForm,
  type ChannelKind, type DepositChannelFormValues, type DepositChannelRow,
} from '../../../contract/deposit-channels'
import { showSuccess } from '../../../ui/feedback'
import { useTranslation } from 'react-i18next'
import { ChoiceChips } from '../../../ui/forms/choice-chips'
import { useSubmission } from '../../../ui/forms/use-submission'
import { contractRule } from '../../../ui/forms/zod-rule'
import { useConsole } from '../../session/use-console'

export function DepositChannelForm({ editing, onSaved, onCancel }: {
  /** The channel edited; none to add one. */
  editing?: DepositChannelRow
  onSaved(): void
  onCancel?(): void
}) {
  const { t } = useTranslation()
  const { http } = useConsole()
  const [form] = Form.useForm<DepositChannelFormValues>()
  const kind = (Form.useWatch('kind', form) ?? editing?.kind ?? 'chain') as ChannelKind
  const { submitting, submit, edit } = useSubmission(
    (values: DepositChannelFormValues) =>
      editing
        ? http.call(adminUpdateDepositChannel, { body: { id: editing.id, name: values.name, token: values.token, address: values.address, holder: values.holder } })
        : http.call(adminCreateDepositChannel, { body: values }),
    () => {
      showSuccess(t('msg.saveSuccess'))
      onSaved()
    },
  )
  // An edit is checked as the whole channel it makes, with its stored kind and code.
  const fixed = () => (editing ? { kind: editing.kind, code: editing.code } : {})
  const rule = (field: keyof DepositChannelFormValues) => [contractRule(depositChannelForm, field, fixed)]
  const chain = kind === 'chain'
  const initialValues: Partial<DepositChannelFormValues> = editing
    ? { kind: editing.kind, code: editing.code, name: editing.name, token: editing.token ?? '', address: editing.address, holder: editing.holder ?? '' }
    : { kind: 'chain' }

  return (
    <Form
      form={form}
      // Its own field ids: an edit and the new channel's form may be on the page together.
      name={editing ? `channel-${editing.id}` : 'channel-new'}
      layout="vertical"
      mode="card"
      className={editing ? 'console-channel-form console-channel-edit' : 'console-channel-form console-channel-add'}
      initialValues={initialValues}
      onValuesChange={edit}
      onFinish={(values: DepositChannelFormValues) => {
        const checked = depositChannelForm.safeParse({ ...values, ...fixed() })
        if (checked.success) submit(checked.data)
      }}
      footer={
        <div className="console-channel-form-buttons">
          <Button type="submit" color="primary" loading={submitting} disabled={submitting}>
            {editing ? t('ui.save') : t('console.channelAddSubmit')}
          </Button>
          {onCancel && <Button onClick={onCancel} disabled={submitting}>{t('ui.cancel')}</Button>}
        </div>
      }
    >
      <Form.Header>{editing ? t('console.channelEditing', { code: editing.code }) : t('console.channelAdd')}</Form.Header>
      {!editing && (
        <>
          <Form.Item name="kind" label={t('console.channelKind')} rules={rule('kind')}>
            <ChoiceChips<ChannelKind>
              columns={2}
              label={t('console.channelKind')}
              options={[
                { label: t('console.channelKindChain'), value: 'chain' },
                { label: t('console.channelKindBank'), value: 'bank' },
              ]}
            />
          </Form.Item>
          <Form.Item name="code" label={t('console.channelCode')} rules={rule('code')} description={t('console.channelCodeHelp')}>
            <Input className="console-channel-code" autoComplete="off" placeholder={chain ? 'POLYGON' : 'VCB'} />
          </Form.Item>
        </>
      )}
      <Form.Item name="name" label={t(chain ? 'console.channelNetworkName' : 'console.channelBankName')} rules={rule('name')}>
        <Input className="console-channel-name" autoComplete="off" />
      </Form.Item>
      {chain ? (
        <Form.Item name="token" label={t('console.channelToken')} rules={rule('token')}>
          <Input className="console-channel-token" autoComplete="off" placeholder="USDT" />
        </Form.Item>
      ) : (
        <Form.Item name="holder" label={t('console.channelHolder')} rules={rule('holder')}>
          <Input className="console-channel-holder" autoComplete="off" />
        </Form.Item>
      )}
      <Form.Item name="address" label={t(chain ? 'console.channelAddress' : 'console.channelAccountNo')} rules={rule('address')}>
        <Input className="console-channel-address" autoComplete="off" />
      </Form.Item>
    </Form>
  )
}
