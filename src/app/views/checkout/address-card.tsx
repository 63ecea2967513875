// The shipping address of a checkout: the chosen one, or a prompt to add one; tapping it opens the
// shopper's addresses to choose from, with a way to add or manage them (and come back here).
import { Link, useLocation } from '@tanstack/react-router'
import { Popup } from 'antd-mobile'
import { useEffect, useState } from 'react'
import '../../../ui/antd-setup'
import { addressList, type Address } from '../../../contract/addresses'
import { useTranslation } from 'react-i18next'
import { addressLine } from '../../../ui/format/address-line'
import { useHttp } from '../../session/use-session'

function useAddresses() {
  const http = useHttp()
  const [addresses, setAddresses] = useState<Address[] | null>(null)
  useEffect(() => {
    void http.call(addressList, { query: { page: 1, limit: 50 } }).then((page) => setAddresses(page.list), () => setAddresses([]))
  }, [http])
  return addresses
}

function AddressText({ address }: { address: Address }) {
  return (
    <>
      <p className="address-who">
        <strong>{address.addressee}</strong> <span className="muted">{address.mobile}</span> <span className="address-tag">{address.tag}</span>
      </p>
      <p className="address-where">{addressLine(address)}</p>
    </>
  )
}

export function AddressCard({ addressId, onChoose, disabled }: { addressId: number | null; onChoose(id: number): void; disabled?: boolean }) {
  const { t } = useTranslation()
  const addresses = useAddresses()
  const [open, setOpen] = useState(false)
  const back = useLocation({ select: (location) => location.href })
  const chosen = addresses?.find((a) => a.id === addressId)
  if (addresses !== null && addresses.length === 0) {
    return (
      <Link to="/addressForm/{-$id}" params={{}} search={{ redirect: back } as never} className="checkout-block address-card address-add">
        {t('ui.addShippingAddress')}
      </Link>
    )
  }
  return (
    <>
      <button type="button" className="checkout-block address-card" disabled={disabled || addresses === null} onClick={() => setOpen(true)}>
        {chosen ? <AddressText address={chosen} /> : <span className="address-none">{t('msg.chooseShippingAddress')}</span>}
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName="address-picker" destroyOnClose>
        <h2 className="sheet-title">{t('ui.chooseAddress')}</h2>
        <ul className="address-options">
          {addresses?.map((address) => (
            <li key={address.id}>
              <button
                type="button"
                className={`address-option${address.id === addressId ? ' is-chosen' : ''}`}
                aria-pressed={address.id === addressId}
                onClick={() => {
                  onChoose(address.id)
                  setOpen(false)
                }}
              >
                <AddressText address={address} />
              </button>
            </li>
          ))}
        </ul>
        <p className="address-manage">
          <Link to="/addressForm/{-$id}" params={{}} search={{ redirect: back } as never}>{t('ui.addShippingAddress')}</Link>
          {' · '}
          <Link to="/address" search={{ redirect: back } as never}>{t('ui.manageAddresses')}</Link>
        </p>
      </Popup>
    </>
  )
}
