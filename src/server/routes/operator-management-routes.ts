// Operator management (src/contract/operator-management.ts): finding users and shops, suspending
// and lifting, and reading the audit log.
import * as calls from '../../contract/operator-management'
import { mountCall, type CallRouter } from '../http/mount-call'
import type { Services } from '../services/create-services'

export function mountOperatorManagementRoutes(router: CallRouter, services: Services): void {
  const { operatorManagement, operatorActions } = services

  mountCall(router, calls.adminUsers, ({ query }) => operatorManagement.users(query.q || undefined, query.page, query.limit))

  mountCall(router, calls.adminShops, ({ query }) => operatorManagement.shops(query.q || undefined, query.page, query.limit))

  mountCall(router, calls.adminUserSuspension, ({ body }, ctx) => operatorManagement.suspendUser(ctx.requireUser().userId, body.id, body.suspended), {
    successMsg: (user) => (user.suspended_at ? 'msg.userSuspendedDone' : 'msg.userLiftedDone'),
  })

  mountCall(router, calls.adminShopSuspension, ({ body }) => operatorManagement.suspendShop(body.id, body.suspended), {
    successMsg: (shop) => (shop.suspended_at ? 'msg.shopSuspendedDone' : 'msg.shopLiftedDone'),
  })

  mountCall(router, calls.adminAuditLog, ({ query }) => operatorActions.list(query.subject || undefined, query.page, query.limit))
}
