// The fields that pick a bank from the operator's list: the country (named in the reader's
// language), then a bank of that country; changing the country clears a bank of another one.
// Used by the withdrawal accounts page and by the withdrawal form's "save for next time".
import { Form, Selector } from 'antd-mobile'
import type { FormInstance } from 'antd-mobile/es/components/form'
import '../antd-setup'
import { useTranslation } from 'react-i18next'
import type { WithdrawalBank } from '../../contract/withdrawal-banks'
import { countryName } from '../format/country-name'
import { ChoiceChips } from '../forms/choice-chips'

type Rule = (form: Pick<FormInstance, 'getFieldsValue'>) => { validator(): Promise<void> }

/** A bank's id as a chip: the form holds the number. */
function BankChips({ value, onChange, banks, label }: { value?: number; onChange?(id: number): void; banks: WithdrawalBank[]; label: string }) {
  return (
    <Selector
      aria-label={label}
      columns={2}
      options={banks.map((bank) => ({ label: bank.code && bank.code !== bank.name.toUpperCase() ? `${bank.name} · ${bank.code}` : bank.name, value: String(bank.id) }))}
      value={value === undefined ? [] : [String(value)]}
      onChange={(chosen) => {
        if (chosen.length > 0) onChange?.(Number(chosen[0]))
      }}
    />
  )
}

export function BankChoiceFields({ form, banks, rule }: {
  form: FormInstance
  banks: WithdrawalBank[]
  /** The contract's rule of a field of the form these fields are in. */
  rule(field: 'country' | 'bank_id'): Rule
}) {
  const { t, i18n } = useTranslation()
  const country = Form.useWatch('country', form as never) as string | undefined
  const countries = [...new Set(banks.map((bank) => bank.country))]
  const ofCountry = banks.filter((bank) => bank.country === country)
  return (
    <>
      <Form.Item name="country" label={t('withdrawalAccounts.country')} rules={[rule('country')]}>
        <ChoiceChips
          columns={3}
          label={t('withdrawalAccounts.country')}
          options={countries.map((code) => ({ label: countryName(code, i18n.language), value: code }))}
          // After the form took the country (the form calls the field's own onChange too).
          onChange={(code) => {
            if (!banks.some((bank) => bank.country === code && bank.id === form.getFieldValue('bank_id'))) form.setFieldValue('bank_id', undefined)
          }}
        />
      </Form.Item>
      {country && (
        <Form.Item
          name="bank_id"
          label={t('withdrawalAccounts.bank')}
          rules={[rule('bank_id')]}
          className="withdrawal-account-bank"
          description={ofCountry.length === 0 ? t('withdrawalAccounts.noBanks') : undefined}
        >
          <BankChips banks={ofCountry} label={t('withdrawalAccounts.bank')} />
        </Form.Item>
      )}
    </>
  )
}
