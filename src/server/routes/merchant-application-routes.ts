// Applications to open a shop (src/contract/merchant-applications.ts): the shopper's apply and
// latest application, the operator's list and decision.
import * as applications from '../../contract/merchant-applications'
import { mountCall, type CallRouter } from '../http/mount-call'
import type { Services } from '../services/create-services'

export function mountMerchantApplicationRoutes(router: CallRouter, services: Services): void {
  const service = services.merchantApplications

  mountCall(router, applications.merchantApply, ({ body }, ctx) => service.apply(ctx.requireUser().userId, body), {
    successMsg: 'msg.applySuccess',
  })

  mountCall(router, applications.myMerchantApplication, (_input, ctx) => service.latest(ctx.requireUser().userId))

  mountCall(router, applications.adminApplicationList, ({ query }) => service.adminList(query.status, query.page, query.limit, query.id))

  mountCall(router, applications.adminApplicationAudit, ({ body }, ctx) => service.audit(ctx.requireUser().userId, body), {
    successMsg: (data) => (data.status === 1 ? 'msg.applicationApproved' : 'msg.applicationRefused'),
  })
}
