// The console's screens, in the order of the navigation. A screen is a route file under routes/
// (path, title key, roles, the lazily loaded page) and one line here: the router mounts it inside
// the shell and the navigation shows it to the roles it names. Each role's first screen is its home.
import { accountsRoute } from './routes/accounts-route'
import { applicationsRoute } from './routes/applications-route'
import { contentEditorRoute } from './routes/content-editor-route'
import { contentRoute } from './routes/content-route'
import { auditLogRoute } from './routes/audit-log-route'
import { dashboardRoute } from './routes/dashboard-route'
import { depositChannelsRoute } from './routes/deposit-channels-route'
import { exchangeRatesRoute } from './routes/exchange-rates-route'
import { moneyRoute } from './routes/money-route'
import { notificationsRoute } from './routes/notifications-route'
import { orderDetailRoute } from './routes/order-detail-route'
import { packingSlipRoute } from './routes/packing-slip-route'
import { ordersRoute } from './routes/orders-route'
import { productEditorRoute } from './routes/product-editor-route'
import { productsRoute } from './routes/products-route'
import { rechargesRoute } from './routes/recharges-route'
import { refundsRoute } from './routes/refunds-route'
import { serviceRoute } from './routes/service-route'
import { settingsRoute } from './routes/settings-route'
import { shopRoute } from './routes/shop-route'
import { withdrawalsRoute } from './routes/withdrawals-route'
import { withdrawalBanksRoute } from './routes/withdrawal-banks-route'

export const SCREENS = [
  dashboardRoute,
  ordersRoute,
  orderDetailRoute,
  packingSlipRoute,
  productsRoute,
  productEditorRoute,
  refundsRoute,
  shopRoute,
  moneyRoute,
  rechargesRoute,
  withdrawalsRoute,
  applicationsRoute,
  serviceRoute,
  accountsRoute,
  auditLogRoute,
  contentRoute,
  contentEditorRoute,
  notificationsRoute,
  settingsRoute,
  exchangeRatesRoute,
  depositChannelsRoute,
  withdrawalBanksRoute,
] as const
