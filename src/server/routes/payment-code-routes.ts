// The payment code call of src/contract/payment-code.ts: set the first time, or change it.
import { setPaymentCode } from '../../contract/payment-code'
import { mountCall, type CallRouter } from '../http/mount-call'
import type { Services } from '../services/create-services'

export function mountPaymentCodeRoutes(router: CallRouter, services: Services): void {
  mountCall(router, setPaymentCode, ({ body }, ctx) => services.paymentCode.set(ctx.requireUser().userId, body), {
    successMsg: (data) => (data.changed ? 'msg.changeSuccess' : 'msg.settingSuccess'),
  })
}
