// The banks shoppers may withdraw to, country by country (each country named in the operator's
// language): shown to shoppers or hidden with a switch; a form below adds one to a country's list.
// Every change is one call, after which the page reads the banks again.
import { Button, Form, Input, Switch, Tag } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useMatch, useRouter } from '@tanstack/react-router'
import {
  adminCreateWithdrawalBank, adminEnableWithdrawalBank, withdrawalBankForm,
  type WithdrawalBankFormValues, type WithdrawalBankRow,
} from '../../../contract/withdrawal-banks'
import { useTranslation } from 'react-i18next'
import { showSuccess } from '../../../ui/feedback'
import { countryName } from '../../../ui/format/country-name'
import { useSubmission } from '../../../ui/forms/use-submission'
import { contractRule } from '../../../ui/forms/zod-rule'
import { useConsole } from '../../session/use-console'
import './settings.css'

export function WithdrawalBanksPage() {
  const rows = useMatch({ strict: false, select: (match) => match.loaderData }) as WithdrawalBankRow[]
  return <WithdrawalBanks key={JSON.stringify(rows)} rows={rows} />
}

function WithdrawalBanks({ rows }: { rows: WithdrawalBankRow[] }) {
  const { t, i18n } = useTranslation()
  const { http } = useConsole()
  const router = useRouter()
  const reload = () => void router.invalidate()
  const toggle = useSubmission((body: { id: number; enabled: boolean }) => http.call(adminEnableWithdrawalBank, { body }), reload)
  const countries = [...new Set(rows.map((row) => row.country))]

  return (
    <section className="console-settings console-withdrawal-banks">
      <p className="console-settings-intro">{t('console.withdrawalBanks.intro')}</p>
      {rows.length === 0 && <p className="console-empty">{t('console.withdrawalBanks.none')}</p>}
      {countries.map((country) => (
        <section key={country} className="console-bank-country" data-country={country}>
          <h2 className="console-bank-country-name">{countryName(country, i18n.language)} <span className="console-muted">{country}</span></h2>
          <ul className="console-rows console-bank-list">
            {rows.filter((row) => row.country === country).map((row) => (
              <li key={row.id} className={row.enabled ? 'console-card console-bank' : 'console-card console-bank console-channel-off'} data-bank={row.name}>
                <p className="console-channel-head">
                  <strong className="console-bank-name">{row.name}</strong>
                  {row.code && <Tag color="default" fill="outline">{row.code}</Tag>}
                </p>
                <label className="console-channel-shown">
                  <Switch
                    checked={row.enabled}
                    disabled={toggle.submitting}
                    onChange={(enabled) => toggle.submit({ id: row.id, enabled })}
                    aria-label={`${row.name}: ${t('console.withdrawalBanks.shown')}`}
                  />
                  <span>{t(row.enabled ? 'console.withdrawalBanks.shown' : 'console.withdrawalBanks.hidden')}</span>
                </label>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <WithdrawalBankAdd onSaved={reload} />
    </section>
  )
}

function WithdrawalBankAdd({ onSaved }: { onSaved(): void }) {
  const { t, i18n } = useTranslation()
  const { http } = useConsole()
  const [form] = Form.useForm<WithdrawalBankFormValues>()
  const country = Form.useWatch('country', form) as string | undefined
  const { submitting, submit, edit } = useSubmission(
    (values: WithdrawalBankFormValues) => http.call(adminCreateWithdrawalBank, { body: values }),
    () => {
      showSuccess(t('msg.saveSuccess'))
      onSaved()
    },
  )
  const rule = (field: keyof WithdrawalBankFormValues) => [contractRule(withdrawalBankForm, field)]
  const named = country && /^[A-Za-z]{2}$/.test(country.trim()) ? countryName(country.trim().toUpperCase(), i18n.language) : null

  return (
    <Form
      form={form}
      name="withdrawal-bank-new"
      layout="vertical"
      mode="card"
      className="console-channel-form console-bank-add"
      onValuesChange={edit}
      onFinish={(values: WithdrawalBankFormValues) => {
        const checked = withdrawalBankForm.safeParse(values)
        if (checked.success) submit(checked.data)
      }}
      footer={
        <Button type="submit" color="primary" className="console-bank-add-submit" loading={submitting} disabled={submitting}>
          {t('console.withdrawalBanks.addSubmit')}
        </Button>
      }
    >
      <Form.Header>{t('console.withdrawalBanks.add')}</Form.Header>
      <Form.Item name="country" label={t('console.withdrawalBanks.country')} rules={rule('country')} description={named ?? t('console.withdrawalBanks.countryHelp')}>
        <Input className="console-bank-country-input" autoComplete="off" placeholder="VN" maxLength={2} />
      </Form.Item>
      <Form.Item name="name" label={t('console.withdrawalBanks.name')} rules={rule('name')}>
        <Input className="console-bank-name-input" autoComplete="off" placeholder="Vietcombank" />
      </Form.Item>
      <Form.Item name="code" label={t('console.withdrawalBanks.code')} rules={rule('code')} description={t('console.withdrawalBanks.codeHelp')}>
        <Input className="console-bank-code-input" autoComplete="off" placeholder="VCB" />
      </Form.Item>
    </Form>
  )
}
