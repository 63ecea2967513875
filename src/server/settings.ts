// Runtime settings of the server, read once from the environment (README.md#settings-environment). Every
// duration and limit lives here, so no service hides a literal the operator might want to tune.
import { resolve } from 'node:path'

/** An S3-compatible object store for uploads (S3_BUCKET and its companions). */
export interface S3Settings {
  /** S3_BUCKET: created at start when missing. */
  bucket: string
  /** S3_REGION (or AWS_REGION). @default 'us-east-1' */
  region: string
  /** S3_ENDPOINT, for a store other than AWS (MinIO, s3rver, ...), e.g. `http://127.0.0.1:4569`. @default AWS's own */
  endpoint?: string
  /** S3_FORCE_PATH_STYLE: `endpoint/bucket/key` instead of `bucket.endpoint/key` (most stores other than AWS). @default false */
  forcePathStyle: boolean
}

/** Who runs the order timers: `lead` one process of the fleet at a time (an advisory lock elects it), `off` never this one. */
export type TimersMode = 'lead' | 'off'

export interface Settings {
  /** HTTP port of the one process that serves the API, the SPA and the console. @default 3000 */
  port: number
  /** Embedded database (`pg/`), uploads (unless S3_BUCKET) and the mail outbox (embedded database) live here. @default './data' */
  dataDir: string
  /** PostgreSQL instead of the embedded PGlite, e.g. `postgres://user@host:5432/db`. @default undefined */
  databaseUrl?: string
  /**
   * Seed the demo accounts and shop (README.md#demo-accounts).
   * @default true for the embedded database, false with DATABASE_URL unless DEMO=1
   */
  demo: boolean
  /** Send mail by SMTP, e.g. `smtp://user:pass@mail.example.com:587`; without it mail goes to the mail_outbox table on PostgreSQL, `DATA_DIR/mail-outbox.jsonl` on the embedded database. @default undefined */
  smtpUrl?: string
  /** Sender address of outgoing mail. @default 'Marketplace <no-reply@marketplace.local>' */
  mailFrom: string
  /** The built browser apps (`app/index.html`, `console/index.html`, `assets/`). @default './dist' */
  staticDir: string
  /** Trust `X-Forwarded-For` for the client address (only behind a proxy you run). @default false */
  trustProxy: boolean
  /** Log one line per request. @default true, false under vitest */
  logRequests: boolean
  /**
   * A session lasts as long as the Admin-Token cookie (docs/product/rules.md#constants): 3 days.
   * @default 259200000
   */
  sessionTtlMs: number
  /** Failed logins counted within this window. @default 900000 (15 min) */
  loginWindowMs: number
  /** Failed logins per account within the window before logins of that account are refused. @default 5 */
  loginFailuresPerAccount: number
  /** Failed logins per client address within the window before its logins are refused. @default 20 */
  loginFailuresPerAddress: number
  /** A mailed password reset code is valid this long. @default 900000 (15 min) */
  resetCodeTtlMs: number
  /** Wrong guesses of one reset code before it is void. @default 5 */
  resetCodeMaxAttempts: number
  /** Reset codes mailed per email address within the login window. @default 3 */
  resetRequestsPerEmail: number
  /** Reset codes requested per client address within the login window. @default 10 */
  resetRequestsPerAddress: number
  /** Largest JSON request body in bytes. @default 1048576 (1 MiB) */
  maxBodyBytes: number
  /**
   * Largest multipart request body (uploads: 5 MB per image, docs/api-conventions.md#uploads).
   * @default 6291456
   */
  maxUploadBytes: number
  /**
   * How long a public catalogue read is served from the in-process cache; bounds how stale another
   * process's write can look. 0 turns the cache off. @default 10000
   */
  readCacheTtlMs: number
  /** Entries of the read cache at most (least recently used dropped first). @default 2000 */
  readCacheMaxEntries: number
  /**
   * Wrong payment codes (paying or changing the code) before paying locks
   * (docs/product/money.md#payment-code). @default 5
   */
  paymentCodeMaxFailures: number
  /** How long paying stays locked after too many wrong payment codes. @default 900000 (15 min) */
  paymentCodeLockMs: number
  /**
   * An order left unpaid this long is cancelled and its stock released
   * (docs/product/order-lifecycle.md#timers). The default: an operator's value (platform_settings)
   * comes first, like the four below. @default 1800000 (30 min)
   */
  unpaidOrderTtlMs: number
  /** A delivered order counts as received this long after shipping, unless confirmed earlier. The default (platform_settings). @default 864000000 (10 days) */
  autoReceiveMs: number
  /** A received order completes (and settles to the merchant) this long after receipt, unless all its items were reviewed earlier. The default (platform_settings). @default 604800000 (7 days) */
  autoCompleteMs: number
  /** A paid order should be shipped within this long (the merchant's ship-by time). The default (platform_settings). @default 172800000 (48 h) */
  shipWithinMs: number
  /** A refund should be answered within this long of being asked (the merchant's respond-by time). The default (platform_settings). @default 172800000 (48 h) */
  refundRespondMs: number
  /** A SKU with this many units or fewer counts as low stock on the merchant's overview. @default 5 */
  lowStockThreshold: number
  /** Share of a completed order the platform keeps as commission, e.g. '0.05'. The default (platform_settings). @default '0.05' */
  commissionRate: string
  /** How long after completion a shopper may still review an order's items (a received order always may). @default 2592000000 (30 days) */
  reviewWindowMs: number
  /**
   * Play money a newly registered shopper's wallet opens with, so that a visitor trying the demo
   * can buy something at once (a ledger row like the demo shopper's opening balance).
   * @default '100.00' in demo mode, '0.00' otherwise
   */
  welcomeCredit: string
  /**
   * Share of a withdrawal kept as the service charge, e.g. '0.01'
   * (docs/product/money.md#withdrawals). The default (platform_settings). @default '0.01'
   */
  withdrawalFeeRate: string
  /** The least one withdrawal may ask for. The default (platform_settings). @default '10.00' */
  withdrawalMinAmount: string
  /** The least service charge of a withdrawal, whatever its rate gives. The default (platform_settings). @default '0.10' */
  withdrawalMinCharge: string
  /** The most one recharge may ask for. @default '50000.00' */
  maxRechargeAmount: string
  /** The most one withdrawal may ask for. @default '20000.00' */
  maxWithdrawalAmount: string
  /** Customer service messages one user may send within a minute (a resent one is not counted). @default 20 */
  serviceMessagesPerMinute: number
  /** How often an open event stream gets a keep-alive comment (and its session is checked again). @default 20000 */
  streamKeepAliveMs: number
  /** Customer service streams one user may hold open at once (tabs, devices), over every process; the next is refused. @default 5 */
  serviceStreamsPerUser: number
  /** Connections of this process's pool on PostgreSQL (DB_POOL_MAX); a fleet of N processes opens N times this, plus one listener each. @default 10 */
  dbPoolMax: number
  /**
   * TIMERS: `lead` (the order timers and the pruning run in one process of the fleet at a time,
   * elected by a PostgreSQL advisory lock; on the embedded database, this one) or `off` (never in
   * this process). @default 'lead'
   */
  timers: TimersMode
  /** How often the leading process runs the order timers (TIMER_INTERVAL_MS). @default 60000 */
  timerIntervalMs: number
  /** Uploads in an S3-compatible bucket instead of DATA_DIR/uploads: set by S3_BUCKET. @default undefined */
  s3?: S3Settings
}

const MINUTE = 60_000

/** The defaults, before the environment is read; tests spread their changes over these. */
export const defaultSettings: Settings = {
  port: 3000,
  dataDir: resolve('data'),
  demo: true,
  mailFrom: 'Marketplace <no-reply@marketplace.local>',
  staticDir: resolve('dist'),
  trustProxy: false,
  logRequests: true,
  sessionTtlMs: 3 * 24 * 60 * MINUTE,
  loginWindowMs: 15 * MINUTE,
  loginFailuresPerAccount: 5,
  loginFailuresPerAddress: 20,
  resetCodeTtlMs: 15 * MINUTE,
  resetCodeMaxAttempts: 5,
  resetRequestsPerEmail: 3,
  resetRequestsPerAddress: 10,
  maxBodyBytes: 1024 * 1024,
  maxUploadBytes: 6 * 1024 * 1024,
  readCacheTtlMs: 10_000,
  readCacheMaxEntries: 2000,
  paymentCodeMaxFailures: 5,
  paymentCodeLockMs: 15 * MINUTE,
  unpaidOrderTtlMs: 30 * MINUTE,
  autoReceiveMs: 10 * 24 * 60 * MINUTE,
  autoCompleteMs: 7 * 24 * 60 * MINUTE,
  shipWithinMs: 48 * 60 * MINUTE,
  refundRespondMs: 48 * 60 * MINUTE,
  lowStockThreshold: 5,
  commissionRate: '0.05',
  reviewWindowMs: 30 * 24 * 60 * MINUTE,
  welcomeCredit: '0.00',
  withdrawalFeeRate: '0.01',
  withdrawalMinAmount: '10.00',
  withdrawalMinCharge: '0.10',
  maxRechargeAmount: '50000.00',
  maxWithdrawalAmount: '20000.00',
  serviceMessagesPerMinute: 20,
  streamKeepAliveMs: 20_000,
  serviceStreamsPerUser: 5,
  dbPoolMax: 10,
  timers: 'lead',
  timerIntervalMs: MINUTE,
}

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase())
}

function port(value: string | undefined): number {
  if (!value) return defaultSettings.port
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`PORT must be a port number, got "${value}"`)
  return n
}

function amount(name: string, value: string): string {
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(value)) throw new Error(`${name} must be an amount like 100.00, got "${value}"`)
  return value
}

function nonNegative(name: string, value: string): number {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number from 0, got "${value}"`)
  return n
}

function positive(name: string, value: string | undefined, fallback: number): number {
  if (!value) return fallback
  const n = nonNegative(name, value)
  if (n === 0) throw new Error(`${name} must be at least 1, got "${value}"`)
  return n
}

function timersMode(value: string | undefined): TimersMode {
  if (!value) return defaultSettings.timers
  if (value !== 'lead' && value !== 'off') throw new Error(`TIMERS must be lead or off, got "${value}"`)
  return value
}

function s3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE) ?? false,
  }
}

/** Reads the settings from an environment (process.env by default). */
export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const databaseUrl = env.DATABASE_URL || undefined
  // A shared PostgreSQL is someone's real data: demo accounts with known passwords only on request.
  const demo = flag(env.DEMO) ?? !databaseUrl
  return {
    ...defaultSettings,
    port: port(env.PORT),
    dataDir: resolve(env.DATA_DIR || 'data'),
    databaseUrl,
    demo,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || defaultSettings.mailFrom,
    staticDir: resolve(env.STATIC_DIR || 'dist'),
    trustProxy: flag(env.TRUST_PROXY) ?? false,
    logRequests: flag(env.LOG_REQUESTS) ?? !env.VITEST,
    welcomeCredit: env.WELCOME_CREDIT ? amount('WELCOME_CREDIT', env.WELCOME_CREDIT) : demo ? '100.00' : '0.00',
    readCacheTtlMs: env.READ_CACHE_TTL_MS ? nonNegative('READ_CACHE_TTL_MS', env.READ_CACHE_TTL_MS) : defaultSettings.readCacheTtlMs,
    dbPoolMax: positive('DB_POOL_MAX', env.DB_POOL_MAX, defaultSettings.dbPoolMax),
    timers: timersMode(env.TIMERS),
    timerIntervalMs: positive('TIMER_INTERVAL_MS', env.TIMER_INTERVAL_MS, defaultSettings.timerIntervalMs),
    s3: s3Settings(env),
  }
}
