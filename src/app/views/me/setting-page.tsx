// /setting: interface language and display currency (cookies, 3 days), and quitting.
import { useState } from 'react'
import { List, Picker } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { CURRENCIES, type Currency } from '../../../contract/fields'
import { showSuccess } from '../../../ui/feedback'
import { readCurrency, writeCurrency } from '../../../ui/preferences'
import { Page } from '../common/page'
import { LANGUAGE_NAMES } from '../../../ui/language-names'

export function SettingPage() {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const [currency, setCurrency] = useState<Currency>(readCurrency)
  const [picking, setPicking] = useState(false)
  return (
    <Page title={t('route.setting')}>
      <List mode="card">
        <List.Item extra={LANGUAGE_NAMES[i18n.language as keyof typeof LANGUAGE_NAMES]} onClick={() => navigate({ to: '/language' })}>
          {t('ui.language')}
        </List.Item>
        <List.Item extra={<span data-testid="currency">{currency}</span>} onClick={() => setPicking(true)}>
          {t('ui.currency')}
        </List.Item>
      </List>
      <Picker
        columns={[CURRENCIES.map((code) => ({ label: code, value: code }))]}
        visible={picking}
        value={[currency]}
        confirmText={t('ui.confirm')}
        cancelText={t('ui.cancel')}
        onClose={() => setPicking(false)}
        onConfirm={([value]) => {
          const chosen = value as Currency
          writeCurrency(chosen)
          setCurrency(chosen)
          showSuccess(t('msg.settingSuccess'))
        }}
      />
    </Page>
  )
}
