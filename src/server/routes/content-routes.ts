// The help, law and article calls of src/contract/content.ts, and the operator's list and save.
import * as calls from '../../contract/content'
import { mountCall, type CallRouter } from '../http/mount-call'
import type { Services } from '../services/create-services'

export function mountContentRoutes(router: CallRouter, services: Services): void {
  const { content } = services

  mountCall(router, calls.helpSupport, (_, ctx) => content.help(ctx.lang))

  mountCall(router, calls.lawList, (_, ctx) => content.list('law', ctx.lang))

  mountCall(router, calls.articleList, (_, ctx) => content.list('article', ctx.lang))

  mountCall(router, calls.articleDetail, ({ query }, ctx) => content.detail(query.id, ctx.lang))

  mountCall(router, calls.adminContentList, ({ query }) => content.adminList(query.kind))

  mountCall(router, calls.adminContentDetail, ({ query }) => content.adminDetail(query.id))

  mountCall(router, calls.adminContentSave, ({ body }) => content.save(body), { successMsg: 'msg.contentSaved' })
}
