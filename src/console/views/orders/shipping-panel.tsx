// The merchant's part in one order's journey, as the shipping machine: the ship form (a common carrier
// or another typed, the tracking number; the contract's words at the fields), then, while the parcel
// travels, the carrier's news one event at a time. Whatever the server answers, the page reads the
// order again (`onChanged`); the client has already said why a call was refused.
import { useEffect, useRef } from 'react'
import { Button, Form, Input } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { shippingMachine } from '../../../../machines/shipping.machine'
import {
  COMMON_CARRIERS, logisticsEventForm, merchantOrderLogistics, merchantOrderShip, shipmentForm, type MerchantOrderDetail,
} from '../../../contract/merchant-orders'
import { showSuccess } from '../../../ui/feedback'
import { useTranslation } from 'react-i18next'
import { ChoiceChips } from '../../../ui/forms/choice-chips'
import { contractRule } from '../../../ui/forms/zod-rule'
import { useConsole } from '../../session/use-console'
import { statePath } from '../common/state-path'

/** The chip for a carrier that is not among the common ones: its name is typed. */
const OTHER = 'other'

interface ShipFields {
  carrier?: string
  other_company?: string
  tracking_no?: string
}
interface EventFields {
  description?: string
  location?: string
}

const companyOf = (fields: ShipFields) => (fields.carrier === OTHER ? (fields.other_company ?? '') : (fields.carrier ?? ''))

export function ShippingPanel({ order, onChanged }: { order: MerchantOrderDetail; onChanged(): void }) {
  const { t } = useTranslation()
  const { http } = useConsole()
  // The machine is made once; the callbacks of the latest render are the ones called.
  const latest = useRef({ t, onChanged })
  latest.current = { t, onChanged }
  const [state, send] = useMachine(
    shippingMachine.provide({
      actors: {
        ship: fromPromise(({ input }) => http.call(merchantOrderShip, { body: { order_id: order.id, ...input } })),
        addEvent: fromPromise(({ input }) => http.call(merchantOrderLogistics, { body: { order_id: order.id, ...input } })),
      },
      actions: {
        shipped: () => {
          showSuccess(latest.current.t('msg.orderShipped'))
          latest.current.onChanged()
        },
        added: () => {
          showSuccess(latest.current.t('console.logisticsEventAdded'))
          latest.current.onChanged()
        },
        refused: () => latest.current.onChanged(),
      },
    }),
  )
  const actions = order.actions
  useEffect(() => {
    send({ type: 'OPEN', actions })
  }, [send, actions])

  const shipping = state.matches('entering') || state.matches('submitting')
  return (
    <div className="console-shipping-panel" data-state={statePath(state.value)}>
      {shipping && (
        <ShipForm
          submitting={state.matches('submitting')}
          onShip={(values) => send({ type: 'SHIP', values })}
        />
      )}
      {state.matches('shipped') && (
        state.matches({ shipped: 'entering' }) || state.matches({ shipped: 'submitting' }) ? (
          <EventForm
            submitting={state.matches({ shipped: 'submitting' })}
            onAdd={(values) => send({ type: 'ADD_EVENT', values })}
            onCancel={() => send({ type: 'CANCEL' })}
          />
        ) : (
          <Button size="small" color="primary" fill="outline" className="console-new-event" onClick={() => send({ type: 'NEW_EVENT' })}>
            {t('console.addLogisticsEvent')}
          </Button>
        )
      )}
    </div>
  )
}

function ShipForm({ submitting, onShip }: { submitting: boolean; onShip(values: { company: string; tracking_no: string }): void }) {
  const { t } = useTranslation()
  const [form] = Form.useForm<ShipFields>()
  const carrier = Form.useWatch('carrier', form) as string | undefined
  const rule = (field: 'company' | 'tracking_no') => contractRule(shipmentForm, field, () => ({ company: companyOf(form.getFieldsValue(true) as ShipFields) }))
  const ship = () => {
    const fields = form.getFieldsValue(true) as ShipFields
    // The fields show the contract's words; the machine decides, with the same rules, whether to send.
    void form.validateFields().catch(() => {})
    onShip({ company: companyOf(fields), tracking_no: fields.tracking_no ?? '' })
  }
  const carriers = [...COMMON_CARRIERS.map((name) => ({ label: name, value: name as string })), { label: t('console.carrierOther'), value: OTHER }]
  return (
    <Form
      form={form}
      layout="vertical"
      className="console-ship-form"
      disabled={submitting}
      footer={
        <Button block color="primary" className="console-ship" loading={submitting} disabled={submitting} onClick={ship}>
          {t('console.ship')}
        </Button>
      }
    >
      <Form.Item name="carrier" label={t('ui.logisticsCompany')} rules={carrier === OTHER ? [] : [rule('company')]}>
        <ChoiceChips label={t('ui.logisticsCompany')} options={carriers} />
      </Form.Item>
      {carrier === OTHER && (
        <Form.Item name="other_company" label={t('console.carrierName')} rules={[rule('company')]}>
          <Input clearable autoComplete="off" />
        </Form.Item>
      )}
      <Form.Item name="tracking_no" label={t('ui.trackingNumber')} rules={[rule('tracking_no')]}>
        <Input clearable autoComplete="off" />
      </Form.Item>
    </Form>
  )
}

function EventForm({ submitting, onAdd, onCancel }: {
  submitting: boolean
  onAdd(values: { description: string; location: string }): void
  onCancel(): void
}) {
  const { t } = useTranslation()
  const [form] = Form.useForm<EventFields>()
  const rule = (field: 'description' | 'location') => contractRule(logisticsEventForm, field)
  const add = () => {
    const fields = form.getFieldsValue(true) as EventFields
    void form.validateFields().catch(() => {})
    onAdd({ description: fields.description ?? '', location: fields.location ?? '' })
  }
  return (
    <Form
      form={form}
      layout="vertical"
      className="console-event-form"
      disabled={submitting}
      footer={
        <div className="console-form-actions">
          <Button color="primary" className="console-add-event" loading={submitting} disabled={submitting} onClick={add}>
            {t('console.addEvent')}
          </Button>
          <Button className="console-cancel-event" disabled={submitting} onClick={onCancel}>
            {t('ui.cancel')}
          </Button>
        </div>
      }
    >
      <Form.Item name="description" label={t('console.eventDescription')} rules={[rule('description')]}>
        <Input clearable autoComplete="off" placeholder={t('console.eventDescriptionHint')} />
      </Form.Item>
      <Form.Item name="location" label={t('console.eventLocation')} rules={[rule('location')]}>
        <Input clearable autoComplete="off" />
      </Form.Item>
    </Form>
  )
}
