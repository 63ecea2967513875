// The promo code of a checkout: typed and applied (the server says why one is refused), or shown
// as applied with a way to remove it.
import { Button, Input } from 'antd-mobile'
import { useState } from 'react'
import '../../../ui/antd-setup'
import type { CheckoutPayEvent } from '../../../../machines/checkout-pay.machine'
import { MAX_PROMO_CODE_LENGTH } from '../../../contract/orders'
import { useTranslation } from 'react-i18next'

export function PromoBox({ applied, applying, can, send }: {
  /** The applied code, or null. */
  applied: string | null
  applying: boolean
  can(event: CheckoutPayEvent): boolean
  send(event: CheckoutPayEvent): void
}) {
  const { t } = useTranslation()
  const [code, setCode] = useState('')
  if (applied) {
    return (
      <section className="checkout-block promo-box">
        <span>{t('ui.promoApplied', { code: applied })}</span>
        <Button size="small" className="promo-remove" disabled={!can({ type: 'REMOVE_PROMO' })} onClick={() => send({ type: 'REMOVE_PROMO' })}>
          {t('ui.remove')}
        </Button>
      </section>
    )
  }
  return (
    <form
      className="checkout-block promo-box"
      onSubmit={(event) => {
        event.preventDefault()
        send({ type: 'APPLY_PROMO', code })
      }}
    >
      <Input
        className="promo-input"
        placeholder={t('ui.promoCode')}
        aria-label={t('ui.promoCode')}
        maxLength={MAX_PROMO_CODE_LENGTH}
        value={code}
        onChange={setCode}
        disabled={applying}
      />
      <Button size="small" type="submit" className="promo-apply" loading={applying} disabled={applying || !can({ type: 'APPLY_PROMO', code })}>
        {t('ui.apply')}
      </Button>
    </form>
  )
}
