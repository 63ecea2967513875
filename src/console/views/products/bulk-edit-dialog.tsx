// New prices and stock for the options of the products picked in the list: one row per option with
// its price and stock as they are now; what the merchant changes is sent in one call, which the
// server applies to every row or to none. Each changed row is checked with the contract's own rules
// first, and a refusal, the browser's or the server's, names the row (product · option).
//
// Stock goes with the number the dialog showed, as in the editor: the server moves it by the
// difference, so orders placed meanwhile keep their units. When orders took more than is being
// taken away, the refusal says what is left and that row counts from there on.
import { useEffect, useRef, useState } from 'react'
import { Button, CenterPopup, Skeleton } from 'antd-mobile'
import '../../../ui/antd-setup'
import { ApiError } from '../../../client/api-error'
import { wholeNumberOf } from '../../../contract/fields'
import {
  bulkSkuEditBody,
  merchantProductBulkEdit,
  merchantProductDetail,
  type BulkSkuEdit,
  type MerchantProductRow,
} from '../../../contract/merchant-products'
import { showSuccess } from '../../../ui/feedback'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '../../../ui/i18n'
import { useConsole } from '../../session/use-console'

interface EditRow {
  id: number
  /** "Product · option", in the merchant's language. */
  name: string
  code: string
  price: string
  stock: string
  /** What the server had when the dialog opened (the stock: or after a refusal said what is left). */
  priceWas: string
  stockWas: number
}

interface Refusal {
  /** The row refused, when one is, and its field when known. */
  rowId?: number
  field?: string
  text: string
}

const changedRows = (rows: EditRow[]) => rows.filter((row) => row.price.trim() !== row.priceWas || row.stock.trim() !== String(row.stockWas))

function editOf(row: EditRow): BulkSkuEdit {
  const stockChanged = row.stock.trim() !== String(row.stockWas)
  return {
    id: row.id,
    price: row.price.trim() !== row.priceWas ? row.price.trim() : undefined,
    stock: stockChanged ? wholeNumberOf(row.stock) : undefined,
    stock_was: stockChanged ? row.stockWas : undefined,
  }
}

export function BulkEditDialog({ products, onClose, onSaved }: { products: MerchantProductRow[]; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation()
  const { http } = useConsole()
  const [rows, setRows] = useState<EditRow[] | null>(null)
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const [saving, setSaving] = useState(false)
  // The products as picked when the dialog opened; closing is the latest render's.
  const [opened] = useState(products)
  const close = useRef(onClose)
  close.current = onClose

  useEffect(() => {
    let gone = false
    const lang = currentLanguage()
    Promise.all(opened.map((product) => http.call(merchantProductDetail, { query: { id: product.id } })))
      .then((details) => {
        if (gone) return
        setRows(details.flatMap((product) => product.skus.map((sku) => ({
          id: sku.id,
          name: `${product.title[lang] || product.title.en} · ${sku.label[lang] || sku.label.en}`,
          code: sku.code,
          price: sku.price,
          stock: String(sku.stock),
          priceWas: sku.price,
          stockWas: sku.stock,
        }))))
      })
      // The client has said why it could not read them.
      .catch(() => gone || close.current())
    return () => {
      gone = true
    }
  }, [http, opened])

  const change = (id: number, field: 'price' | 'stock', value: string) => {
    setRefusal(null)
    setRows((now) => now && now.map((row) => (row.id === id ? { ...row, [field]: value } : row)))
  }
  const changed = rows ? changedRows(rows) : []
  /** The row an issue's path (`skus.2.price`) points at, among the rows sent. */
  const rowAt = (path: ReadonlyArray<PropertyKey | string>) => (path[0] === 'skus' ? changed[Number(path[1])] : undefined)
  const named = (path: ReadonlyArray<PropertyKey | string>, text: string): Refusal => {
    const row = rowAt(path)
    return row ? { rowId: row.id, field: String(path[2]), text: t('console.productsBulk.rowRefused', { row: row.name, reason: text }) } : { text }
  }

  const save = async () => {
    const body = { skus: changed.map(editOf) }
    const checked = bulkSkuEditBody.safeParse(body)
    if (!checked.success) {
      const issue = checked.error.issues[0]!
      return setRefusal(named(issue.path, t(issue.message)))
    }
    setSaving(true)
    try {
      await http.call(merchantProductBulkEdit, { body })
      showSuccess(t('productsBulk.editDone'))
      onSaved()
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      const data = error.data as { field?: string; reason?: string; sku_id?: number; stock?: number } | null
      if (data?.reason === 'stockChanged' && data.sku_id !== undefined) {
        setRows((now) => now && now.map((row) => (row.id === data.sku_id ? { ...row, stockWas: data.stock ?? 0 } : row)))
        setRefusal({ rowId: data.sku_id, field: 'stock', text: error.msg })
      } else {
        setRefusal(named(data?.field ? data.field.split('.') : [], error.msg))
      }
    } finally {
      setSaving(false)
    }
  }

  return (
    <CenterPopup visible onClose={saving ? undefined : onClose} className="products-bulk-dialog" role="dialog" aria-label={t('console.productsBulk.editTitle')}>
      <div className="products-bulk-dialog-body">
        <h2>{t('console.productsBulk.editTitle')}</h2>
        <p className="console-muted">{t('console.productsBulk.editHint')}</p>
        {!rows ? (
          <Skeleton.Paragraph lineCount={4} animated />
        ) : (
          <table className="products-bulk-table">
            <thead>
              <tr>
                <th scope="col">{t('console.productsBulk.option')}</th>
                <th scope="col">{t('console.productsBulk.skuCode')}</th>
                <th scope="col">{t('console.skuPrice')}</th>
                <th scope="col">{t('console.skuStock')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-sku={row.id} className={refusal?.rowId === row.id ? 'is-refused' : undefined}>
                  <th scope="row">{row.name}</th>
                  <td className="console-muted">{row.code || '—'}</td>
                  <RowField row={row} field="price" refusal={refusal} label={t('console.productsBulk.priceOf', { row: row.name })} onChange={change} />
                  <RowField row={row} field="stock" refusal={refusal} label={t('console.productsBulk.stockOf', { row: row.name })} onChange={change} />
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {refusal && <p className="products-bulk-refusal" role="alert">{refusal.text}</p>}
        <div className="products-bulk-buttons">
          <Button color="primary" className="products-bulk-save" loading={saving} disabled={saving || changed.length === 0} onClick={() => void save()}>
            {t('console.productsBulk.saveChanged', { count: changed.length })}
          </Button>
          <Button className="products-bulk-cancel" disabled={saving} onClick={onClose}>{t('ui.cancel')}</Button>
        </div>
      </div>
    </CenterPopup>
  )
}

/** A row's price or stock as typed. */
function RowField({ row, field, refusal, label, onChange }: {
  row: EditRow
  field: 'price' | 'stock'
  refusal: Refusal | null
  label: string
  onChange(id: number, field: 'price' | 'stock', value: string): void
}) {
  // The field refused is marked; a refusal of the row's other field (stock_was) marks the stock.
  const refused = refusal?.rowId === row.id && (refusal.field === field || (field === 'stock' && refusal.field === 'stock_was'))
  return (
    <td>
      <input
        className={refused ? `bulk-${field} is-refused` : `bulk-${field}`}
        aria-invalid={refused || undefined}
        inputMode={field === 'price' ? 'decimal' : 'numeric'}
        autoComplete="off"
        aria-label={label}
        value={row[field]}
        onChange={(event) => onChange(row.id, field, event.target.value)}
      />
    </td>
  )
}
