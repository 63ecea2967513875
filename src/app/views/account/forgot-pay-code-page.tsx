// /forgotPayPwd: a forgotten payment code reset, as the paymentCodeReset machine says: a code mailed
// to the account's email, then the mailed code, the login password and the new code twice (checked
// with the contract's own rules). Once reset, paying is open again and the shopper goes on to
// `redirect` (the orders they were paying), or back. What is offered is asked of the machine.
import { Button, Form, Input } from 'antd-mobile'
import '../../../ui/antd-setup'
import { getRouteApi } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { useTranslation } from 'react-i18next'
import { paymentCodeResetMachine, type PaymentCodeResetValues } from '../../../../machines/payment-code-reset.machine'
import { forgotPaymentCode, MAX_PAYMENT_CODE_LENGTH, resetPaymentCodeByMail } from '../../../contract/payment-code'
import { showMessage, showSuccess } from '../../../ui/feedback'
import { t as translate } from '../../../ui/i18n'
import { contractRule } from '../../../ui/forms/zod-rule'
import { useHttp } from '../../session/use-session'
import { Page } from '../common/page'
import type { PayCodeSearch } from './pay-code-search'
import { usePayCodeExits } from './use-pay-code-exits'

const route = getRouteApi('/forgotPayPwd')

export function ForgotPayCodePage() {
  const { t } = useTranslation()
  const http = useHttp()
  const exits = usePayCodeExits()
  const { redirect } = route.useSearch() as PayCodeSearch
  const [state, send] = useMachine(
    paymentCodeResetMachine.provide({
      actors: {
        requestCode: fromPromise(async () => {
          const sent = await http.call(forgotPaymentCode)
          showMessage(translate('payCodeReset.codeSent'))
          return sent
        }),
        resetCode: fromPromise(({ input }) => http.call(resetPaymentCodeByMail, { body: input })),
      },
      actions: {
        ...exits,
        announceReset: () => showSuccess(translate('payCodeReset.done')),
      },
    }),
    { input: { redirect: redirect ?? null } },
  )

  const sending = state.matches('sendingCode')
  const resetting = state.matches('resetting')
  const rule = (field: keyof PaymentCodeResetValues) => [contractRule(resetPaymentCodeByMail.body, field)]

  return (
    <Page title={t('payCodeReset.title')} className="forgot-pay-code-page">
      {state.matches('asking') || sending ? (
        <div className="pay-reset-ask">
          <p className="pay-reset-intro">{t('payCodeReset.intro')}</p>
          <Button
            block
            color="primary"
            size="large"
            className="pay-reset-send"
            loading={sending}
            disabled={!state.can({ type: 'REQUEST_CODE' })}
            onClick={() => send({ type: 'REQUEST_CODE' })}
          >
            {t('payCodeReset.sendCode')}
          </Button>
        </div>
      ) : (
        <Form
          className="pay-reset-form"
          layout="vertical"
          mode="card"
          onFinish={(values: PaymentCodeResetValues) => send({ type: 'RESET', values })}
          footer={
            <>
              <Button block type="submit" color="primary" size="large" loading={resetting} disabled={resetting || state.matches('done')}>
                {t('payCodeReset.submit')}
              </Button>
              {state.can({ type: 'REQUEST_CODE' }) && (
                <Button block fill="none" className="pay-reset-resend" onClick={() => send({ type: 'REQUEST_CODE' })}>
                  {t('payCodeReset.resend')}
                </Button>
              )}
            </>
          }
        >
          <Form.Header>{t('payCodeReset.sentTo', { email: state.context.sentTo ?? '' })}</Form.Header>
          <Form.Item name="code" label={t('payCodeReset.code')} rules={rule('code')}>
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} clearable />
          </Form.Item>
          <Form.Item name="password" label={t('payCodeReset.password')} rules={rule('password')}>
            <Input type="password" autoComplete="current-password" clearable />
          </Form.Item>
          <Form.Item name="new_code" label={t('ui.newPaymentCode')} rules={rule('new_code')} description={t('ui.paymentCodeAvoid')}>
            <Input type="password" inputMode="numeric" autoComplete="new-password" maxLength={MAX_PAYMENT_CODE_LENGTH} clearable />
          </Form.Item>
          <Form.Item name="confirm_code" label={t('ui.confirmPaymentCode')} rules={rule('confirm_code')} dependencies={['new_code']}>
            <Input type="password" inputMode="numeric" autoComplete="new-password" maxLength={MAX_PAYMENT_CODE_LENGTH} clearable />
          </Form.Item>
        </Form>
      )}
    </Page>
  )
}
