// One address on one line: the area and the detailed address joined the way the shopper's language
// writes them ("12 Le Loi, District 1"; area first in Chinese, Japanese and Korean), never run together.
import { t } from '../i18n'

export function addressLine(address: { area: string; detail: string }): string {
  return t('storefront.addressLine', { area: address.area.trim(), detail: address.detail.trim() })
}
