// The console's session token, in a cookie of its own (Console-Token, 3 days, path /), so that a
// shopper session in the storefront (Admin-Token) and a console session on the same browser never
// replace or end each other. The token travels in the `token` header like the storefront's.
import Cookies from 'js-cookie'

const COOKIE = 'Console-Token'
const DAYS = 3

export const readConsoleToken = (): string | null => Cookies.get(COOKIE) ?? null

export function writeConsoleToken(token: string) {
  Cookies.set(COOKIE, token, { expires: DAYS, path: '/', sameSite: 'Lax', secure: location.protocol === 'https:' })
}

export const removeConsoleToken = () => Cookies.remove(COOKIE, { path: '/' })
