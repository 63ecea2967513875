// The recharge form of /cardTopUp (manual transfer) and /walletTopUp (on chain), each field checked
// with the contract's own rule (docs/product/rules.md#validation-messages: "Please fill correct
// amount", "Please choose charge network", "Please fill recharge address", "Please upload payment
// evidence"). Where to send the money comes first: the platform's bank account, or the deposit
// address of the network chosen.
import { Button, Form, Input } from 'antd-mobile'
import '../../../ui/antd-setup'
import type { RechargeChannels } from '../../../../machines/recharge.machine'
import { rechargeForm, type RechargeFormValues, type RechargeMethod } from '../../../contract/recharges'
import { useTranslation } from 'react-i18next'
import { ChoiceChips } from '../../../ui/forms/choice-chips'
import { formatAmount } from '../../../ui/format/money'
import { SinglePictureField } from '../../../ui/forms/picture-field'
import { contractRule } from '../../../ui/forms/zod-rule'
import { BankAccount, DepositAddress, type CopyButtonProps } from './recharge-deposit'
import { amountAsTyped } from '../../../contract/fields'

type Fields = Omit<RechargeFormValues, 'method'>

export interface RechargeFormProps extends CopyButtonProps {
  method: RechargeMethod
  channels: RechargeChannels
  /** The values sent last (kept after a refusal). */
  values: RechargeFormValues | null
  /** The form takes a picture, a copy or a submit now (nothing is uploading, copying or being sent). */
  idle: boolean
  submitting: boolean
  upload(file: File): Promise<{ url: string }>
  onSubmit(values: RechargeFormValues): void
}

export function RechargeForm({ method, channels, values, idle, submitting, upload, onSubmit, ...copy }: RechargeFormProps) {
  const { t, i18n } = useTranslation()
  const [form] = Form.useForm<Fields>()
  const chosen = Form.useWatch('network', form) as string | undefined
  const network = channels.networks.find((n) => n.code === chosen)
  const rule = (field: keyof Fields) => contractRule(rechargeForm, field, () => ({ method }))
  const { method: _sent, ...initialValues } = values ?? { method }

  return (
    <Form
      form={form}
      mode="card"
      layout="vertical"
      className={`recharge-form recharge-${method}`}
      initialValues={initialValues}
      // The rules passed: parsing gives the values as the server reads them (trimmed).
      onFinish={(finished: Fields) => onSubmit(rechargeForm.parse({ ...finished, method }))}
      footer={
        <Button block type="submit" color="primary" size="large" className="recharge-submit" loading={submitting} disabled={!idle}>
          {t('ui.submit')}
        </Button>
      }
    >
      {method === 'manual' && channels.bank && (
        <Form.Item label={t('ui.rechargeBankTitle')} className="recharge-deposit">
          <BankAccount bank={channels.bank} {...copy} />
        </Form.Item>
      )}
      {method === 'chain' && (
        <>
          <Form.Item name="network" label={t('ui.rechargeNetwork')} rules={[rule('network')]}>
            <ChoiceChips<string>
              label={t('ui.rechargeNetwork')}
              columns={2}
              options={channels.networks.map((n) => ({ label: n.name, value: n.code }))}
            />
          </Form.Item>
          <Form.Item label={t('ui.rechargeDepositAddress')} className="recharge-deposit">
            <DepositAddress network={network} {...copy} />
          </Form.Item>
          <Form.Item name="address" label={t('ui.rechargeFromAddress')} rules={[rule('address')]}>
            <Input className="recharge-from-address" placeholder={t('ui.rechargeFromAddressPlaceholder')} autoComplete="off" autoCapitalize="off" autoCorrect="off" clearable />
          </Form.Item>
        </>
      )}
      <Form.Item
        name="amount"
        label={t('ui.rechargeAmount')}
        rules={[rule('amount')]}
        normalize={amountAsTyped}
        // Wallet amounts read as the balance does: in the wallet's unit with its label
        // (docs/product/money.md#base-currency-and-display-currency).
        description={t('ui.rechargeAmountHint', { max: `${formatAmount(channels.max_amount, i18n.language)} ${t('ui.currencyLabel')}` })}
      >
        <Input className="recharge-amount" inputMode="decimal" placeholder="0.00" clearable />
      </Form.Item>
      <Form.Item name="evidence" label={t('ui.rechargeEvidence')} rules={[rule('evidence')]} description={t('ui.rechargeEvidenceHint')}>
        <SinglePictureField label={t('ui.rechargeEvidence')} className="recharge-evidence" upload={upload} busy={!idle} showFailed={false} />
      </Form.Item>
    </Form>
  )
}
