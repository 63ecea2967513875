// The console's screens, in the order of the navigation. A screen is a route file under routes/
// (path, title key, roles, the lazily loaded page) and one line here: the router mounts it inside
// the shell and the navigation shows it to the roles it names. Each role's first screen is its home.
import { dashboardRoute } from './routes/dashboard-route'
import { ordersRoute } from './routes/orders-route'
import { rechargesRoute } from './routes/recharges-route'
import { withdrawalsRoute } from './routes/withdrawals-route'

export const SCREENS = [
  dashboardRoute,
  ordersRoute,
  rechargesRoute,
  withdrawalsRoute,
] as const
