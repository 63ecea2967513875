// The operator's rates and timers: the commission and the withdrawal service charge in percent, the
// order timers in minutes, hours or days, each with its default and who changed it last. Checked
// with the contract's words before sending; saved, the page reads the settings again.
import { Button, Form } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useMatch, useRouter } from '@tanstack/react-router'
import {
  adminChangeSettings, msOfTimerEntry, percentOfRate, rateOfPercent, settingsForm, timerEntryOf,
  type AmountSetting, type PlatformSettingsView, type RateSetting, type SettingsFormValues, type TimerSetting, type TimerUnit,
} from '../../../contract/platform-settings'
import { formatAmount } from '../../../ui/format/money'
import { amountAsTyped } from '../../../contract/fields'
import { showSuccess } from '../../../ui/feedback'
import { useTranslation } from 'react-i18next'
import { useSubmission } from '../../../ui/forms/use-submission'
import { contractRule } from '../../../ui/forms/zod-rule'
import { useConsole } from '../../session/use-console'
import { SettingNote } from './setting-note'
import { SuffixedInput } from './suffixed-input'
import { TimerField } from './timer-field'
import './settings.css'

const RATES: ReadonlyArray<readonly [RateSetting, string, string]> = [
  ['commission_rate', 'console.commissionRate', 'console.commissionRateHelp'],
  ['withdrawal_fee_rate', 'console.withdrawalFeeRate', 'console.withdrawalFeeRateHelp'],
]
const TIMERS: ReadonlyArray<readonly [TimerSetting, string, string]> = [
  ['unpaid_order_ttl_ms', 'console.unpaidOrderTtl', 'console.unpaidOrderTtlHelp'],
  ['auto_receive_ms', 'console.autoReceive', 'console.autoReceiveHelp'],
  ['auto_complete_ms', 'console.autoComplete', 'console.autoCompleteHelp'],
]
const AMOUNTS: ReadonlyArray<readonly [AmountSetting, string, string]> = [
  ['withdrawal_min_amount', 'console.withdrawalMinAmount', 'console.withdrawalMinAmountHelp'],
  ['withdrawal_min_charge', 'console.withdrawalMinCharge', 'console.withdrawalMinChargeHelp'],
]
const INTL_UNIT: Record<TimerUnit, string> = { minutes: 'minute', hours: 'hour', days: 'day' }

function formValuesOf(current: PlatformSettingsView): SettingsFormValues {
  return {
    commission_rate: percentOfRate(current.commission_rate.value),
    withdrawal_fee_rate: percentOfRate(current.withdrawal_fee_rate.value),
    unpaid_order_ttl_ms: timerEntryOf(current.unpaid_order_ttl_ms.value),
    auto_receive_ms: timerEntryOf(current.auto_receive_ms.value),
    auto_complete_ms: timerEntryOf(current.auto_complete_ms.value),
    withdrawal_min_amount: current.withdrawal_min_amount.value,
    withdrawal_min_charge: current.withdrawal_min_charge.value,
  }
}

/** The form's checked values as the API takes them (the form refused anything else before). */
function bodyOf(values: SettingsFormValues) {
  const ms = (setting: TimerSetting) => msOfTimerEntry(values[setting])!
  return {
    commission_rate: rateOfPercent(values.commission_rate)!,
    withdrawal_fee_rate: rateOfPercent(values.withdrawal_fee_rate)!,
    unpaid_order_ttl_ms: ms('unpaid_order_ttl_ms'),
    auto_receive_ms: ms('auto_receive_ms'),
    auto_complete_ms: ms('auto_complete_ms'),
    withdrawal_min_amount: values.withdrawal_min_amount,
    withdrawal_min_charge: values.withdrawal_min_charge,
  }
}

export function SettingsPage() {
  const current = useMatch({ strict: false, select: (match) => match.loaderData }) as PlatformSettingsView
  // Saved, the settings are read again: the form starts afresh from them (and who changed them).
  return <SettingsForm key={JSON.stringify(current)} current={current} />
}

function SettingsForm({ current }: { current: PlatformSettingsView }) {
  const { t, i18n } = useTranslation()
  const { http } = useConsole()
  const router = useRouter()
  const { submitting, submit, edit } = useSubmission(
    (values: SettingsFormValues) => http.call(adminChangeSettings, { body: bodyOf(values) }),
    () => {
      showSuccess(t('msg.settingSuccess'))
      void router.invalidate()
    },
  )
  const rule = (field: keyof SettingsFormValues) => [contractRule(settingsForm, field)]
  const duration = (ms: number) => {
    const { amount, unit } = timerEntryOf(ms)
    return new Intl.NumberFormat(i18n.language, { style: 'unit', unit: INTL_UNIT[unit], unitDisplay: 'long' }).format(Number(amount))
  }
  const note = (setting: RateSetting | TimerSetting | AmountSetting, help: string, shownDefault: string) => (
    <SettingNote help={t(help)} shownDefault={shownDefault} changedBy={current[setting].updated_by?.account ?? null} changedAt={current[setting].updated_at} />
  )

  return (
    <section className="console-settings">
      <p className="console-settings-intro">{t('console.settingsIntro')}</p>
      <Form
        layout="vertical"
        mode="card"
        className="console-settings-form"
        initialValues={formValuesOf(current)}
        onValuesChange={edit}
        onFinish={(values: SettingsFormValues) => {
          const checked = settingsForm.safeParse(values)
          if (checked.success) submit(checked.data)
        }}
        footer={
          <Button block type="submit" color="primary" className="console-settings-save" loading={submitting} disabled={submitting}>
            {t('ui.save')}
          </Button>
        }
      >
        {RATES.map(([setting, label, help]) => (
          <Form.Item
            key={setting}
            name={setting}
            label={t(label)}
            rules={rule(setting)}
            description={note(setting, help, `${percentOfRate(current[setting].default)}%`)}
          >
            <SuffixedInput className={`console-setting-${setting}`} suffix="%" />
          </Form.Item>
        ))}
        {AMOUNTS.map(([setting, label, help]) => (
          <Form.Item
            key={setting}
            name={setting}
            label={t(label)}
            rules={rule(setting)}
            normalize={amountAsTyped}
            description={note(setting, help, `${formatAmount(current[setting].default, i18n.language)} ${t('ui.currencyLabel')}`)}
          >
            <SuffixedInput className={`console-setting-${setting}`} suffix={t('ui.currencyLabel')} />
          </Form.Item>
        ))}
        {TIMERS.map(([setting, label, help]) => (
          <Form.Item key={setting} name={setting} label={t(label)} rules={rule(setting)} description={note(setting, help, duration(current[setting].default))}>
            <TimerField label={t(label)} />
          </Form.Item>
        ))}
      </Form>
    </section>
  )
}
