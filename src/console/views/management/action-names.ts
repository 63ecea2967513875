// What each operator call that the audit log records is called in the log (the locale key of each
// path; a suspension says which way it went); a path not listed shows as itself.
export const ACTION_NAMES: Record<string, string> = {
  '/api/admin/users/suspension': 'console.auditLog.actions.userSuspension',
  '/api/admin/shops/suspension': 'console.auditLog.actions.shopSuspension',
  '/api/admin/recharge/audit': 'console.auditLog.actions.rechargeAudit',
  '/api/admin/extract/audit': 'console.auditLog.actions.withdrawalAudit',
  '/api/admin/merchant/application/audit': 'console.auditLog.actions.applicationAudit',
  '/api/admin/settings': 'console.auditLog.actions.settings',
  '/api/admin/currency/rates': 'console.auditLog.actions.currencyRates',
  '/api/admin/deposit_channel/create': 'console.auditLog.actions.channelCreate',
  '/api/admin/deposit_channel/update': 'console.auditLog.actions.channelUpdate',
  '/api/admin/deposit_channel/enable': 'console.auditLog.actions.channelEnable',
  '/api/admin/deposit_channel/reorder': 'console.auditLog.actions.channelReorder',
  '/api/admin/withdrawal_bank/create': 'console.withdrawalBanks.actionCreate',
  '/api/admin/withdrawal_bank/enable': 'console.withdrawalBanks.actionEnable',
  '/api/admin/content/save': 'console.auditLog.actions.contentSave',
  '/api/admin/notification/publish': 'console.auditLog.actions.notificationPublish',
}

/** The locale key naming a row: a suspension by its outcome, any other action by its path. */
export function actionNameOf(action: string, detail: Record<string, unknown>): string | undefined {
  const suspension = { '/api/admin/users/suspension': 'user', '/api/admin/shops/suspension': 'shop' }[action]
  if (suspension && typeof detail.suspended === 'boolean') return `console.auditLog.actions.${suspension}${detail.suspended ? 'Suspended' : 'Lifted'}`
  return ACTION_NAMES[action]
}
