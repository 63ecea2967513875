// The account calls of src/contract/user.ts: each route parses with the contract (mountCall),
// calls a service and answers; no rule lives here.
import * as user from '../../contract/user'
import { mountCall, type CallRouter } from '../http/mount-call'
import type { Services } from '../services/create-services'
import { describeDevice } from '../services/device-name'

export function mountUserRoutes(router: CallRouter, services: Services): void {
  const { auth, profile, passwordChange, passwordReset, languages } = services

  mountCall(router, user.register, ({ body }, ctx) => auth.register(body, describeDevice(ctx.header('user-agent'))), { successMsg: 'msg.registerSuccess' })

  mountCall(router, user.login, ({ body }, ctx) => auth.login(body, ctx.clientAddress, describeDevice(ctx.header('user-agent'))), { successMsg: 'msg.loginSuccess' })

  mountCall(router, user.getUserInfo, (_input, ctx) => profile.getUserInfo(ctx.requireUser().userId))

  mountCall(
    router,
    user.logout,
    async (_input, ctx) => {
      await auth.logout(ctx.requireUser().sessionId)
      return null
    },
    { successMsg: 'msg.logoutSuccess' },
  )

  mountCall(router, user.updateProfile, ({ body }, ctx) => profile.update(ctx.requireUser().userId, body), {
    successMsg: 'msg.saveSuccess',
  })

  mountCall(
    router,
    user.changePassword,
    async ({ body }, ctx) => {
      await passwordChange.change(ctx.requireUser().userId, body.old_password, body.new_password)
      return null
    },
    { successMsg: 'msg.passwordResetDone' },
  )

  mountCall(
    router,
    user.forgotPassword,
    async ({ body }, ctx) => {
      await passwordReset.requestCode(body.email, ctx.lang, ctx.clientAddress)
      return null
    },
    { successMsg: 'msg.resetCodeSent' },
  )

  mountCall(
    router,
    user.resetPasswordByCode,
    async ({ body }) => {
      await passwordReset.resetWithCode(body)
      return null
    },
    { successMsg: 'msg.passwordResetDone' },
  )

  mountCall(router, user.languageList, () => languages.list())

  mountCall(router, user.setLanguage, ({ query }, ctx) => profile.setLanguage(ctx.requireUser().userId, query.lang), {
    successMsg: 'msg.settingSuccess',
  })
}
