// The bag (/bag, kept alive), rendering the bag machine: lines grouped by shop, select per line,
// shop or bag, quantities within stock, remove by a swipe or in edit mode, the running total of the
// selected lines in the display currency, and checkout of what is selected. Shown again, it
// reloads (the bag may have changed on the product page or at checkout meanwhile).
import { useEffect, useRef } from 'react'
import { Button, Checkbox } from 'antd-mobile'
import '../../../ui/antd-setup'
import { Link, useNavigate } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { bagMachine, type BagChange } from '../../../../machines/bag.machine'
import type { HttpClient } from '../../../client/http-client'
import { cartList, cartRemove, cartSelect, cartUpdate, type Bag } from '../../../contract/cart'
import { showMessage, showSuccess } from '../../../ui/feedback'
import { useTranslation } from 'react-i18next'
import { t as translate } from '../../../ui/i18n'
import { useHttp } from '../../session/use-session'
import { visitorBagMerged } from '../../session/visitor-bag'
import { Notice } from '../common/notice'
import { Page } from '../common/page'
import { Price } from '../common/price'
import { SkeletonBlock } from '../common/skeletons'
import { PlainButton } from '../common/text-button'
import { allSelected, BagShop } from './bag-shop'
import './bag-page.css'

// The machine takes one change at a time, so the same body twice (select, unselect, select) is
// three decisions of the shopper, never a double submit.
const decided = { headers: { 'repeat-submit': 'false' } }

async function loadBag(http: HttpClient): Promise<Bag> {
  // A visitor's bag merged at login is in the account's bag before it is shown.
  await visitorBagMerged()
  return http.call(cartList)
}

async function changeBag(http: HttpClient, change: BagChange): Promise<Bag> {
  switch (change.kind) {
    case 'quantity':
      return http.call(cartUpdate, { body: { id: change.id, quantity: change.quantity } }, decided)
    case 'selectLine':
      return http.call(cartUpdate, { body: { id: change.id, selected: change.selected } }, decided)
    case 'selectShop':
      return http.call(cartSelect, { body: { shop_id: change.shopId, selected: change.selected } }, decided)
    case 'selectAll':
      return http.call(cartSelect, { body: { selected: change.selected } }, decided)
    case 'remove': {
      const bag = await http.call(cartRemove, { body: { ids: change.ids } }, decided)
      showSuccess(translate('msg.deleteSuccess'))
      return bag
    }
  }
}

/** Calls `onShown` each time a kept-alive page is shown again (not the first time). */
function useShownAgain(onShown: () => void) {
  const shown = useRef(false)
  const latest = useRef(onShown)
  latest.current = onShown
  useEffect(() => {
    // A hidden <Activity> runs its effects' cleanups; showing it runs the effects again.
    if (shown.current) latest.current()
    shown.current = true
  }, [])
}

function BagSkeleton() {
  return (
    <div className="bag-skeleton" aria-busy="true">
      {[0, 1, 2].map((i) => <SkeletonBlock key={i} className="bag-line-skeleton" />)}
    </div>
  )
}

export function BagPage() {
  const { t } = useTranslation()
  const http = useHttp()
  const navigate = useNavigate()
  const [state, send] = useMachine(
    bagMachine.provide({
      actors: {
        fetchBag: fromPromise(() => loadBag(http)),
        changeBag: fromPromise(({ input }) => changeBag(http, input)),
      },
      actions: {
        refuseCheckout: () => showMessage(translate('msg.selectItemToCheckout')),
        goToCheckout: (_, { ids }) => void navigate({ href: `/checkout?cart_ids=${ids.join(',')}` }),
      },
    }),
  )
  useShownAgain(() => send({ type: 'REFRESH' }))

  const ready = state.matches('ready')
  const editing = state.matches({ ready: { mode: 'editing' } })
  const busy = !state.matches({ ready: { sync: 'idle' } })
  const bag = state.context.bag
  const lines = bag?.shops.flatMap((group) => group.lines) ?? []

  return (
    <Page
      title={t('route.bag')}
      back={false}
      className={`bag-page${ready ? ' has-footer' : ''}`}
      right={ready ? <span className="bag-edit">{editing ? t('ui.bagDone') : t('ui.bagEdit')}</span> : undefined}
      onRightClick={() => send({ type: editing ? 'DONE' : 'EDIT' })}
    >
      {state.matches('loading') && <BagSkeleton />}
      {state.matches('failed') && (
        <Notice kind="failed" title={t('ui.loadFailed')}>
          <PlainButton onClick={() => send({ type: 'RETRY' })}>{t('ui.retry')}</PlainButton>
        </Notice>
      )}
      {state.matches('empty') && (
        <Notice kind="empty" title={t('ui.bagEmpty')}>
          <Link to="/home" className="plain-button is-primary">{t('ui.goShopping')}</Link>
        </Notice>
      )}
      {ready && bag && (
        <>
          <div className="bag-shops" aria-busy={busy}>
            {bag.shops.map((group) => <BagShop key={group.shop.id} group={group} busy={busy} send={send} />)}
          </div>
          <footer className="bag-footer">
            <Checkbox
              className="bag-select-all"
              checked={allSelected(lines)}
              disabled={busy || !lines.some((line) => line.available)}
              onChange={(selected) => send({ type: 'TOGGLE_ALL', selected })}
            >
              {t('ui.selectAll')}
            </Checkbox>
            {editing ? (
              <Button className="bag-delete" color="danger" shape="rounded" disabled={!state.can({ type: 'DELETE_SELECTED' })} onClick={() => send({ type: 'DELETE_SELECTED' })}>
                {t('ui.delete')}
              </Button>
            ) : (
              <>
                <div className="bag-total">
                  <span>{t('ui.bagTotal')}</span> <Price amount={bag.selected_total} />
                </div>
                <Button className="bag-checkout" color="primary" shape="rounded" disabled={!state.can({ type: 'CHECKOUT' })} onClick={() => send({ type: 'CHECKOUT' })}>
                  {t('ui.checkoutCount', { count: bag.selected_count })}
                </Button>
              </>
            )}
          </footer>
        </>
      )}
    </Page>
  )
}
