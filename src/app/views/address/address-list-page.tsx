// /address: the shopper's addresses, the default first. Tapping one edits it (or, opened from
// checkout with ?redirect=, delivers there); set as default and delete each ask first
// (docs/product/screens.md#confirmation-prompts); at most 20 addresses, so "Add address" stops at the limit.
import { useState } from 'react'
import { Button, Dialog } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useNavigate } from '@tanstack/react-router'
import { addressDelete, addressList, addressSetDefault, MAX_ADDRESSES, type Address } from '../../../contract/addresses'
import { showSuccess } from '../../../ui/feedback'
import { useTranslation } from 'react-i18next'
import { useHttp } from '../../session/use-session'
import { Notice } from '../common/notice'
import { Page } from '../common/page'
import { PagedList } from '../common/paged-list'
import { AddressSummary } from './address-summary'
import { useReturnPath, withAddressId } from './address-search'

export function AddressListPage() {
  const { t } = useTranslation()
  const http = useHttp()
  const navigate = useNavigate()
  const target = useReturnPath('/address')
  // Bumped after a change: the list loads again (the order depends on the default).
  const [generation, setGeneration] = useState(0)
  const [count, setCount] = useState<number | null>(null)
  const [busy, setBusy] = useState<number | null>(null)

  const edit = (address: Address) => navigate({ to: '/addressForm/{-$id}', params: { id: String(address.id) } })
  const deliverHere = (address: Address) => navigate({ href: withAddressId(target!, address.id), replace: true })

  /** Asks, then makes the call; the list reloads after a success (a refusal is toasted by the client). */
  const act = async (address: Address, question: string, run: () => Promise<unknown>, done: string) => {
    const confirmed = await Dialog.confirm({ content: question, confirmText: t('ui.confirm'), cancelText: t('ui.cancel') })
    if (!confirmed) return
    setBusy(address.id)
    try {
      await run()
      showSuccess(t(done))
    } catch {
      // The client has shown the reason; the list shows the server's state again.
    } finally {
      setBusy(null)
      setGeneration((g) => g + 1)
    }
  }
  const setDefault = (address: Address) =>
    act(address, t('ui.setDefaultConfirm'), () => http.call(addressSetDefault, { body: { id: address.id } }), 'msg.settingSuccess')
  const remove = (address: Address) =>
    act(address, t('ui.deleteAddressConfirm'), () => http.call(addressDelete, { query: { id: address.id } }), 'msg.deleteSuccess')

  const full = count !== null && count >= MAX_ADDRESSES
  return (
    <Page title={t('route.address')} className="address-page">
      <PagedList<Address>
        key={generation}
        limit={MAX_ADDRESSES}
        fetchPage={async (page) => {
          const answer = await http.call(addressList, { query: page })
          setCount(answer.total)
          return answer
        }}
        itemKey={(address) => address.id}
        empty={<Notice kind="empty" title={t('ui.noAddresses')} />}
        renderItem={(address) => (
          <article className={address.is_default ? 'address-row is-default' : 'address-row'} data-address-id={address.id}>
            <button
              type="button"
              className="address-main"
              aria-label={target ? `${t('ui.deliverHere')}: ${address.addressee}` : `${t('ui.edit')}: ${address.addressee}`}
              onClick={() => void (target ? deliverHere(address) : edit(address))}
            >
              <AddressSummary address={address} />
              {target && <span className="address-deliver">{t('ui.deliverHere')}</span>}
            </button>
            <div className="address-actions">
              {address.is_default ? (
                <span className="address-is-default">{t('ui.addressDefault')}</span>
              ) : (
                <Button size="mini" fill="none" className="address-set-default" disabled={busy !== null} onClick={() => void setDefault(address)}>
                  {t('ui.setAsDefault')}
                </Button>
              )}
              <span className="address-actions-gap" />
              <Button size="mini" fill="none" className="address-edit" disabled={busy !== null} onClick={() => void edit(address)}>
                {t('ui.edit')}
              </Button>
              <Button size="mini" fill="none" color="danger" className="address-delete" disabled={busy !== null} onClick={() => void remove(address)}>
                {t('ui.delete')}
              </Button>
            </div>
          </article>
        )}
      />
      <div className="address-add-bar">
        {count !== null && count > 0 && (
          <p className="address-count">{full ? t('msg.addressBookFull', { max: MAX_ADDRESSES }) : t('ui.addressCount', { count, max: MAX_ADDRESSES })}</p>
        )}
        <Button block color="primary" size="large" className="address-add" disabled={full} onClick={() => void navigate({ to: '/addressForm/{-$id}', params: { id: undefined } })}>
          {t('ui.addAddress')}
        </Button>
      </div>
    </Page>
  )
}
