// The SKU choice sheet of the product page, rendering the SKU choice machine: options that are
// out of stock cannot be chosen, the quantity stays within the chosen SKU's stock, and the buttons
// are there only when the machine takes their event.
import { Button, Popup } from 'antd-mobile'
import '../../../ui/antd-setup'
import { MinusIcon, PlusIcon } from '../common/icons'
import { useTranslation } from 'react-i18next'
import type { SnapshotFrom } from 'xstate'
import type { skuChoiceMachine, SkuChoiceEvent } from '../../../../machines/sku-choice.machine'
import type { ProductDetail } from '../../../contract/catalogue'
import { LazyImage } from '../common/lazy-image'
import { Price } from '../common/price'

export interface SkuSheetProps {
  product: ProductDetail
  state: SnapshotFrom<typeof skuChoiceMachine>
  send(event: SkuChoiceEvent): void
}

export function SkuSheet({ product, state, send }: SkuSheetProps) {
  const { t } = useTranslation()
  const chosen = product.skus.find((sku) => sku.id === state.context.skuId)
  const { quantity } = state.context
  return (
    <Popup
      visible={!state.matches('closed')}
      onMaskClick={() => send({ type: 'CLOSE' })}
      bodyClassName="sku-sheet"
      destroyOnClose
    >
      <div className="sku-sheet-head">
        <LazyImage src={product.images[0]} alt="" className="sku-sheet-image" width={88} height={88} eager />
        <div>
          <Price amount={chosen?.price ?? product.price} className="price-large" />
          <div className="muted">{chosen ? t('ui.stockLeft', { count: chosen.stock }) : t('ui.chooseSpec', { spec: product.spec_name })}</div>
        </div>
      </div>
      <h3 className="sku-sheet-title">{product.spec_name}</h3>
      <div className="sku-options" role="radiogroup" aria-label={product.spec_name}>
        {product.skus.map((sku) => (
          <button
            key={sku.id}
            type="button"
            role="radio"
            aria-checked={sku.id === state.context.skuId}
            className={`sku-option${sku.id === state.context.skuId ? ' is-chosen' : ''}`}
            disabled={!state.can({ type: 'SELECT', skuId: sku.id })}
            onClick={() => send({ type: 'SELECT', skuId: sku.id })}
          >
            {sku.label}
            {sku.stock === 0 && <small> · {t('ui.soldOut')}</small>}
          </button>
        ))}
      </div>
      <div className="sku-quantity">
        <span>{t('ui.quantity')}</span>
        <span className="stepper">
          <button type="button" aria-label={t('ui.decrease')} disabled={!state.can({ type: 'SET_QUANTITY', quantity: quantity - 1 })} onClick={() => send({ type: 'SET_QUANTITY', quantity: quantity - 1 })}>
            <MinusIcon />
          </button>
          <output aria-label={t('ui.quantity')}>{quantity}</output>
          <button type="button" aria-label={t('ui.increase')} disabled={!state.can({ type: 'SET_QUANTITY', quantity: quantity + 1 })} onClick={() => send({ type: 'SET_QUANTITY', quantity: quantity + 1 })}>
            <PlusIcon />
          </button>
        </span>
      </div>
      <div className="sku-actions">
        <Button className="add-to-bag" block color="warning" loading={state.matches('adding')} disabled={!state.can({ type: 'ADD_TO_BAG' })} onClick={() => send({ type: 'ADD_TO_BAG' })}>
          {t('ui.addToBag')}
        </Button>
        <Button className="buy-now" block color="primary" disabled={!state.can({ type: 'BUY_NOW' })} onClick={() => send({ type: 'BUY_NOW' })}>
          {t('ui.buyNow')}
        </Button>
      </div>
    </Popup>
  )
}
