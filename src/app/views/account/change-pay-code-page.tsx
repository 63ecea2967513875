// /changePayPwd: the payment code (docs/product/money.md#payment-code,
// docs/product/rules.md#validation-messages), as the paymentCode machine says: first time a new
// code and its confirmation, afterwards the old code too ("Forgot payment code?" under it leads to
// the reset by mail). Digits only, checked with the contract's own rules. Once saved, the profile shows a code and the shopper goes back, or on to `redirect`
// (the checkout that sent them here).
import { useEffect } from 'react'
import { Button, Form, Input, type InputProps } from 'antd-mobile'
import '../../../ui/antd-setup'
import { getRouteApi } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { paymentCodeMachine, type PaymentCodeValues } from '../../../../machines/payment-code.machine'
import { changePaymentCodeForm, MAX_PAYMENT_CODE_LENGTH, setPaymentCode } from '../../../contract/payment-code'
import { showSuccess } from '../../../ui/feedback'
import { useTranslation } from 'react-i18next'
import { t as translate } from '../../../ui/i18n'
import { useHttp, useSessionActor } from '../../session/use-session'
import { Page } from '../common/page'
import { contractRule } from '../../../ui/forms/zod-rule'
import type { PayCodeSearch } from './pay-code-search'
import { usePayCodeExits } from './use-pay-code-exits'
import { ForgotPayCodeLink } from './forgot-pay-code-link'

const route = getRouteApi('/changePayPwd')

/**
 * A payment code field: the phone's number pad, the digits hidden. Form.Item gives it id, value and
 * onChange. No `pattern`: the browser's own bubble would speak over the contract's message.
 */
function CodeInput(props: InputProps) {
  return <Input type="password" inputMode="numeric" maxLength={MAX_PAYMENT_CODE_LENGTH} clearable {...props} />
}

export function ChangePayCodePage() {
  const { t } = useTranslation()
  const http = useHttp()
  const session = useSessionActor()
  const exits = usePayCodeExits()
  const { redirect } = route.useSearch() as PayCodeSearch
  const [state, send] = useMachine(
    paymentCodeMachine.provide({
      actors: {
        saveCode: fromPromise(({ input }) => http.call(setPaymentCode, { body: input })),
      },
      actions: {
        ...exits,
        announceSaved: (_, { changed }) => showSuccess(translate(changed ? 'msg.changeSuccess' : 'msg.settingSuccess')),
      },
    }),
  )

  useEffect(() => {
    // The guard has loaded the profile before this page renders.
    const hasCode = session.getSnapshot().context.userInfo?.has_payment_code ?? false
    send({ type: 'START', hasCode, redirect: redirect ?? null })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page opens: the machine decides afterwards
  }, [])

  const changing = state.matches('changing')
  const saving = state.matches({ firstTime: 'saving' }) || state.matches({ changing: 'saving' })
  const schema = changing ? changePaymentCodeForm : setPaymentCode.body
  const rule = (field: keyof PaymentCodeValues) => [contractRule(schema, field)]

  return (
    <Page title={t('route.changePayPwd')}>
      {!state.matches('opening') && (
        <Form
          className="pay-code-form"
          layout="vertical"
          mode="card"
          onFinish={(values: PaymentCodeValues) => send({ type: 'SUBMIT', values })}
          footer={
            <Button block type="submit" color="primary" size="large" loading={saving} disabled={saving || state.matches('saved')}>
              {changing ? t('ui.changePaymentCode') : t('ui.setPaymentCode')}
            </Button>
          }
        >
          <Form.Header>{changing ? t('ui.paymentCodeChangeIntro') : t('ui.paymentCodeFirstIntro')}</Form.Header>
          {changing && (
            <Form.Item
              name="old_code"
              label={t('ui.oldPaymentCode')}
              rules={rule('old_code')}
              description={<ForgotPayCodeLink back={redirect ?? '/security'} />}
            >
              <CodeInput autoComplete="current-password" />
            </Form.Item>
          )}
          <Form.Item
            name="new_code"
            label={t('ui.newPaymentCode')}
            rules={rule('new_code')}
            dependencies={['old_code']}
            description={t('ui.paymentCodeAvoid')}
          >
            <CodeInput autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="confirm_code" label={t('ui.confirmPaymentCode')} rules={rule('confirm_code')} dependencies={['new_code']}>
            <CodeInput autoComplete="new-password" />
          </Form.Item>
        </Form>
      )}
    </Page>
  )
}
