// Adding a withdrawal account: a bank account (country, a bank of its list, the card or account
// number, the holder) or an address on one of the platform's networks, each field checked with
// the contract's rules (payout-numbers.ts), the server checking again. Saved, the page reads the
// accounts again.
import { Button, Checkbox, Form, Input } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useTranslation } from 'react-i18next'
import {
  addWithdrawalAccount, withdrawalAccountForm, withdrawalAccounts, type WithdrawalAccountFormValues, type WithdrawalAccountType,
} from '../../../contract/withdrawal-accounts'
import type { CallData } from '../../../contract/call'
import { showSuccess } from '../../../ui/feedback'
import { ChoiceChips } from '../../../ui/forms/choice-chips'
import { useSubmission } from '../../../ui/forms/use-submission'
import { contractRule } from '../../../ui/forms/zod-rule'
import { BankChoiceFields } from '../../../ui/withdraw/bank-choice-fields'
import { useHttp } from '../../session/use-session'

type Overview = CallData<typeof withdrawalAccounts>

export function WithdrawalAccountForm({ overview, onSaved }: { overview: Overview; onSaved(): void }) {
  const { t } = useTranslation()
  const http = useHttp()
  const [form] = Form.useForm<WithdrawalAccountFormValues>()
  const type = (Form.useWatch('type', form) ?? 'bank') as WithdrawalAccountType
  const { submitting, submit, edit } = useSubmission(
    (values: WithdrawalAccountFormValues) => http.call(addWithdrawalAccount, { body: values }),
    () => {
      showSuccess(t('msg.saveSuccess'))
      onSaved()
    },
  )
  const rule = (field: keyof WithdrawalAccountFormValues) => contractRule(withdrawalAccountForm, field)
  const countries = [...new Set(overview.banks.map((bank) => bank.country))]
  const initialValues: Partial<WithdrawalAccountFormValues> = {
    type: 'bank',
    ...(countries.length === 1 ? { country: countries[0] } : {}),
    ...(overview.networks.length === 1 ? { network: overview.networks[0]!.code } : {}),
  }

  return (
    <Form
      form={form}
      name="withdrawal-account-new"
      layout="vertical"
      mode="card"
      className="withdrawal-account-form"
      initialValues={initialValues}
      onValuesChange={edit}
      onFinish={(values: WithdrawalAccountFormValues) => {
        const checked = withdrawalAccountForm.safeParse(values)
        if (checked.success) submit(checked.data)
      }}
      footer={
        <Button block type="submit" color="primary" size="large" className="withdrawal-account-save" loading={submitting} disabled={submitting}>
          {t('withdrawalAccounts.addSubmit')}
        </Button>
      }
    >
      <Form.Header>{t('withdrawalAccounts.addTitle')}</Form.Header>
      <Form.Item name="type" label={t('withdrawalAccounts.kind')} rules={[rule('type')]}>
        <ChoiceChips<WithdrawalAccountType>
          columns={2}
          label={t('withdrawalAccounts.kind')}
          options={[
            { label: t('withdrawalAccounts.typeBank'), value: 'bank' },
            { label: t('withdrawalAccounts.typeChain'), value: 'chain' },
          ]}
        />
      </Form.Item>
      {type === 'bank' ? (
        <>
          <BankChoiceFields form={form} banks={overview.banks} rule={rule} />
          <Form.Item name="number" label={t('withdrawalAccounts.number')} rules={[rule('number')]} description={t('withdrawalAccounts.numberHelp')}>
            <Input className="withdrawal-account-number" inputMode="numeric" autoComplete="off" clearable />
          </Form.Item>
          <Form.Item name="holder" label={t('withdrawalAccounts.holder')} rules={[rule('holder')]}>
            <Input className="withdrawal-account-holder" autoComplete="name" placeholder={t('withdrawalAccounts.holderPlaceholder')} clearable />
          </Form.Item>
        </>
      ) : (
        <>
          <Form.Item name="network" label={t('withdrawalAccounts.network')} rules={[rule('network')]}>
            <ChoiceChips columns={2} label={t('withdrawalAccounts.network')} options={overview.networks.map((n) => ({ label: `${n.name} · ${n.token}`, value: n.code }))} />
          </Form.Item>
          <Form.Item name="address" label={t('withdrawalAccounts.address')} rules={[rule('address')]} description={t('withdrawalAccounts.addressHelp')}>
            <Input className="withdrawal-account-address" autoComplete="off" clearable />
          </Form.Item>
        </>
      )}
      {/* The first account is the default anyway. */}
      {overview.accounts.length > 0 && (
        <Form.Item name="make_default" valuePropName="checked">
          <Checkbox className="withdrawal-account-make-default">{t('withdrawalAccounts.makeDefaultNew')}</Checkbox>
        </Form.Item>
      )}
    </Form>
  )
}
