// The withdrawal form: to one of the shopper's saved accounts (the default chosen first), or to a
// bank card (card number, bank name) or on chain (network, receiving address) typed here, which
// can be saved for next time (then its bank is picked from the operator's list of its country,
// with the holder); the amount with "All", and the service charge and actual arrival as they will
// be recorded (the server's own `withdrawalCharge`). Each field is checked with the contract's
// rule; whether the amount is within the balance is the machine's to say (`refuseAboveBalance`).
import { Button, Checkbox, Form, Input } from 'antd-mobile'
import '../antd-setup'
import { useEffect, type RefObject } from 'react'
import type { WithdrawalInfo } from '../../../machines/withdrawal.machine'
import { basisPoints, withdrawalCharge } from '../../contract/money'
import { drawAmount, withdrawalForm, type WithdrawalFormValues, type WithdrawalType } from '../../contract/withdrawals'
import { useTranslation } from 'react-i18next'
import { ChoiceChips } from '../forms/choice-chips'
import { Money } from '../format/money'
import { contractRule } from '../forms/zod-rule'
import { amountExample, amountTypedIn } from '../format/amount-typed'
import { useBaseCurrency } from '../format/base-currency'
import { accountLabel } from './account-label'
import { BankChoiceFields } from './bank-choice-fields'

export interface WithdrawFormProps {
  info: WithdrawalInfo
  /** What was sent last (kept after a Cancel or a refusal). */
  values: WithdrawalFormValues | null
  sending: boolean
  /** The machine takes a submission now. */
  canSubmit: boolean
  onSubmit(values: WithdrawalFormValues): void
  /** Filled in here: the machine's `refuseAboveBalance` action. */
  refuseAboveBalance: RefObject<() => void>
}

/** The rate as a percentage ('0.01' -> '1%', '0.015' -> '1.5%'). */
const percent = (rate: string) => `${Number(basisPoints(rate)) / 100}%`

/** The "Withdraw to" choice: a saved account's id, or a new one typed here. */
const NEW_ACCOUNT = 'new'

/** The form's fields: the contract's, and which account is chosen. */
type FormFields = WithdrawalFormValues & { account?: string }

/** What the machine is sent: a saved account by its id (with its way), or the typed fields. */
function submitted(fields: FormFields, info: WithdrawalInfo): WithdrawalFormValues {
  const { account: chosen, ...typed } = fields
  const saved = info.accounts.find((a) => String(a.id) === chosen)
  if (saved) return { type: saved.type, amount: fields.amount, account_id: saved.id }
  const { account_id: _unused, ...rest } = typed
  return rest
}

export function WithdrawForm({ info, values, sending, canSubmit, onSubmit, refuseAboveBalance }: WithdrawFormProps) {
  const { t, i18n } = useTranslation()
  const baseCurrency = useBaseCurrency()
  const [form] = Form.useForm<FormFields>()
  const type = (Form.useWatch('type', form) ?? values?.type ?? 'bank') as WithdrawalType
  const amount = Form.useWatch('amount', form) as string | undefined
  const firstChoice = values ? (values.account_id === undefined ? NEW_ACCOUNT : String(values.account_id)) : info.accounts[0] ? String(info.accounts[0].id) : NEW_ACCOUNT
  const chosen = (Form.useWatch('account', form) ?? firstChoice) as string
  const typing = chosen === NEW_ACCOUNT
  const saving = Form.useWatch('save_account', form) === true

  useEffect(() => {
    refuseAboveBalance.current = () => form.setFields([{ name: 'amount', errors: [t('msg.drawAmountAboveBalance')] }])
  }, [form, refuseAboveBalance, t])

  const rule = (field: keyof WithdrawalFormValues) => contractRule(withdrawalForm, field)
  const countries = [...new Set(info.banks.map((bank) => bank.country))]
  const typed = drawAmount.safeParse(amount ?? '')
  const figures = typed.success ? withdrawalCharge(typed.data, info.fee_rate, info.min_charge) : null
  const initialValues: Partial<FormFields> = {
    ...(values ?? { type: 'bank', ...(info.networks.length === 1 ? { network: info.networks[0]!.code } : {}), ...(countries.length === 1 ? { country: countries[0] } : {}) }),
    account: firstChoice,
  }

  return (
    <Form
      form={form}
      mode="card"
      layout="vertical"
      className="withdraw-form"
      initialValues={initialValues}
      onFinish={(finished: FormFields) => {
        const parsed = withdrawalForm.safeParse(submitted({ ...form.getFieldsValue(true), ...finished }, info))
        if (parsed.success) onSubmit(parsed.data)
      }}
      footer={
        <Button block type="submit" color="primary" size="large" className="withdraw-submit" loading={sending} disabled={sending || !canSubmit}>
          {t('ui.withdrawSubmit')}
        </Button>
      }
    >
      {info.accounts.length > 0 && (
        <Form.Item name="account" label={t('withdrawalAccounts.title')} className="withdraw-account-choice">
          <ChoiceChips
            columns={1}
            label={t('withdrawalAccounts.title')}
            options={[
              ...info.accounts.map((account) => ({ label: accountLabel(account), value: String(account.id) })),
              { label: t('withdrawalAccounts.another'), value: NEW_ACCOUNT },
            ]}
          />
        </Form.Item>
      )}
      {typing && (
        <>
      <Form.Item name="type" label={t('ui.withdrawTo')} rules={[rule('type')]}>
        <ChoiceChips<WithdrawalType>
          columns={2}
          label={t('ui.withdrawTo')}
          options={[
            { label: t('ui.withdrawToBank'), value: 'bank' },
            { label: t('ui.withdrawOnChain'), value: 'chain' },
          ]}
        />
      </Form.Item>
      {type === 'bank' ? (
        <>
          <Form.Item name="bank_card" label={t('ui.withdrawBankCard')} rules={[rule('bank_card')]}>
            <Input className="withdraw-bank-card" inputMode="numeric" autoComplete="cc-number" placeholder={t('ui.withdrawBankCardPlaceholder')} clearable />
          </Form.Item>
          {saving ? (
            <>
              <BankChoiceFields form={form} banks={info.banks} rule={rule} />
              <Form.Item name="holder" label={t('withdrawalAccounts.holder')} rules={[rule('holder')]}>
                <Input className="withdraw-holder" autoComplete="name" placeholder={t('withdrawalAccounts.holderPlaceholder')} clearable />
              </Form.Item>
            </>
          ) : (
            <Form.Item name="bank_name" label={t('ui.withdrawBankName')} rules={[rule('bank_name')]}>
              <Input className="withdraw-bank-name" placeholder={t('ui.withdrawBankNamePlaceholder')} clearable />
            </Form.Item>
          )}
        </>
      ) : (
        <>
          <Form.Item name="network" label={t('ui.withdrawNetwork')} rules={[rule('network')]} description={t('ui.withdrawSameNetwork')}>
            <ChoiceChips columns={2} label={t('ui.withdrawNetwork')} options={info.networks.map((n) => ({ label: `${n.name} · ${n.token}`, value: n.code }))} />
          </Form.Item>
          <Form.Item name="address" label={t('ui.withdrawAddress')} rules={[rule('address')]}>
            <Input className="withdraw-address" autoComplete="off" placeholder={t('ui.withdrawAddressPlaceholder')} clearable />
          </Form.Item>
        </>
      )}
          <Form.Item name="save_account" valuePropName="checked">
            <Checkbox className="withdraw-save-account">{t('withdrawalAccounts.saveForNextTime')}</Checkbox>
          </Form.Item>
        </>
      )}
      <Form.Item
        name="amount"
        label={t('ui.withdrawAmount')}
        rules={[rule('amount')]}
        normalize={amountTypedIn(i18n.language)}
        description={
          <span className="withdraw-limits">
            {t('ui.withdrawAmountMin')} <Money amount={info.min_amount} /> · {t('ui.withdrawAmountMax')} <Money amount={info.max_amount} />
          </span>
        }
        extra={
          <button
            type="button"
            className="withdraw-all"
            onClick={() => {
              form.setFieldValue('amount', info.balance)
              void form.validateFields(['amount']).catch(() => {})
            }}
          >
            {t('ui.withdrawAll')}
          </button>
        }
      >
        <Input className="withdraw-amount" inputMode="decimal" placeholder={amountExample(baseCurrency, i18n.language)} clearable />
      </Form.Item>
      <Form.Item>
        <dl className="withdraw-figures" aria-live="polite">
          <dt>
            {t('ui.withdrawChargeRate', { rate: percent(info.fee_rate) })}{' '}
            <span className="withdraw-min-charge">{t('ui.withdrawChargeAtLeast')} <Money amount={info.min_charge} /></span>
          </dt>
          <dd className="withdraw-charge">{figures ? <Money amount={figures.charge} /> : '—'}</dd>
          <dt>{t('ui.withdrawArrival')}</dt>
          <dd className="withdraw-arrival">{figures ? <Money amount={figures.arrival} /> : '—'}</dd>
        </dl>
      </Form.Item>
    </Form>
  )
}
