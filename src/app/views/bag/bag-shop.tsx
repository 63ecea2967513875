// One shop's lines in the bag: the shop's header with its select-all box and a link to the shop,
// then each line (picture, title, SKU, price, quantity stepper, select box), removable by a swipe.
// Boxes and steppers send the bag machine's events; while a change is in flight they wait.
import { useRef, useState } from 'react'
import { Checkbox, Stepper, SwipeAction } from 'antd-mobile'
import '../../../ui/antd-setup'
import { Link } from '@tanstack/react-router'
import type { Bag, BagLine } from '../../../contract/cart'
import { quantityLimit, type BagEvent } from '../../../../machines/bag.machine'
import { useTranslation } from 'react-i18next'
import { LazyImage } from '../common/lazy-image'
import { Price } from '../common/price'

type ShopGroup = Bag['shops'][number]

interface Props {
  group: ShopGroup
  /** A change is in flight: the boxes and steppers wait for its answer. */
  busy: boolean
  send(event: BagEvent): void
}

/** Every line that can be bought is selected (and there is one). */
export function allSelected(lines: BagLine[]) {
  const buyable = lines.filter((line) => line.available)
  return buyable.length > 0 && buyable.every((line) => line.selected)
}

export function BagShop({ group, busy, send }: Props) {
  const { t } = useTranslation()
  const { shop, lines } = group
  return (
    <section className="bag-shop" data-shop={shop.id}>
      <header className="bag-shop-head">
        <Checkbox
          className="bag-shop-check"
          checked={allSelected(lines)}
          disabled={busy || !lines.some((line) => line.available)}
          onChange={(selected) => send({ type: 'TOGGLE_SHOP', shopId: shop.id, selected })}
        >
          <span className="sr-only">{t('ui.selectShopItems', { shop: shop.name })}</span>
        </Checkbox>
        <Link to="/shop/{-$id}" params={{ id: String(shop.id) }} className="bag-shop-link">
          <LazyImage src={shop.logo} alt="" className="bag-shop-logo" width={24} height={24} />
          <span className="bag-shop-name">{shop.name}</span>
          <span className="bag-shop-chevron" aria-hidden="true">›</span>
        </Link>
      </header>
      {lines.map((line) => (
        <LineRow key={line.id} line={line} busy={busy} send={send} />
      ))}
    </section>
  )
}

function LineRow({ line, busy, send }: { line: BagLine; busy: boolean; send: Props['send'] }) {
  const { t } = useTranslation()
  const detail = { to: '/detail/{-$product}/{-$mer}', params: { product: String(line.product_id) } } as const
  return (
    <div className={`bag-line${line.available ? '' : ' is-unavailable'}`} data-line={line.id}>
      <SwipeAction
        rightActions={[{ key: 'delete', text: t('ui.delete'), color: 'danger', onClick: () => send({ type: 'REMOVE', ids: [line.id] }) }]}
      >
        <div className="bag-line-body">
          <Checkbox
            className="bag-line-check"
            checked={line.selected}
            disabled={busy || !line.available}
            onChange={(selected) => send({ type: 'TOGGLE_LINE', id: line.id, selected })}
          >
            <span className="sr-only">{line.title}</span>
          </Checkbox>
          <Link {...detail} className="bag-line-image">
            <LazyImage src={line.image} alt="" width={84} height={84} />
          </Link>
          <div className="bag-line-main">
            <Link {...detail} className="bag-line-title">{line.title}</Link>
            <div className="bag-line-sku">{line.sku_label}</div>
            {!line.available && (
              <div className="bag-line-stock">
                {!line.on_sale ? t('ui.notOnSale') : line.stock === 0 ? t('ui.soldOut') : t('ui.onlyLeft', { count: line.stock })}
              </div>
            )}
            <div className="bag-line-foot">
              <Price amount={line.price} />
              <LineStepper line={line} busy={busy} send={send} />
            </div>
          </div>
        </div>
      </SwipeAction>
    </div>
  )
}

/**
 * The quantity, within today's stock and 99. A tap on − or + is sent at once; a number typed in
 * the box is sent when the box is left, not at each keystroke.
 */
function LineStepper({ line, busy, send }: { line: BagLine; busy: boolean; send: Props['send'] }) {
  const [draft, setDraft] = useState<number | null>(null)
  const typing = useRef(false)
  const change = (quantity: number) => send({ type: 'SET_QUANTITY', id: line.id, quantity, stock: line.stock })
  return (
    <Stepper
      className="bag-line-stepper"
      value={draft ?? line.quantity}
      min={1}
      max={Math.max(1, quantityLimit(line.stock))}
      digits={0}
      disabled={busy || line.stock === 0}
      onFocus={() => {
        typing.current = true
      }}
      onBlur={() => {
        typing.current = false
        if (draft !== null && draft !== line.quantity) change(draft)
        setDraft(null)
      }}
      onChange={(value) => {
        if (value === null) return
        if (typing.current) setDraft(value)
        else if (value !== line.quantity) change(value)
      }}
    />
  )
}
