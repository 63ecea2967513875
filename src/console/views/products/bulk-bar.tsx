// What can be done to the products picked in the list at once: hide them from shoppers or put them
// on sale again (after asking, one call that changes all of them or none), or give their options
// new prices and stock in a dialog. Done, the list is read again and the picking starts over.
import { useState } from 'react'
import { Button, Dialog } from 'antd-mobile'
import '../../../ui/antd-setup'
import { merchantProductBulkVisibility, type MerchantProductRow } from '../../../contract/merchant-products'
import { showSuccess } from '../../../ui/feedback'
import { useTranslation } from 'react-i18next'
import { useConsole } from '../../session/use-console'
import { BulkEditDialog } from './bulk-edit-dialog'

export function BulkBar({ picked, onClear, onChanged }: { picked: MerchantProductRow[]; onClear(): void; onChanged(): void }) {
  const { t } = useTranslation()
  const { http } = useConsole()
  const [busy, setBusy] = useState(false)
  const [editing, setEditing] = useState(false)
  const setHidden = async (hidden: boolean) => {
    const confirmed = await Dialog.confirm({
      content: t(hidden ? 'console.productsBulk.hideConfirm' : 'console.productsBulk.showConfirm', { count: picked.length }),
      confirmText: t(hidden ? 'console.productHide' : 'console.productShow'),
      cancelText: t('ui.notNow'),
    })
    if (!confirmed) return
    setBusy(true)
    try {
      await http.call(merchantProductBulkVisibility, { body: { ids: picked.map((product) => product.id), hidden } })
      showSuccess(t(hidden ? 'productsBulk.hiddenDone' : 'productsBulk.shownDone'))
      onChanged()
    } catch {
      // The client has said why; nothing changed, and the list is read again as it is.
      onChanged()
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="console-card products-bulk-bar" role="region" aria-label={t('console.productsBulk.barLabel')}>
      <strong className="products-bulk-count">{t('console.productsBulk.picked', { count: picked.length })}</strong>
      <Button size="small" className="products-bulk-hide" disabled={busy} onClick={() => void setHidden(true)}>{t('console.productsBulk.hide')}</Button>
      <Button size="small" className="products-bulk-show" disabled={busy} onClick={() => void setHidden(false)}>{t('console.productsBulk.show')}</Button>
      <Button size="small" color="primary" className="products-bulk-edit" disabled={busy} onClick={() => setEditing(true)}>{t('console.productsBulk.edit')}</Button>
      <Button size="small" fill="none" className="products-bulk-clear" disabled={busy} onClick={onClear}>{t('console.productsBulk.clear')}</Button>
      {editing && (
        <BulkEditDialog
          products={picked}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false)
            onChanged()
          }}
        />
      )}
    </div>
  )
}
