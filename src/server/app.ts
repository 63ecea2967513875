// Builds the Hono app from its dependencies without listening, so tests call app.request()
// in-process and main.ts serves the same app over HTTP.
import { Hono } from 'hono'
import type { CallDef } from '../contract/call'
import { allCalls } from '../contract/calls'
import { systemClock, type Clock } from './clock'
import type { Database, DbKind } from './db/open-database'
import { createLocalEventBus, type EventBus } from './fleet/event-bus'
import { errorHandler, notFoundHandler } from './http/answers'
import type { AppEnv } from './http/app-env'
import type { CallRouter } from './http/mount-call'
import { requestLanguage } from './http/request-language'
import { requestLog } from './http/request-log'
import { securityHeaders } from './http/security-headers'
import { firstPictureOf } from './http/first-picture'
import { mountAtlas } from './http/atlas'
import { mountSpa } from './http/spa'
import { mountUploads, uploadReader } from './http/uploads'
import { createTranslator, type Translator } from './i18n'
import type { Mailer } from './mail/mailer'
import { mountAddressRoutes } from './routes/address-routes'
import { mountCatalogueRoutes } from './routes/catalogue-routes'
import { mountContentRoutes } from './routes/content-routes'
import { mountMerchantApplicationRoutes } from './routes/merchant-application-routes'
import { mountMerchantOrderRoutes } from './routes/merchant-order-routes'
import { mountMerchantBulkShipRoutes } from './routes/merchant-bulk-ship-routes'
import { mountMerchantOverviewRoutes } from './routes/merchant-overview-routes'
import { mountMerchantShopRoutes } from './routes/merchant-shop-routes'
import { mountMerchantLedgerRoutes } from './routes/merchant-ledger-routes'
import { mountMerchantProductRoutes } from './routes/merchant-product-routes'
import { mountOperatorManagementRoutes } from './routes/operator-management-routes'
import { mountNotificationRoutes } from './routes/notification-routes'
import { mountOrderLifecycleRoutes } from './routes/order-lifecycle-routes'
import { mountOrderRoutes } from './routes/order-routes'
import { mountPaymentCodeRoutes } from './routes/payment-code-routes'
import { mountPlatformSettingsRoutes } from './routes/platform-settings-routes'
import { mountRefundRoutes } from './routes/refund-routes'
import { mountReviewRoutes } from './routes/review-routes'
import { mountSessionRoutes } from './routes/session-routes'
import { mountShopRoutes } from './routes/shop-routes'
import { mountSupportChatRoutes } from './routes/support-chat-routes'
import { mountSystemRoutes } from './routes/system-routes'
import { mountUploadRoutes } from './routes/upload-routes'
import { mountUserRoutes } from './routes/user-routes'
import { mountWalletRoutes } from './routes/wallet-routes'
import { mountWithdrawalAccountRoutes } from './routes/withdrawal-account-routes'
import { createServices, type Services } from './services/create-services'
import type { Settings } from './settings'
import { createUploadStore, type UploadStore } from './storage/upload-store'

export interface AppDeps {
  db: Database
  dbKind: DbKind
  settings: Settings
  mailer: Mailer
  /** @default the system clock */
  clock?: Clock
  /** Where request lines and server errors go. @default console.log */
  log?: (line: string) => void
  /** @default a translator over locales/*.json as they are now */
  translate?: Translator
  /** How this process hears the other processes of the fleet. @default a bus of this process alone */
  bus?: EventBus
  /** Where uploads are kept. @default the store the settings name (the disk, or S3 with S3_BUCKET); prepared by the caller */
  uploadStore?: UploadStore
}

export function createApp(deps: AppDeps): Hono<AppEnv> {
  return createAppWithServices(deps).app
}

/** The app and the services behind it, for the process that also runs their background jobs. */
export function createAppWithServices(deps: AppDeps): { app: Hono<AppEnv>; services: Services } {
  const { db, settings, mailer } = deps
  const clock = deps.clock ?? systemClock
  const log = deps.log ?? console.log
  const translate = deps.translate ?? createTranslator()
  const bus = deps.bus ?? createLocalEventBus(log)
  const uploadStore = deps.uploadStore ?? createUploadStore(settings)
  const services = createServices({ db, settings, mailer, clock, translate, log, bus, uploadStore, dbKind: deps.dbKind })

  const app = new Hono<AppEnv>()
  app.use(securityHeaders())
  if (settings.logRequests) app.use(requestLog(log))
  app.use('/api/*', requestLanguage())

  const router: CallRouter = {
    app,
    sessions: services.sessions,
    translate,
    settings,
    mounted: new Set<CallDef>(),
    // Every operator change is in the audit log; replies to customer service are the conversation's own record.
    recordOperatorAction: (operatorId, call, body) =>
      call.path.startsWith('/api/admin/service/') ? Promise.resolve() : services.operatorActions.record(operatorId, call.path, body),
  }
  mountSystemRoutes(router, services, deps.dbKind)
  mountUserRoutes(router, services)
  mountSessionRoutes(router, services)
  mountCatalogueRoutes(router, services)
  mountShopRoutes(router, services)
  mountPaymentCodeRoutes(router, services)
  mountOrderRoutes(router, services)
  mountOrderLifecycleRoutes(router, services)
  mountMerchantOrderRoutes(router, services)
  mountMerchantBulkShipRoutes(router, services)
  mountMerchantOverviewRoutes(router, services)
  mountMerchantShopRoutes(router, services)
  mountMerchantLedgerRoutes(router, services)
  mountMerchantProductRoutes(router, services)
  mountAddressRoutes(router, services)
  mountUploadRoutes(router, services)
  mountRefundRoutes(router, services)
  mountReviewRoutes(router, services)
  mountWalletRoutes(router, services)
  mountWithdrawalAccountRoutes(router, services)
  mountContentRoutes(router, services)
  mountNotificationRoutes(router, services)
  mountSupportChatRoutes(router, services)
  mountPlatformSettingsRoutes(router, services)
  mountMerchantApplicationRoutes(router, services)
  mountOperatorManagementRoutes(router, services)
  const missing = allCalls.filter((call) => !router.mounted.has(call))
  if (missing.length > 0) log(`warning: calls of the contract without a route: ${missing.map((c) => `${c.method} ${c.path}`).join(', ')}`)

  // Whatever /api path no route took is unknown: never fall through to the SPA.
  app.all('/api/*', (c) => c.notFound())
  const readUpload = uploadReader(uploadStore, settings.dataDir)
  mountUploads(app, { read: readUpload, translate })
  mountAtlas(app)
  mountSpa(app, settings.staticDir, firstPictureOf(services.products, readUpload))

  app.onError(errorHandler(translate, log))
  app.notFound(notFoundHandler(translate))
  return { app, services }
}
