// The payment code calls of src/contract/payment-code.ts: set the first time, change it, or reset
// a forgotten one with a mailed code and the login password.
import { forgotPaymentCode, resetPaymentCodeByMail, setPaymentCode } from '../../contract/payment-code'
import { mountCall, type CallRouter } from '../http/mount-call'
import type { Services } from '../services/create-services'

export function mountPaymentCodeRoutes(router: CallRouter, services: Services): void {
  mountCall(router, setPaymentCode, ({ body }, ctx) => services.paymentCode.set(ctx.requireUser().userId, body), {
    successMsg: (data) => (data.changed ? 'msg.changeSuccess' : 'msg.settingSuccess'),
  })

  mountCall(router, forgotPaymentCode, (_input, ctx) => services.paymentCodeReset.requestCode(ctx.requireUser().userId, ctx.lang), {
    successMsg: 'payCodeReset.codeSent',
  })

  mountCall(router, resetPaymentCodeByMail, ({ body }, ctx) => services.paymentCodeReset.resetWithCode(ctx.requireUser().userId, body), {
    successMsg: 'payCodeReset.done',
  })
}
