// The operator's settings (src/contract/platform-settings.ts, deposit-channels.ts): the tunable
// settings, the display currencies' exchange rates, and the deposit channels.
import * as channels from '../../contract/deposit-channels'
import * as platform from '../../contract/platform-settings'
import { mountCall, type CallRouter } from '../http/mount-call'
import type { Services } from '../services/create-services'

export function mountPlatformSettingsRoutes(router: CallRouter, services: Services): void {
  const { platformSettings, currency, depositChannels } = services

  mountCall(router, platform.adminSettings, () => platformSettings.read())

  mountCall(router, platform.adminChangeSettings, ({ body }, ctx) => platformSettings.change(ctx.requireUser().userId, body), {
    successMsg: 'msg.settingSuccess',
  })

  mountCall(router, platform.adminCurrencyRates, () => currency.adminRates())

  mountCall(router, platform.adminChangeCurrencyRates, ({ body }) => currency.changeRates(body.rates), { successMsg: 'msg.settingSuccess' })

  mountCall(router, channels.adminDepositChannels, () => depositChannels.list())

  mountCall(router, channels.adminCreateDepositChannel, ({ body }) => depositChannels.create(body), { successMsg: 'msg.saveSuccess' })

  mountCall(router, channels.adminUpdateDepositChannel, ({ body }) => depositChannels.update(body), { successMsg: 'msg.saveSuccess' })

  mountCall(router, channels.adminEnableDepositChannel, ({ body }) => depositChannels.setEnabled(body.id, body.enabled), { successMsg: 'msg.settingSuccess' })

  mountCall(router, channels.adminReorderDepositChannels, ({ body }) => depositChannels.reorder(body.ids), { successMsg: 'msg.settingSuccess' })
}
