// The wallet: recharge, withdrawal and the bill (src/contract/recharges.ts, withdrawals.ts, bill.ts),
// the shopper's calls and the operator's audits, with the user's wallet beside a request
// (src/contract/operator-queues.ts).
import * as bill from '../../contract/bill'
import * as recharges from '../../contract/recharges'
import * as withdrawals from '../../contract/withdrawals'
import { adminUserWallet } from '../../contract/operator-queues'
import { mountCall, type CallRouter } from '../http/mount-call'
import type { Services } from '../services/create-services'

export function mountWalletRoutes(router: CallRouter, services: Services): void {
  const { recharges: rechargeService, withdrawals: withdrawalService, bill: billService } = services

  mountCall(router, recharges.rechargeChannels, () => rechargeService.channels())

  mountCall(router, recharges.recharge, ({ body }, ctx) => rechargeService.request(ctx.requireUser().userId, body, ctx.idempotencyKey!), {
    successMsg: 'msg.rechargeSubmitted',
  })

  mountCall(router, recharges.rechargeLog, ({ query }, ctx) => rechargeService.log(ctx.requireUser().userId, query.status, query.page, query.limit))

  mountCall(router, recharges.adminRechargeList, ({ query }) => rechargeService.adminList(query))

  mountCall(router, recharges.adminRechargeAudit, ({ body }, ctx) => rechargeService.audit(ctx.requireUser().userId, body), {
    successMsg: (data) => (data.status === 1 ? 'msg.rechargeApproved' : 'msg.rechargeRejected'),
  })

  mountCall(router, withdrawals.withdrawalInfo, (_input, ctx) => withdrawalService.info(ctx.requireUser().userId))

  mountCall(router, withdrawals.withdraw, ({ body }, ctx) => withdrawalService.withdraw(ctx.requireUser().userId, body, ctx.idempotencyKey!), {
    successMsg: 'msg.drawSuccess',
  })

  mountCall(router, withdrawals.withdrawalLog, ({ query }, ctx) => withdrawalService.log(ctx.requireUser().userId, query.status, query.page, query.limit))

  mountCall(router, withdrawals.adminWithdrawalList, ({ query }) => withdrawalService.adminList(query))

  mountCall(router, withdrawals.adminWithdrawalAudit, ({ body }, ctx) => withdrawalService.audit(ctx.requireUser().userId, body), {
    successMsg: (data) => (data.status === 1 ? 'msg.withdrawalPassed' : 'msg.withdrawalRefused'),
  })

  mountCall(router, adminUserWallet, ({ query }) => billService.userWallet(query.user_id))

  mountCall(router, bill.bill, ({ query }, ctx) => billService.list(ctx.requireUser().userId, query.kind, query.page, query.limit))
}
