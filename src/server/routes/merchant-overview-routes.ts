// The merchant's overview: the call of src/contract/merchant-overview.ts (role merchant, own shop only).
import { merchantOverview } from '../../contract/merchant-overview'
import { mountCall, type CallRouter } from '../http/mount-call'
import type { Services } from '../services/create-services'

export function mountMerchantOverviewRoutes(router: CallRouter, services: Services): void {
  mountCall(router, merchantOverview, async (_input, ctx) => {
    const { userId } = ctx.requireUser()
    return services.merchantOverview.overview(userId, await services.notifications.unread(userId))
  })
}
