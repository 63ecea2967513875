// The address book calls of src/contract/addresses.ts: each parses with the contract and asks the
// address service, which holds the rules (own addresses only, one default, at most 20).
import * as calls from '../../contract/addresses'
import { mountCall, type CallRouter } from '../http/mount-call'
import type { Services } from '../services/create-services'

export function mountAddressRoutes(router: CallRouter, services: Services): void {
  const { addresses } = services

  mountCall(router, calls.addressList, ({ query }, ctx) => addresses.list(ctx.requireUser().userId, query.page, query.limit))

  mountCall(router, calls.addressDetail, ({ query }, ctx) => addresses.detail(ctx.requireUser().userId, query.id))

  mountCall(router, calls.addressSave, ({ body }, ctx) => addresses.save(ctx.requireUser().userId, body), { successMsg: 'msg.saveSuccess' })

  mountCall(router, calls.addressSetDefault, ({ body }, ctx) => addresses.setDefault(ctx.requireUser().userId, body.id), { successMsg: 'msg.settingSuccess' })

  mountCall(router, calls.addressDelete, ({ query }, ctx) => addresses.remove(ctx.requireUser().userId, query.id), { successMsg: 'msg.deleteSuccess' })
}
