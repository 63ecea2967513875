// Where withdrawals go (src/contract/withdrawal-banks.ts, withdrawal-accounts.ts): the operator's
// banks per country, and each shopper's saved accounts (their own only).
import * as accounts from '../../contract/withdrawal-accounts'
import * as banks from '../../contract/withdrawal-banks'
import { mountCall, type CallRouter } from '../http/mount-call'
import type { Services } from '../services/create-services'

export function mountWithdrawalAccountRoutes(router: CallRouter, services: Services): void {
  const { withdrawalBanks, withdrawalAccounts } = services

  mountCall(router, banks.adminWithdrawalBanks, () => withdrawalBanks.list())

  mountCall(router, banks.adminCreateWithdrawalBank, ({ body }) => withdrawalBanks.create(body), { successMsg: 'msg.saveSuccess' })

  mountCall(router, banks.adminEnableWithdrawalBank, ({ body }) => withdrawalBanks.setEnabled(body.id, body.enabled), { successMsg: 'msg.settingSuccess' })

  mountCall(router, accounts.withdrawalAccounts, (_input, ctx) => withdrawalAccounts.overview(ctx.requireUser().userId))

  mountCall(router, accounts.addWithdrawalAccount, ({ body }, ctx) => withdrawalAccounts.add(ctx.requireUser().userId, body), { successMsg: 'msg.saveSuccess' })

  mountCall(router, accounts.removeWithdrawalAccount, ({ body }, ctx) => withdrawalAccounts.remove(ctx.requireUser().userId, body.id), { successMsg: 'withdrawalAccounts.removed' })

  mountCall(router, accounts.setDefaultWithdrawalAccount, ({ body }, ctx) => withdrawalAccounts.setDefault(ctx.requireUser().userId, body.id), { successMsg: 'msg.settingSuccess' })
}
