// One address as the shopper reads it: addressee and mobile, the tag and the default badge, then
// the area and the detailed address. Shared by the address list and whoever shows a chosen address.
import { Tag } from 'antd-mobile'
import '../../../ui/antd-setup'
import type { Address } from '../../../contract/addresses'
import { useTranslation } from 'react-i18next'
import { addressLine } from '../../../ui/format/address-line'

export function AddressSummary({ address }: { address: Address }) {
  const { t } = useTranslation()
  return (
    <div className="address-summary">
      <div className="address-head">
        <span className="address-addressee">{address.addressee}</span>
        <span className="address-mobile">{address.mobile}</span>
      </div>
      <div className="address-place">
        {address.is_default && <Tag color="primary" fill="solid" className="address-default-badge">{t('ui.addressDefault')}</Tag>}
        <Tag color="primary" fill="outline" className="address-tag">{address.tag}</Tag>
        <span className="address-text">{addressLine(address)}</span>
      </div>
    </div>
  )
}
