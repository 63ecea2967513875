// Every call of the API, in one list: the server mounts them, the OpenAPI document and the
// access tests are generated from it, so a call that is not listed here does not exist.
import * as addresses from './addresses'
import * as bill from './bill'
import type { CallDef } from './call'
import * as cart from './cart'
import * as catalogue from './catalogue'
import * as content from './content'
import * as currency from './currency'
import * as favourites from './favourites'
import * as merchantApplications from './merchant-applications'
import * as merchantLedger from './merchant-ledger'
import * as merchantOrders from './merchant-orders'
import * as merchantBulkShip from './merchant-bulk-ship'
import * as merchantOverview from './merchant-overview'
import * as merchantShop from './merchant-shop'
import * as merchantProducts from './merchant-products'
import * as operatorManagement from './operator-management'
import * as operatorQueues from './operator-queues'
import * as notifications from './notifications'
import * as orderLifecycle from './order-lifecycle'
import * as orders from './orders'
import * as paymentCode from './payment-code'
import * as platformSettings from './platform-settings'
import * as depositChannels from './deposit-channels'
import * as recharges from './recharges'
import * as refunds from './refunds'
import * as reviews from './reviews'
import * as sessions from './sessions'
import * as shops from './shops'
import * as supportChat from './support-chat'
import * as system from './system'
import * as uploads from './uploads'
import * as user from './user'
import * as withdrawals from './withdrawals'
import * as withdrawalAccounts from './withdrawal-accounts'
import * as withdrawalBanks from './withdrawal-banks'

function callsOf(module: Record<string, unknown>): CallDef[] {
  return Object.values(module).filter(
    (v): v is CallDef => typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'data' in v,
  )
}

export const allCalls: CallDef[] = [
  ...callsOf(system), ...callsOf(user), ...callsOf(sessions),
  ...callsOf(catalogue), ...callsOf(shops), ...callsOf(favourites), ...callsOf(currency), ...callsOf(cart), ...callsOf(orders),
  ...callsOf(orderLifecycle), ...callsOf(merchantOrders), ...callsOf(merchantBulkShip),
  ...callsOf(addresses),
  ...callsOf(paymentCode),
  ...callsOf(uploads),
  ...callsOf(refunds),
  ...callsOf(reviews),
  ...callsOf(recharges), ...callsOf(withdrawals), ...callsOf(withdrawalBanks), ...callsOf(withdrawalAccounts), ...callsOf(bill),
  ...callsOf(notifications),
  ...callsOf(content),
  ...callsOf(supportChat),
  ...callsOf(merchantShop),
  ...callsOf(merchantLedger),
  ...callsOf(operatorQueues),
  ...callsOf(platformSettings), ...callsOf(depositChannels),
  ...callsOf(merchantApplications),
  ...callsOf(merchantProducts),
  ...callsOf(operatorManagement),
  ...callsOf(merchantOverview),
]
