// The operator's exchange rates: units of each display currency for one unit of the base currency
// (fixed at 1, shown, not editable), checked with the contract's words; only the rates that
// changed are sent, and shoppers read them on their next page.
import { Button, Form } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useMatch, useRouter } from '@tanstack/react-router'
import * as z from 'zod/mini'
import type { Currency } from '../../../contract/fields'
import { adminChangeCurrencyRates, currencyRate, type AdminCurrencyRateRow } from '../../../contract/platform-settings'
import { showMessage, showSuccess } from '../../../ui/feedback'
import { useTranslation } from 'react-i18next'
import { useSubmission } from '../../../ui/forms/use-submission'
import { contractRule } from '../../../ui/forms/zod-rule'
import { useConsole } from '../../session/use-console'
import { SuffixedInput } from './suffixed-input'
import './settings.css'

type RateValues = Partial<Record<Currency, string>>

export function ExchangeRatesPage() {
  const rows = useMatch({ strict: false, select: (match) => match.loaderData }) as AdminCurrencyRateRow[]
  // Saved, the rates are read again: the form starts afresh from them.
  return <ExchangeRatesForm key={JSON.stringify(rows)} rows={rows} />
}

function ExchangeRatesForm({ rows }: { rows: AdminCurrencyRateRow[] }) {
  const { t, i18n } = useTranslation()
  const { http } = useConsole()
  const router = useRouter()
  const base = rows.find((row) => row.base)!
  const editable = rows.filter((row) => !row.base)
  const form = z.object(Object.fromEntries(editable.map((row) => [row.code, currencyRate])))
  const names = new Intl.DisplayNames([i18n.language], { type: 'currency' })
  const { submitting, submit, edit } = useSubmission(
    (body: { rates: Array<{ code: Currency; rate: string }> }) => http.call(adminChangeCurrencyRates, { body }),
    () => {
      showSuccess(t('msg.settingSuccess'))
      void router.invalidate()
    },
  )
  const changed = (values: RateValues) =>
    editable.flatMap((row) => {
      const typed = (values[row.code] ?? '').trim()
      return typed !== row.rate ? [{ code: row.code, rate: typed }] : []
    })

  return (
    <section className="console-settings">
      <p className="console-settings-intro">{t('console.exchangeRatesIntro', { base: base.code })}</p>
      <Form
        layout="vertical"
        mode="card"
        className="console-rates-form"
        initialValues={Object.fromEntries(editable.map((row) => [row.code, row.rate]))}
        onValuesChange={edit}
        onFinish={(values: RateValues) => {
          const rates = changed(values)
          // Nothing typed differs from what is in force: nothing to send.
          if (rates.length === 0) showMessage(t('console.nothingChanged'))
          else submit({ rates })
        }}
        footer={
          <Button block type="submit" color="primary" className="console-rates-save" loading={submitting} disabled={submitting}>
            {t('ui.save')}
          </Button>
        }
      >
        <Form.Item label={`${base.code} · ${names.of(base.code)}`} description={t('console.baseCurrencyNote')}>
          <span className="console-base-rate">1</span>
        </Form.Item>
        {editable.map((row) => (
          <Form.Item
            key={row.code}
            name={row.code}
            label={`${row.code} · ${names.of(row.code)}`}
            rules={[contractRule(form, row.code)]}
            description={t('console.rateMeaning', { base: base.code, rate: row.rate, code: row.code })}
          >
            <SuffixedInput className={`console-rate-${row.code}`} suffix={row.code} />
          </Form.Item>
        ))}
      </Form>
    </section>
  )
}
