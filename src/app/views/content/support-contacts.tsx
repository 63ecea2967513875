// How to reach the platform's support: one place for the help page and /platform. The address and
// number are the demo operator's; a deployment puts its own here (the mail domain is a reserved
// one, so a demo never sends a shopper's mail to a stranger).
import { List } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useTranslation } from 'react-i18next'

export const SUPPORT_EMAIL = 'support@marketplace.example'
export const SUPPORT_PHONE = '+84 28 7300 6868'

export function SupportContacts({ header }: { header?: string }) {
  const { t } = useTranslation()
  return (
    <List mode="card" header={header} className="support-contacts">
      <List.Item extra={<a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>}>{t('ui.platformEmail')}</List.Item>
      <List.Item extra={<a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</a>}>{t('ui.platformPhone')}</List.Item>
      <List.Item description={t('ui.platformHoursValue')}>{t('ui.platformHours')}</List.Item>
      <List.Item description={t('ui.platformAddressValue')}>{t('ui.platformAddress')}</List.Item>
    </List>
  )
}
