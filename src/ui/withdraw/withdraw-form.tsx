// The withdrawal form: to a bank card (card number, bank name) or on chain (network, receiving
// address), the amount with "All", and the service charge and actual arrival as they will be
// recorded (the server's own `withdrawalCharge`). Each field is checked with the contract's rule;
// whether the amount is within the balance is the machine's to say (`refuseAboveBalance`).
import { Button, Form, Input } from 'antd-mobile'
import '../antd-setup'
import { useEffect, type RefObject } from 'react'
import type { WithdrawalInfo } from '../../../machines/withdrawal.machine'
import { basisPoints, withdrawalCharge } from '../../contract/money'
import { drawAmount, withdrawalForm, type WithdrawalFormValues, type WithdrawalType } from '../../contract/withdrawals'
import { useTranslation } from 'react-i18next'
import { ChoiceChips } from '../forms/choice-chips'
import { Money } from '../format/money'
import { contractRule } from '../forms/zod-rule'
import { amountAsTyped } from '../../contract/fields'

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

export function WithdrawForm({ info, values, sending, canSubmit, onSubmit, refuseAboveBalance }: WithdrawFormProps) {
  const { t } = useTranslation()
  const [form] = Form.useForm<WithdrawalFormValues>()
  const type = (Form.useWatch('type', form) ?? values?.type ?? 'bank') as WithdrawalType
  const amount = Form.useWatch('amount', form) as string | undefined

  useEffect(() => {
    refuseAboveBalance.current = () => form.setFields([{ name: 'amount', errors: [t('msg.drawAmountAboveBalance')] }])
  }, [form, refuseAboveBalance, t])

  const rule = (field: keyof WithdrawalFormValues) => contractRule(withdrawalForm, field)
  const typed = drawAmount.safeParse(amount ?? '')
  const figures = typed.success ? withdrawalCharge(typed.data, info.fee_rate, info.min_charge) : null
  const initialValues: Partial<WithdrawalFormValues> = values ?? { type: 'bank', ...(info.networks.length === 1 ? { network: info.networks[0]!.code } : {}) }

  return (
    <Form
      form={form}
      mode="card"
      layout="vertical"
      className="withdraw-form"
      initialValues={initialValues}
      onFinish={(finished: WithdrawalFormValues) => {
        const parsed = withdrawalForm.safeParse(finished)
        if (parsed.success) onSubmit(parsed.data)
      }}
      footer={
        <Button block type="submit" color="primary" size="large" className="withdraw-submit" loading={sending} disabled={sending || !canSubmit}>
          {t('ui.withdrawSubmit')}
        </Button>
      }
    >
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
          <Form.Item name="bank_name" label={t('ui.withdrawBankName')} rules={[rule('bank_name')]}>
            <Input className="withdraw-bank-name" placeholder={t('ui.withdrawBankNamePlaceholder')} clearable />
          </Form.Item>
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
      <Form.Item
        name="amount"
        label={t('ui.withdrawAmount')}
        rules={[rule('amount')]}
        normalize={amountAsTyped}
        description={
          <span className="withdraw-limits">
            {t('ui.withdrawAmountMin')} <Money amount={info.min_amount} label /> · {t('ui.withdrawAmountMax')} <Money amount={info.max_amount} label />
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
        <Input className="withdraw-amount" inputMode="decimal" placeholder="0.00" clearable />
      </Form.Item>
      <Form.Item>
        <dl className="withdraw-figures" aria-live="polite">
          <dt>
            {t('ui.withdrawChargeRate', { rate: percent(info.fee_rate) })}{' '}
            <span className="withdraw-min-charge">{t('ui.withdrawChargeAtLeast')} <Money amount={info.min_charge} label /></span>
          </dt>
          <dd className="withdraw-charge">{figures ? <Money amount={figures.charge} label /> : '—'}</dd>
          <dt>{t('ui.withdrawArrival')}</dt>
          <dd className="withdraw-arrival">{figures ? <Money amount={figures.arrival} label /> : '—'}</dd>
        </dl>
      </Form.Item>
    </Form>
  )
}
