// The bag (/bag, kept alive). Lines, selection and checkout arrive with the checkout issue.
import { Empty } from 'antd-mobile'
import '../../antd-setup'
import { useTranslation } from '../../i18n'
import { Page } from '../common/page'

export function BagPage() {
  const { t } = useTranslation()
  return (
    <Page title={t('route.bag')} back={false}>
      <Empty description={t('ui.bagEmpty')} />
    </Page>
  )
}
