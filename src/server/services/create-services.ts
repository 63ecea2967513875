// Builds every service once per app from the app's dependencies, so routes receive ready objects
// and tests can swap the clock, the mailer or the database in one place.
import { sql } from 'drizzle-orm'
import type { Clock } from '../clock'
import type { Database, DbKind } from '../db/open-database'
import type { Translator } from '../i18n'
import type { Mailer } from '../mail/mailer'
import type { Settings } from '../settings'
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
import { createMerchantShopService } from './merchant-shop'
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
import { createPasswordResetService } from './password-reset'
import { createPlatformSettings } from './platform-settings'
import { createProfileService } from './profile'
import { createRateLimiter } from './rate-limit'
import { createReadCache } from './read-cache'
import { createSessionStore } from './sessions'
import { createSupportHub } from './support-chat/hub'
import { createSupportChatService } from './support-chat/support-chat'
import { createUploadService } from './uploads'
import { createBillService } from './wallet/bill'
import { createDepositChannelService } from './wallet/deposit-channels'
import { createRechargeService } from './wallet/recharges'
import { createWithdrawalService } from './wallet/withdrawals'

export interface ServiceDeps {
  db: Database
  settings: Settings
  mailer: Mailer
  clock: Clock
  translate: Translator
  log: (line: string) => void
  /** Which database is underneath: the limiter locks across processes only on PostgreSQL. */
  dbKind: DbKind
}

export function createServices(deps: ServiceDeps) {
  const { db, settings, clock, translate } = deps
  const sessions = createSessionStore({ db, clock, ttlMs: settings.sessionTtlMs })
  const limiter = createRateLimiter({ db, clock, kind: deps.dbKind })
  const readCache = createReadCache({ ttlMs: settings.readCacheTtlMs, maxEntries: settings.readCacheMaxEntries })
  const paymentCodeCheck = createPaymentCodeCheck({ db, limiter, settings })
  const supportHub = createSupportHub()
  return {
    sessions,
    limiter,
    readCache,
    products: createProductService({ db, cache: readCache, translate }),
    shops: createShopService({ db, cache: readCache }),
    favourites: createFavouriteService({ db }),
    cart: createCartService({ db }),
    addresses: createAddressService({ db }),
    currency: createCurrencyService({ db, cache: readCache }),
    auth: createAuthService({ db, sessions, limiter, settings }),
    profile: createProfileService({ db, dataDir: settings.dataDir }),
    passwordChange: createPasswordChangeService({ db, sessions, limiter, settings }),
    passwordReset: createPasswordResetService({ ...deps, sessions, limiter }),
    deviceSessions: createDeviceSessions({ db, clock }),
    paymentCodeCheck,
    paymentCode: createPaymentCodeService({ db, check: paymentCodeCheck }),
    checkout: createCheckoutService({ db, clock, cache: readCache }),
    pay: createPayService({ db, clock, paymentCodeCheck, cache: readCache, commissionRate: settings.commissionRate }),
    orderCancellation: createOrderCancellation({ db, clock, cache: readCache, commissionRate: settings.commissionRate }),
    /** Expiring, auto-receiving and auto-completing orders: the server runs `runDue` every minute. */
    orderTimers: createOrderTimers({ db, clock, cache: readCache, settings }),
    shopperOrders: createShopperOrders({ db, clock, translate, commissionRate: settings.commissionRate, reviewWindowMs: settings.reviewWindowMs }),
    merchantOrders: createMerchantOrders({ db, clock, translate, commissionRate: settings.commissionRate }),
    merchantShop: createMerchantShopService({ db, clock, cache: readCache, translate, dataDir: settings.dataDir }),
    merchantProducts: createMerchantProducts({ db, cache: readCache, translate, dataDir: settings.dataDir }),
    refunds: createRefundService({ db, clock, cache: readCache, commissionRate: settings.commissionRate, dataDir: settings.dataDir }),
    uploads: createUploadService({ dataDir: settings.dataDir, clock }),
    reviews: createReviewService({ db, clock, cache: readCache, dataDir: settings.dataDir, reviewWindowMs: settings.reviewWindowMs, commissionRate: settings.commissionRate }),
    recharges: createRechargeService({ db, clock, dataDir: settings.dataDir, maxAmount: settings.maxRechargeAmount }),
    withdrawals: createWithdrawalService({ db, clock, paymentCodeCheck, settings }),
    bill: createBillService({ db }),
    content: createContentService({ db, cache: readCache, clock }),
    notifications: createNotificationService({ db, clock }),
    /** The operator's commission, service charge and timers (read where used), and the deposit channels. */
    platformSettings: createPlatformSettings({ db, clock, settings }),
    depositChannels: createDepositChannelService({ db }),
    merchantApplications: createMerchantApplicationService({ db, clock, dataDir: settings.dataDir, cache: readCache }),
    /** Open customer service streams listen here for their owner's new messages. */
    supportHub,
    supportChat: createSupportChatService({ db, clock, limiter, hub: supportHub, dataDir: settings.dataDir, messagesPerMinute: settings.serviceMessagesPerMinute }),
    languages: { list: () => listLanguages(db) },
    /** A round trip to the database, for /api/health. */
    async pingDatabase(): Promise<void> {
      await db.execute(sql`select 1`)
    },
  }
}

export type Services = ReturnType<typeof createServices>
