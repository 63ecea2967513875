// /addressForm/:id?: add an address, or edit one (the address form machine: loading -> editing ->
// saving -> saved, back to editing when the server refuses). Fields are checked with the contract's
// own rules; after a save the shopper goes back to ?redirect= (checkout), else where they came from.
import { useEffect, useState } from 'react'
import { Button, Form, Input, Switch, TextArea } from 'antd-mobile'
import '../../../ui/antd-setup'
import { Link, useParams, useRouter } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { addressFormMachine, type AddressFormValues } from '../../../../machines/address-form.machine'
import { ApiError } from '../../../client/api-error'
import { addressDetail, addressList, addressSave } from '../../../contract/addresses'
import { showSuccess } from '../../../ui/feedback'
import { useTranslation } from 'react-i18next'
import { useHttp } from '../../session/use-session'
import { Notice } from '../common/notice'
import { Page } from '../common/page'
import { ParagraphSkeleton } from '../common/skeletons'
import { PlainButton } from '../common/text-button'
import { contractRule } from '../../../ui/forms/zod-rule'
import { useReturnPath } from './address-search'

const TAG_KEYS = ['ui.tagHome', 'ui.tagOffice', 'ui.tagSchool'] as const

export function AddressFormPage() {
  const { id } = useParams({ from: '/addressForm/{-$id}' })
  // A new machine for each address: from one form to another the route stays the same.
  return <AddressForm key={id ?? 'new'} id={id} />
}

function AddressForm({ id }: { id: string | undefined }) {
  const { t } = useTranslation()
  const http = useHttp()
  const router = useRouter()
  const target = useReturnPath('/addressForm/{-$id}')
  const [form] = Form.useForm<AddressFormValues>()
  const [state, send] = useMachine(
    addressFormMachine.provide({
      actors: {
        loadAddress: fromPromise(({ input }) => http.call(addressDetail, { query: { id: input.id } }, { silent: true })),
        saveAddress: fromPromise(({ input }) => http.call(addressSave, { body: input })),
      },
      actions: {
        leave: () => {
          showSuccess(t('msg.saveSuccess'))
          if (target) void router.navigate({ href: target, replace: true })
          else if (router.history.canGoBack()) router.history.back()
          else void router.navigate({ to: '/address', replace: true })
        },
      },
    }),
  )
  // Adding the first address: it is the default whatever the switch says, so the switch says so.
  const [isFirst, setIsFirst] = useState(false)

  useEffect(() => {
    // A path id that is not a number is sent as it is read, and the server says the address is not found.
    send({ type: 'OPEN', addressId: id === undefined ? null : Number(id) })
    if (id !== undefined) return
    http.call(addressList, { query: { limit: 1 } }, { silent: true }).then(
      (page) => setIsFirst(page.total === 0),
      () => {},
    )
  }, [send, http, id])

  const address = state.context.address
  const lockedDefault = address?.is_default === true || (address === null && isFirst)
  const editing = state.matches('editing')
  useEffect(() => {
    if (editing && lockedDefault) form.setFieldValue('is_default', true)
  }, [editing, lockedDefault, form])

  const title = id === undefined ? t('ui.addAddress') : t('ui.editAddress')
  if (state.matches('opening') || state.matches('loading')) {
    return (
      <Page title={title} className="address-form-page">
        <ParagraphSkeleton lines={6} />
      </Page>
    )
  }
  if (state.matches('loadFailed')) {
    const error = state.context.loadError
    const refused = error instanceof ApiError && (error.kind === 'business' || error.status === 400)
    return (
      <Page title={title} className="address-form-page">
        <Notice kind={refused ? 'empty' : 'failed'} title={refused ? error.message : t('ui.loadFailed')}>
          {!refused && <PlainButton onClick={() => send({ type: 'RETRY' })}>{t('ui.retry')}</PlainButton>}
          <Link to="/address" className="link-home">{t('ui.addresses')}</Link>
        </Notice>
      </Page>
    )
  }

  const saving = state.matches('saving') || state.matches('saved')
  const rule = (field: keyof AddressFormValues) => contractRule(addressSave.body, field)
  const chooseTag = (key: (typeof TAG_KEYS)[number]) => {
    form.setFieldValue('tag', t(key))
    void form.validateFields(['tag']).catch(() => {})
  }

  return (
    <Page title={title} className="address-form-page">
      <Form
        form={form}
        mode="card"
        layout="horizontal"
        className="address-form"
        initialValues={address ?? { is_default: false }}
        onFinish={(values: AddressFormValues) => send({ type: 'SUBMIT', values: { ...values, is_default: lockedDefault || values.is_default === true } })}
        footer={
          <Button block type="submit" color="primary" size="large" loading={saving} disabled={saving}>
            {t('ui.save')}
          </Button>
        }
      >
        <Form.Item name="addressee" label={t('ui.addressee')} rules={[rule('addressee')]}>
          <Input placeholder={t('ui.addresseePlaceholder')} autoComplete="name" clearable />
        </Form.Item>
        <Form.Item name="mobile" label={t('ui.mobile')} rules={[rule('mobile')]}>
          <Input type="tel" placeholder="+84 901 234 567" autoComplete="tel" clearable />
        </Form.Item>
        <Form.Item name="area" label={t('ui.area')} rules={[rule('area')]}>
          <Input placeholder={t('ui.areaPlaceholder')} autoComplete="address-level1" clearable />
        </Form.Item>
        <Form.Item name="detail" label={t('ui.addressDetail')} rules={[rule('detail')]}>
          <TextArea placeholder={t('ui.addressDetailPlaceholder')} autoComplete="street-address" autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item
          name="tag"
          label={t('ui.addressTag')}
          rules={[rule('tag')]}
          description={
            <span className="address-tag-choices">
              {TAG_KEYS.map((key) => (
                <button key={key} type="button" className="address-tag-choice" onClick={() => chooseTag(key)}>
                  {t(key)}
                </button>
              ))}
            </span>
          }
        >
          <Input placeholder={t('ui.addressTagPlaceholder')} clearable />
        </Form.Item>
        <Form.Item
          name="is_default"
          label={t('ui.setAsDefault')}
          valuePropName="checked"
          childElementPosition="right"
          description={lockedDefault ? t(address?.is_default ? 'ui.isDefaultAddress' : 'ui.firstAddressDefault') : undefined}
        >
          <Switch aria-label={t('ui.setAsDefault')} disabled={lockedDefault} />
        </Form.Item>
      </Form>
    </Page>
  )
}
