// Calls about the service itself: health (with a database round trip) and the OpenAPI document.
import { buildOpenApiDocument } from '../../contract/openapi'
import * as system from '../../contract/system'
import type { DbKind } from '../db/open-database'
import { mountCall, type CallRouter } from '../http/mount-call'
import type { Services } from '../services/create-services'

export function mountSystemRoutes(router: CallRouter, services: Services, dbKind: DbKind): void {
  mountCall(router, system.health, async () => {
    await services.pingDatabase()
    return { status: 'ok' as const, db: dbKind }
  })

  // Not a contract call itself: the document describing the calls, built once on first request.
  let document: ReturnType<typeof buildOpenApiDocument> | undefined
  router.app.get('/api/openapi.json', (c) => c.json((document ??= buildOpenApiDocument())))
}
