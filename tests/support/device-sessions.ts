// Shapes a user's list of logged-in devices for list tests: more by logging in again, fewer by
// logging other devices out, always through the real API.
export type ApiCall = (method: 'GET' | 'POST', path: string, body?: unknown, token?: string) => Promise<{ code: number; data: any }>

export interface DeviceOwner {
  account: string
  password: string
  token: string
}

/** Makes the user have exactly `total` live sessions (the current one included). */
export async function makeSessions(call: ApiCall, owner: DeviceOwner, total: number) {
  const live = async () => (await call('GET', '/api/user/sessions?page=1&limit=50', undefined, owner.token)).data.list as Array<{ id: number; current: boolean }>
  let rows = await live()
  for (let n = rows.length; n < total; n++) {
    await call('POST', '/api/user/login', { account: owner.account, password: owner.password })
  }
  rows = await live()
  for (const row of rows.filter((r) => !r.current).slice(0, Math.max(0, rows.length - total))) {
    await call('POST', '/api/user/session_revoke', { id: row.id }, owner.token)
  }
}

/** How many rows the page must leave so that it is, or is not, the last page. */
export function totalFor(page: number, limit: number, last: boolean) {
  return last ? (page - 1) * limit + Math.ceil(limit / 2) : page * limit + Math.ceil(limit / 2)
}
