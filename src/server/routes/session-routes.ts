// The logged-in devices calls of src/contract/sessions.ts.
import * as calls from '../../contract/sessions'
import { mountCall, type CallRouter } from '../http/mount-call'
import type { Services } from '../services/create-services'

export function mountSessionRoutes(router: CallRouter, services: Services): void {
  mountCall(router, calls.sessionList, ({ query }, ctx) => {
    const { userId, sessionId } = ctx.requireUser()
    return services.deviceSessions.list(userId, sessionId, query.page, query.limit)
  })

  mountCall(
    router,
    calls.revokeSession,
    async ({ body }, ctx) => {
      await services.deviceSessions.revoke(ctx.requireUser().userId, body.id)
      return null
    },
    { successMsg: 'msg.logoutSuccess' },
  )
}
