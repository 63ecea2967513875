// Builds every service once per app from the app's dependencies, so routes receive ready objects
// and tests can swap the clock, the mailer or the database in one place.
import { sql } from 'drizzle-orm'
import type { Clock } from '../clock'
import type { Database, DbKind } from '../db/open-database'
import type { EventBus } from '../fleet/event-bus'
import type { Translator } from '../i18n'
import type { Mailer } from '../mail/mailer'
import type { Settings } from '../settings'
import type { UploadStore } from '../storage/upload-store'
import { createAddressService } from './addresses'
import { createAuthService } from './auth'
import { createCartService } from './catalogue/cart'
import { createCurrencyService } from './catalogue/currency'
import { createFavouriteService } from './catalogue/favourites'
import { createMerchantProducts } from './catalogue/merchant-products'
import { createProductService } from './catalogue/products'
import { createShopService } from './catalogue/shops'
import { createContentService } from './content'
import { createDeviceSessions } from './device-sessions'
import { createOrderCancellation } from './orders/cancel'
import { createCheckoutService } from './orders/checkout'
import { createOrderTimers } from './orders/order-timers'
import { createMerchantOrders } from './orders/merchant-orders'
import { createBulkShipping } from './orders/bulk-ship'
import { createMerchantShopService } from './merchant-shop'
import { createMerchantLedger } from './merchant-ledger'
import { createMerchantOverview } from './merchant-overview'
import { createPayService } from './orders/pay'
import { createRefundService } from './orders/refunds'
import { createReviewService } from './orders/reviews'
import { createShopperOrders } from './orders/shopper-orders'
import { listLanguages } from './languages'
import { createMerchantApplicationService } from './merchant-applications'
import { createNotificationService } from './notifications'
import { createPasswordChangeService } from './password-change'
import { createPaymentCodeCheck } from './payment-code-check'
import { createPaymentCodeService } from './payment-code'
import { createPaymentCodeResetService } from './payment-code-reset'
import { createPasswordResetService } from './password-reset'
import { createPlatformSettings } from './platform-settings'
import { createProfileService } from './profile'
import { createRateLimiter } from './rate-limit'
import { createReadCache } from './read-cache'
import { createSessionStore } from './sessions'
import { createOperatorActions } from './operator-actions'
import { createOperatorManagement } from './operator-management'
import { createSupportHub } from './support-chat/hub'
import { createSupportChatService } from './support-chat/support-chat'
import { createStreamSlots } from './support-chat/stream-slots'
import { createUploadService } from './uploads'
import { createBillService } from './wallet/bill'
import { createDepositChannelService } from './wallet/deposit-channels'
import { createRechargeService } from './wallet/recharges'
import { createWithdrawalService } from './wallet/withdrawals'
import { createWithdrawalAccountService } from './wallet/withdrawal-accounts'
import { createWithdrawalBankService } from './wallet/withdrawal-banks'

export interface ServiceDeps {
  db: Database
  settings: Settings
  mailer: Mailer
  clock: Clock
  translate: Translator
  log: (line: string) => void
  /** How this process hears the others (cache drops, support messages). */
  bus: EventBus
  /** Where uploaded pictures are kept. */
  uploadStore: UploadStore
  /** Which database is underneath: the limiter locks across processes only on PostgreSQL. */
  dbKind: DbKind
}

/** How long a customer service stream's slot lasts unless its process renews it (a third of it each time). */
const STREAM_SLOT_HOLD_MS = 60_000

export function createServices(deps: ServiceDeps) {
  const { db, settings, clock, translate, bus, log } = deps
  const store = deps.uploadStore
  const sessions = createSessionStore({ db, clock, ttlMs: settings.sessionTtlMs })
  const limiter = createRateLimiter({ db, clock, kind: deps.dbKind })
  const readCache = createReadCache({ ttlMs: settings.readCacheTtlMs, maxEntries: settings.readCacheMaxEntries, bus, log })
  const paymentCodeCheck = createPaymentCodeCheck({ db, limiter, settings })
  const supportHub = createSupportHub(bus, log)
  const merchantOrders = createMerchantOrders({ db, clock, translate, commissionRate: settings.commissionRate })
  return {
    sessions,
    limiter,
    readCache,
    products: createProductService({ db, cache: readCache, translate }),
    shops: createShopService({ db, cache: readCache }),
    favourites: createFavouriteService({ db }),
    cart: createCartService({ db }),
    addresses: createAddressService({ db }),
    currency: createCurrencyService({ db, cache: readCache, baseCurrency: settings.baseCurrency }),
    auth: createAuthService({ db, sessions, limiter, settings }),
    profile: createProfileService({ db, store }),
    passwordChange: createPasswordChangeService({ db, sessions, limiter, settings }),
    passwordReset: createPasswordResetService({ ...deps, sessions, limiter }),
    deviceSessions: createDeviceSessions({ db, clock }),
    paymentCodeCheck,
    paymentCode: createPaymentCodeService({ db, check: paymentCodeCheck }),
    paymentCodeReset: createPaymentCodeResetService({ ...deps, limiter, check: paymentCodeCheck }),
    checkout: createCheckoutService({ db, clock, cache: readCache, unpaidOrderTtlMs: settings.unpaidOrderTtlMs }),
    pay: createPayService({ db, clock, paymentCodeCheck, cache: readCache, commissionRate: settings.commissionRate, unpaidOrderTtlMs: settings.unpaidOrderTtlMs }),
    orderCancellation: createOrderCancellation({ db, clock, cache: readCache, commissionRate: settings.commissionRate }),
    /** Expiring, auto-receiving and auto-completing orders: the server runs `runDue` every minute. */
    orderTimers: createOrderTimers({ db, clock, cache: readCache, settings }),
    shopperOrders: createShopperOrders({ db, clock, translate, commissionRate: settings.commissionRate, reviewWindowMs: settings.reviewWindowMs, unpaidOrderTtlMs: settings.unpaidOrderTtlMs }),
    merchantOrders,
    bulkShipping: createBulkShipping({ db, translate, ship: merchantOrders.ship, exportRows: merchantOrders.exportRows }),
    merchantShop: createMerchantShopService({ db, clock, cache: readCache, translate, store, lowStockThreshold: settings.lowStockThreshold }),
    /** The merchant's ledger and settlements by the shop's days, and their exports. */
    merchantLedger: createMerchantLedger({ db, translate }),
    merchantProducts: createMerchantProducts({ db, cache: readCache, translate, store, lowStockThreshold: settings.lowStockThreshold }),
    refunds: createRefundService({ db, clock, cache: readCache, commissionRate: settings.commissionRate, store, refundRespondMs: settings.refundRespondMs }),
    uploads: createUploadService({ store, clock }),
    uploadStore: store,
    reviews: createReviewService({ db, clock, cache: readCache, store, reviewWindowMs: settings.reviewWindowMs, commissionRate: settings.commissionRate }),
    recharges: createRechargeService({ db, clock, store, maxAmount: settings.maxRechargeAmount }),
    withdrawals: createWithdrawalService({ db, clock, paymentCodeCheck, settings }),
    bill: createBillService({ db }),
    content: createContentService({ db, cache: readCache, clock }),
    notifications: createNotificationService({ db, clock }),
    merchantOverview: createMerchantOverview({ db, clock, settings }),
    /** The operator's commission, service charge and timers (read where used), and the deposit channels. */
    platformSettings: createPlatformSettings({ db, clock, settings }),
    depositChannels: createDepositChannelService({ db }),
    withdrawalBanks: createWithdrawalBankService({ db }),
    withdrawalAccounts: createWithdrawalAccountService({ db }),
    merchantApplications: createMerchantApplicationService({ db, clock, store, cache: readCache }),
    /** Open customer service streams listen here for their owner's new messages. */
    supportHub,
    /** The open streams per user, counted over every process. */
    streamSlots: createStreamSlots({ db, max: settings.serviceStreamsPerUser, holdMs: STREAM_SLOT_HOLD_MS, log }),
    supportChat: createSupportChatService({ db, clock, limiter, hub: supportHub, store, messagesPerMinute: settings.serviceMessagesPerMinute }),
    /** Finding, suspending and lifting users and shops. */
    operatorManagement: createOperatorManagement({ db, clock, sessions, cache: readCache }),
    /** The audit log of what operators did. */
    operatorActions: createOperatorActions({ db, clock }),
    languages: { list: () => listLanguages(db) },
    /** A round trip to the database, for /api/health. */
    async pingDatabase(): Promise<void> {
      await db.execute(sql`select 1`)
    },
  }
}

export type Services = ReturnType<typeof createServices>
