// Who may use the console, and as what: a merchant with a shop, or an operator of the platform.
// Everyone else (a shopper, a merchant whose shop is not there) is refused with a reason to read.
import type { UserInfo } from '../contract/user'

export type ConsoleRole = 'merchant' | 'operator'

export function consoleRoleOf(user: Pick<UserInfo, 'role' | 'shop_id'> | null | undefined): ConsoleRole | null {
  if (user?.role === 'operator') return 'operator'
  if (user?.role === 'merchant' && user.shop_id !== null) return 'merchant'
  return null
}

/** The locale key of why an account may not enter the console. */
export function refusalOf(user: Pick<UserInfo, 'role'>): string {
  return user.role === 'merchant' ? 'console.refusedNoShop' : 'console.refusedShopper'
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Console screens: the roles that may open the screen (and see it in the navigation). */
    roles?: readonly ConsoleRole[]
  }
}
