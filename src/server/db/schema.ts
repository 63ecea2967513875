// The database tables (Drizzle, PostgreSQL). One schema for PGlite and for a real PostgreSQL; the
// SQL migrations beside it are generated from this file by `npm run db:generate`.
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { CONTENT_KINDS } from '../../contract/content'
import type { LanguageFile } from '../../contract/fields'

/** A text in some of the six interface languages; English is the fallback and always present. */
export type LocalText = Partial<Record<LanguageFile, string>> & { en: string }

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    familyName: text('family_name').notNull(),
    givenName: text('given_name').notNull(),
    avatar: text('avatar'),
    role: text('role', { enum: ['shopper', 'merchant', 'operator'] }).notNull().default('shopper'),
    passwordHash: text('password_hash').notNull(),
    paymentCodeHash: text('payment_code_hash'),
    lang: text('lang'),
    // Cached sum of the user's ledger_entries, updated under a row lock in the same transaction
    // as the entry (docs/product/money.md#the-ledger).
    balance: numeric('balance', { precision: 18, scale: 2 }).notNull().default('0.00'),
    /** Set while an operator has suspended the account: it cannot log in; its money stays as it is. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // "Demo" and "demo" are one account; the same for emails.
    uniqueIndex('users_account_lower_key').on(sql`lower(${t.account})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('shopper', 'merchant', 'operator')`),
    check('users_balance_check', sql`${t.balance} >= 0`),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    // sha256 hex of the token: a copy of the table does not let anyone log in.
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** What the browser said it was at login ("Chrome on Android"), for the devices list. */
    device: text('device').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
)

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** What the mailed code resets: the login password, or the payment code (a shopper logged in). */
    purpose: text('purpose', { enum: ['password', 'paymentCode'] }).notNull().default('password'),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
)

/**
 * One row per counted event (a failed login, a reset request). Limits are counted here rather
 * than in memory so that they hold across several server processes.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: serial('id').primaryKey(),
    /** What is limited, e.g. `login:account`, `login:address`, `reset:email`. */
    scope: text('scope').notNull(),
    /** Who is limited: a lower-cased account or email, or a client address. */
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_limit_events_lookup_idx').on(t.scope, t.subject, t.createdAt)],
)

export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    ownerUserId: integer('owner_user_id').notNull().references(() => users.id),
    name: text('name').notNull(),
    /** Stable slug of a seeded shop (the seed's idempotency key); null for shops merchants open. */
    key: text('key'),
    /** URL of the logo, e.g. `/uploads/catalogue/shops/<key>.svg`. */
    logo: text('logo').notNull().default(''),
    city: jsonb('city').$type<LocalText>().notNull().default({ en: '' }),
    description: jsonb('description').$type<LocalText>().notNull().default({ en: '' }),
    /** Fans of the demo history, before any real follow. */
    seededFans: integer('seeded_fans').notNull().default(0),
    /** Cached seeded_fans + count(shop_follows), moved in the same transaction as a follow row. */
    fans: integer('fans').notNull().default(0),
    /** Flat freight of one order from this shop (base currency). */
    freight: numeric('freight', { precision: 18, scale: 2 }).notNull().default('3.00'),
    /** An order whose subtotal reaches this ships free; null: never free. */
    freeShippingFrom: numeric('free_shipping_from', { precision: 18, scale: 2 }).default('50.00'),
    /** What the shop mainly sells (the category its owner applied with); null for seeded shops. */
    categoryId: integer('category_id').references(() => categories.id),
    /** How shoppers and the platform reach the shop (phone, email, messenger), as the owner wrote it. */
    contact: text('contact').notNull().default(''),
    /**
     * The IANA time zone the shop counts its days in (sales per day, today's sales). Defaults to
     * the marketplace's home (docs/product/overview.md#what-it-is: a marketplace in Vietnam); the
     * merchant may change it.
     */
    timeZone: text('time_zone').notNull().default('Asia/Ho_Chi_Minh'),
    /** Set while an operator has suspended the shop: its products are off sale; its orders are still served. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** An option with this many units left or fewer is low in stock; null: the platform's threshold. */
    lowStockThreshold: integer('low_stock_threshold'),
    createdAt: createdAt(),
  },
  (t) => [
    check('shops_freight_check', sql`${t.freight} >= 0`),
    // Shoppers tell shops apart by name: two may not differ only in case.
    uniqueIndex('shops_name_lower_key').on(sql`lower(${t.name})`),
    // A merchant runs one shop: getUserInfo answers a single shop_id.
    uniqueIndex('shops_owner_user_id_key').on(t.ownerUserId),
    uniqueIndex('shops_key_key').on(t.key),
    check('shops_fans_check', sql`${t.fans} >= 0`),
  ],
)

/**
 * The platform's own wallets (docs/product/money.md#escrow-and-commission): `escrow` holds what
 * shoppers paid until their orders complete, `commission` what the platform keeps. Same ledger,
 * same cached balance rule.
 */
export const platformAccounts = pgTable(
  'platform_accounts',
  {
    key: text('key').primaryKey(),
    balance: numeric('balance', { precision: 18, scale: 2 }).notNull().default('0.00'),
  },
  (t) => [check('platform_accounts_balance_check', sql`${t.balance} >= 0`)],
)

/**
 * The wallet (docs/product/money.md#the-ledger): every change of a balance is a row, and the cached
 * balance of a user (users.balance) or of a platform account is the sum of its rows. Amounts are
 * signed: credits positive, debits negative. A row belongs to exactly one of the two.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id),
    platformAccount: text('platform_account').references(() => platformAccounts.key),
    /** opening, recharge, payment, refund, withdrawal_hold, withdrawal_release, fee, income, ... */
    kind: text('kind').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    balanceAfter: numeric('balance_after', { precision: 18, scale: 2 }).notNull(),
    /** What caused the entry, e.g. `order` 12, `payment` 3, `seed`. */
    refType: text('ref_type'),
    refId: integer('ref_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_user_id_idx').on(t.userId, t.id),
    index('ledger_entries_platform_idx').on(t.platformAccount, t.id),
    index('ledger_entries_ref_idx').on(t.refType, t.refId),
    check('ledger_entries_owner_check', sql`(${t.userId} is null) <> (${t.platformAccount} is null)`),
  ],
)

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  languageName: text('language_name').notNull(),
  chineseName: text('chinese_name').notNull(),
  fileName: text('file_name').notNull().unique(),
  /** Order in the language list. */
  position: smallint('position').notNull().default(0),
})

/** The ten categories of docs/product/entities.md#categories; names come from locales (`category.<key>`). */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  /** Order in the category list. */
  position: smallint('position').notNull().default(0),
})

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    /** Stable slug of a seeded product (the seed's idempotency key); null for merchants' products. */
    key: text('key'),
    shopId: integer('shop_id').notNull().references(() => shops.id),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    title: jsonb('title').$type<LocalText>().notNull(),
    description: jsonb('description').$type<LocalText>().notNull(),
    /** What the SKUs differ in: colour, size, storage, ... (translated by the server's dimension table). */
    specName: text('spec_name').notNull(),
    /** Gallery URLs, the first is the card picture. */
    images: text('images').array().notNull(),
    /** Cached lowest SKU price, for sorting and the price filter; rewritten with every SKU price change. */
    price: numeric('price', { precision: 18, scale: 2 }).notNull(),
    /** Sales of the demo history. */
    seededSales: integer('seeded_sales').notNull().default(0),
    /** Cached seeded_sales + items of paid orders (a payment moves it). */
    sales: integer('sales').notNull().default(0),
    /** Visits of the demo history. */
    seededViews: integer('seeded_views').notNull().default(0),
    /** Cached seeded_views + count(product_views), moved in the same transaction as a visit row. */
    views: integer('views').notNull().default(0),
    /** Hidden by its merchant: out of every list, search and detail page; orders already placed keep it. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('products_key_key').on(t.key),
    index('products_shop_id_idx').on(t.shopId),
    index('products_category_id_idx').on(t.categoryId),
    index('products_sales_idx').on(t.sales, t.id),
    index('products_price_idx').on(t.price, t.id),
    index('products_created_at_idx').on(t.createdAt, t.id),
  ],
)

export const productSkus = pgTable(
  'product_skus',
  {
    id: serial('id').primaryKey(),
    key: text('key'),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    label: jsonb('label').$type<LocalText>().notNull(),
    price: numeric('price', { precision: 18, scale: 2 }).notNull(),
    stock: integer('stock').notNull().default(0),
    /**
     * The merchant's own code for the option (their SKU code), null when none; unique within the
     * shop, case aside (checked by the service under the shop's lock: the shop is on the product).
     */
    code: text('code'),
  },
  (t) => [
    uniqueIndex('product_skus_key_key').on(t.key),
    index('product_skus_product_id_idx').on(t.productId),
    check('product_skus_stock_check', sql`${t.stock} >= 0`),
    check('product_skus_price_check', sql`${t.price} > 0`),
    index('product_skus_code_idx').on(sql`lower(${t.code})`),
  ],
)

/**
 * One searchable document per product and language (accents folded, lower case, NFKC): the
 * product's title, description, shop and category in that language and in English. Written by
 * the application (services/product-search-documents.ts) whenever those texts change.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    /** Normalized title in the language and in English: a match here ranks first. */
    title: text('title').notNull(),
    /** Normalized title, description, shop name and category names. */
    document: text('document').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.lang] }),
    index('product_search_document_trgm_idx').using('gin', t.document.op('gin_trgm_ops')),
    index('product_search_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
)

/** One row per counted visit of a product page (the `visit` id the page makes when it opens). */
export const productViews = pgTable(
  'product_views',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    visit: text('visit').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.visit] })],
)

export const shopFollows = pgTable(
  'shop_follows',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shopId] }), index('shop_follows_user_created_idx').on(t.userId, t.createdAt)],
)

export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('favourites_user_created_idx').on(t.userId, t.createdAt)],
)

/**
 * A shopper's review of a product bought in an order (one per order and product). Seeded reviews
 * of the demo history have a `key` and no order.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    /** Stable key of a seeded review; null for real ones. */
    key: text('key'),
    /** The order the product was bought in. */
    orderId: integer('order_id').references(() => orders.id),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id').references(() => productSkus.id, { onDelete: 'set null' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productScore: smallint('product_score').notNull(),
    serviceScore: smallint('service_score').notNull(),
    postageScore: smallint('postage_score').notNull(),
    content: text('content').notNull(),
    /** Picture URLs. */
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_key_key').on(t.key),
    uniqueIndex('reviews_order_product_key').on(t.orderId, t.productId),
    index('reviews_product_created_idx').on(t.productId, t.createdAt, t.id),
    check('reviews_product_score_check', sql`${t.productScore} between 1 and 5`),
    check('reviews_service_score_check', sql`${t.serviceScore} between 1 and 5`),
    check('reviews_postage_score_check', sql`${t.postageScore} between 1 and 5`),
  ],
)

/** The bag: one line per shopper and SKU. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id').notNull().references(() => productSkus.id, { onDelete: 'cascade' }),
    quantity: smallint('quantity').notNull(),
    selected: boolean('selected').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_lines_user_sku_key').on(t.userId, t.skuId),
    check('cart_lines_quantity_check', sql`${t.quantity} between 1 and 99`),
  ],
)

/**
 * Units of a display currency for one unit of the base currency
 * (docs/product/money.md#base-currency-and-display-currency).
 */
export const currencyRates = pgTable('currency_rates', {
  code: text('code').primaryKey(),
  rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
})

/** A shopper's shipping addresses; at most one is the default (the partial unique index). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    addressee: text('addressee').notNull(),
    mobile: text('mobile').notNull(),
    area: text('area').notNull(),
    detail: text('detail').notNull(),
    /** home, office, ... as the shopper calls it. */
    tag: text('tag').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_user_id_idx').on(t.userId, t.id),
    uniqueIndex('addresses_one_default_key').on(t.userId).where(sql`${t.isDefault}`),
  ],
)

/** Promo codes of the platform: a percent or a fixed amount off a checkout's subtotal. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    /** Upper case; shoppers type it in any case. */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
    /** Percent (1-100) or an amount in the base currency. */
    value: numeric('value', { precision: 18, scale: 2 }).notNull(),
    /** The checkout's subtotal must reach this. */
    minSpend: numeric('min_spend', { precision: 18, scale: 2 }).notNull().default('0.00'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Checkouts one shopper may use it for. */
    perUserLimit: integer('per_user_limit').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_key').on(t.code),
    check('promo_codes_kind_check', sql`${t.kind} in ('percent', 'fixed')`),
    check('promo_codes_value_check', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
  ],
)

/** One checkout: the orders (one per shop) a shopper created at once, and the promo it used. */
export const checkouts = pgTable(
  'checkouts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    discount: numeric('discount', { precision: 18, scale: 2 }).notNull().default('0.00'),
    total: numeric('total', { precision: 18, scale: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('checkouts_user_promo_idx').on(t.userId, t.promoCodeId)],
)

/** The address an order ships to, copied at creation: editing the address book changes no order. */
export interface OrderAddress {
  addressee: string
  mobile: string
  area: string
  detail: string
  tag: string
}

/**
 * Status codes of docs/product/order-lifecycle.md#statuses-and-filters; the orderStatus machine
 * decides the moves between them.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The order number shoppers and merchants quote. */
    sn: text('sn').notNull(),
    userId: integer('user_id').notNull().references(() => users.id),
    shopId: integer('shop_id').notNull().references(() => shops.id),
    checkoutId: integer('checkout_id').notNull().references(() => checkouts.id),
    status: smallint('status').notNull().default(0),
    subtotal: numeric('subtotal', { precision: 18, scale: 2 }).notNull(),
    freight: numeric('freight', { precision: 18, scale: 2 }).notNull(),
    discount: numeric('discount', { precision: 18, scale: 2 }).notNull().default('0.00'),
    total: numeric('total', { precision: 18, scale: 2 }).notNull(),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Set when the merchant ships (status 1 -> 2). */
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    logisticsCompany: text('logistics_company'),
    trackingNo: text('tracking_no'),
    /** Set on confirm received, by the shopper or after the delivery timer (2 -> 3). */
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** Set on completion (3 -> 4), when escrow settles the order to the merchant. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** While in after-sale (-4): the status a refused or withdrawn refund returns the order to. */
    statusBeforeAfterSale: smallint('status_before_after_sale'),
    /** What refunds have paid back out of escrow for this order; never settled to the merchant. */
    refunded: numeric('refunded', { precision: 18, scale: 2 }).notNull().default('0.00'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_sn_key').on(t.sn),
    // The timers look for orders of one status whose moment has come.
    index('orders_status_timers_idx').on(t.status, t.createdAt),
    index('orders_user_status_idx').on(t.userId, t.status, t.id),
    index('orders_shop_status_idx').on(t.shopId, t.status, t.id),
    index('orders_checkout_id_idx').on(t.checkoutId),
    check('orders_status_check', sql`${t.status} in (0, 1, 2, 3, 4, -1, -4)`),
    check('orders_total_check', sql`${t.total} >= 0 and ${t.discount} >= 0 and ${t.freight} >= 0 and ${t.subtotal} > 0`),
  ],
)

/** A line of an order: what was bought, at the price of that moment (texts copied too). */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id),
    skuId: integer('sku_id').notNull().references(() => productSkus.id),
    title: jsonb('title').$type<LocalText>().notNull(),
    skuLabel: jsonb('sku_label').$type<LocalText>().notNull(),
    image: text('image').notNull().default(''),
    price: numeric('price', { precision: 18, scale: 2 }).notNull(),
    quantity: smallint('quantity').notNull(),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId),
    check('order_items_quantity_check', sql`${t.quantity} between 1 and 99`),
  ],
)

/**
 * One successful payment: the orders it paid and what it answered. The (user, key) index makes a
 * repeated request with the same Idempotency-Key find the first result instead of paying again.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    idempotencyKey: text('idempotency_key').notNull(),
    orderIds: integer('order_ids').array().notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    balanceAfter: numeric('balance_after', { precision: 18, scale: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payments_user_key_key').on(t.userId, t.idempotencyKey)],
)

/** The logistics timeline of an order: the shipment and what the carrier reported after it. */
export const logisticsEvents = pgTable(
  'logistics_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    /** When it happened (the carrier's time). */
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** What happened, as the carrier or the merchant wrote it. */
    description: text('description').notNull(),
    location: text('location').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('logistics_events_order_idx').on(t.orderId, t.at)],
)

/**
 * A shopper's request for money back on (some items of) a paid order. At most one open
 * (applying or in progress) per order; refunded money leaves escrow through the ledger.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id),
    userId: integer('user_id').notNull().references(() => users.id),
    shopId: integer('shop_id').notNull().references(() => shops.id),
    /** `refund`: money only; `return`: the goods go back first. */
    type: text('type', { enum: ['refund', 'return'] }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    productIds: integer('product_ids').array().notNull(),
    productStatus: text('product_status', { enum: ['received', 'not_received'] }).notNull(),
    reason: text('reason').notNull(),
    explanation: text('explanation').notNull(),
    /** Upload URLs of the proof. */
    proof: jsonb('proof').$type<string[]>().notNull().default([]),
    /** applying -> in_progress (approved, waiting for returned goods) -> refunded, or refused, or withdrawn. */
    status: text('status', { enum: ['applying', 'in_progress', 'refunded', 'refused', 'withdrawn'] }).notNull().default('applying'),
    merchantNote: text('merchant_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_shop_status_idx').on(t.shopId, t.status, t.id),
    uniqueIndex('refunds_one_open_per_order_key').on(t.orderId).where(sql`${t.status} in ('applying', 'in_progress')`),
    check('refunds_amount_check', sql`${t.amount} > 0`),
    check('refunds_type_check', sql`${t.type} in ('refund', 'return')`),
    check('refunds_status_check', sql`${t.status} in ('applying', 'in_progress', 'refunded', 'refused', 'withdrawn')`),
  ],
)

/**
 * Where the platform takes deposits (docs/product/money.md#recharges): an
 * on-chain network with the platform's deposit address (TRC20, ERC20 ...), or the platform's bank
 * account for manual transfers. Operators edit them; shoppers withdraw on the same networks.
 */
export const depositChannels = pgTable(
  'deposit_channels',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['chain', 'bank'] }).notNull(),
    /** TRC20, ERC20, BANK ... what a request names. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** The token taken on chain (USDT); null for a bank. */
    token: text('token'),
    /** The deposit address on chain, the account number of a bank. */
    address: text('address').notNull(),
    /** The account holder's name (bank only). */
    holder: text('holder'),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('deposit_channels_code_key').on(t.code), check('deposit_channels_kind_check', sql`${t.kind} in ('chain', 'bank')`)],
)

/** The banks shoppers may withdraw to, per country, as the operator keeps them (a name once per country). */
export const withdrawalBanks = pgTable(
  'withdrawal_banks',
  {
    id: serial('id').primaryKey(),
    /** ISO 3166 alpha-2, in capitals. */
    country: text('country').notNull(),
    name: text('name').notNull(),
    /** A short code or BIN (VCB, 970436), if the operator gives one. */
    code: text('code'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('withdrawal_banks_country_name_key').on(t.country, sql`lower(${t.name})`)],
)

/**
 * A shopper's saved withdrawal accounts: a bank account (country, bank, digits, holder) or an
 * address on a network. The bank's name is copied at saving, so a renamed or hidden bank does not
 * change what the shopper saved. At most one default per shopper.
 */
export const withdrawalAccounts = pgTable(
  'withdrawal_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    type: text('type', { enum: ['bank', 'chain'] }).notNull(),
    country: text('country'),
    bankId: integer('bank_id').references(() => withdrawalBanks.id),
    bankName: text('bank_name'),
    /** The card or account number's digits. */
    number: text('number'),
    holder: text('holder'),
    network: text('network'),
    address: text('address'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('withdrawal_accounts_user_idx').on(t.userId, t.id),
    uniqueIndex('withdrawal_accounts_one_default_key').on(t.userId).where(sql`${t.isDefault}`),
    check('withdrawal_accounts_type_check', sql`${t.type} in ('bank', 'chain')`),
  ],
)

/** Who audited a row and when (recharges, withdrawals): one decision, recorded once. */
const audited = () => ({
  /**
   * 0 waiting for the operator, 1 approved (passed), 2 rejected (refused):
   * docs/product/money.md#audit-results-and-filters.
   */
  status: smallint('status').notNull().default(0),
  /** The operator's words; the shopper reads them on a rejection. */
  note: text('note'),
  auditedBy: integer('audited_by').references(() => users.id),
  auditedAt: timestamp('audited_at', { withTimezone: true }),
})

/** A shopper's recharge: pending until an operator approves it (credited through the ledger) or rejects it. */
export const recharges = pgTable(
  'recharges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    method: text('method', { enum: ['manual', 'chain'] }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    /** The network sent on (chain only) and the address sent from. */
    network: text('network'),
    address: text('address'),
    /** Upload URL of the payment evidence. */
    evidence: text('evidence').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    ...audited(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('recharges_user_key').on(t.userId, t.idempotencyKey),
    index('recharges_user_idx').on(t.userId, t.id),
    index('recharges_status_idx').on(t.status, t.id),
    check('recharges_amount_check', sql`${t.amount} > 0`),
    check('recharges_method_check', sql`${t.method} in ('manual', 'chain')`),
    check('recharges_status_check', sql`${t.status} in (0, 1, 2)`),
  ],
)

/**
 * A withdrawal: the amount is held from the wallet at submission; an operator passes it (paid out,
 * the service charge kept) or refuses it (the hold returns).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    type: text('type', { enum: ['bank', 'chain'] }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    /** The service charge and what actually arrives, fixed at submission. */
    charge: numeric('charge', { precision: 18, scale: 2 }).notNull(),
    arrival: numeric('arrival', { precision: 18, scale: 2 }).notNull(),
    bankCard: text('bank_card'),
    bankName: text('bank_name'),
    /** The bank account's holder, when given (a saved account always has one). */
    holder: text('holder'),
    network: text('network'),
    address: text('address'),
    /** The wallet's balance right after the hold: a repeated request answers it again. */
    balanceAfter: numeric('balance_after', { precision: 18, scale: 2 }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    ...audited(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('withdrawals_user_key').on(t.userId, t.idempotencyKey),
    index('withdrawals_user_idx').on(t.userId, t.id),
    index('withdrawals_status_idx').on(t.status, t.id),
    check('withdrawals_amount_check', sql`${t.amount} > 0 and ${t.charge} >= 0 and ${t.arrival} = ${t.amount} - ${t.charge}`),
    check('withdrawals_type_check', sql`${t.type} in ('bank', 'chain')`),
    check('withdrawals_status_check', sql`${t.status} in (0, 1, 2)`),
  ],
)

/**
 * Published texts of the platform (docs/product/overview.md#who-uses-it: operators publish help and
 * law articles): help and support answers (/helpAndSupport), law and policy articles (/law) and
 * general articles (about the platform, buyer protection), each read at /article/:id. Title and
 * body in the six languages, English always present; the body is plain text, paragraphs split by a
 * blank line.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: CONTENT_KINDS }).notNull(),
    /** Stable name in links (/article/terms-of-service) and the seed's idempotency key. */
    slug: text('slug').notNull(),
    /** Order within its kind. */
    position: integer('position').notNull().default(0),
    title: jsonb('title').$type<LocalText>().notNull(),
    body: jsonb('body').$type<LocalText>().notNull(),
    /** Only published entries are listed or read; a draft is "not found". */
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    /** When the text last changed: policies show it as "last updated". */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_entries_slug_key').on(t.slug),
    index('content_entries_kind_idx').on(t.kind, t.position, t.id),
    check('content_entries_kind_check', sql`${t.kind} in ('help', 'law', 'article')`),
    check('content_entries_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('content_entries_english_check', sql`${t.title} ? 'en' and ${t.body} ? 'en'`),
  ],
)

/**
 * Notifications: a system notice tells one user what happened to their order, refund,
 * recharge or withdrawal (a kind and its parameters, written in the reader's language by the app);
 * an announcement carries an operator's words, to one user or to everyone (user_id null).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    title: jsonb('title').$type<LocalText>(),
    body: jsonb('body').$type<LocalText>(),
    /** What it is about: `order` 12, `recharge` 3, `withdrawal` 5. */
    refType: text('ref_type'),
    refId: integer('ref_id'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.id)],
)

/** Who has read which notice: one row per reader, for personal notices and announcements alike. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: integer('notification_id').notNull().references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] }), index('notification_reads_user_idx').on(t.userId)],
)

/** Who wrote a customer service message: the shopper, or the platform's support (an operator). */
export const SUPPORT_AUTHORS = ['shopper', 'support'] as const

/**
 * Customer service (/service): one conversation per user with the platform's support.
 * `last_message_at` orders the operators' list; `support_read_id` is the newest message id an
 * operator has read (the shopper's messages after it are unread), `shopper_read_id` the same for
 * the shopper.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    supportReadId: integer('support_read_id').notNull().default(0),
    shopperReadId: integer('shopper_read_id').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('support_conversations_user_key').on(t.userId), index('support_conversations_activity_idx').on(t.lastMessageAt, t.id)],
)

/**
 * One message: text as typed (rendered as text, never as HTML) or an uploaded picture. A shopper's
 * message carries the client's id for it, so a message sent again from the offline queue is stored
 * once; a reply names the operator who wrote it.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id').notNull().references(() => supportConversations.id, { onDelete: 'cascade' }),
    author: text('author', { enum: SUPPORT_AUTHORS }).notNull(),
    /** The operator who replied; null for the shopper's own messages. */
    operatorId: integer('operator_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text'),
    imageUrl: text('image_url'),
    clientId: text('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_messages_conversation_idx').on(t.conversationId, t.id),
    uniqueIndex('support_messages_client_key').on(t.conversationId, t.clientId),
    check('support_messages_author_check', sql`${t.author} in ('shopper', 'support')`),
    check('support_messages_content_check', sql`(${t.text} is null) <> (${t.imageUrl} is null)`),
    check('support_messages_text_check', sql`char_length(${t.text}) between 1 and 1000`),
  ],
)

/**
 * A shopper's application to open a shop ("partnership"): it waits for an operator;
 * approved, the account gains the merchant role and the shop it names (shop_id); refused, the
 * applicant reads the operator's reason (note) and may apply again. One waiting application per user.
 */
export const merchantApplications = pgTable(
  'merchant_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    shopName: text('shop_name').notNull(),
    /** URL of the uploaded logo (`/uploads/...`). */
    logo: text('logo').notNull(),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    contact: text('contact').notNull(),
    description: text('description').notNull(),
    ...audited(),
    /** The shop the approval opened. */
    shopId: integer('shop_id').references(() => shops.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('merchant_applications_status_idx').on(t.status, t.id),
    index('merchant_applications_user_idx').on(t.userId, t.id),
    uniqueIndex('merchant_applications_waiting_key').on(t.userId).where(sql`${t.status} = 0`),
    check('merchant_applications_status_check', sql`${t.status} in (0, 1, 2)`),
  ],
)

/**
 * What an operator changes in the console's settings (commission rate, withdrawal service charge,
 * order timers): one row per setting, the value as text (a decimal or milliseconds). A setting
 * without a row keeps the server's configured value (settings.ts).
 */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * The open customer service streams, one row each, so that the limit per user holds across every
 * server process (services/support-chat/stream-slots.ts). The holding process renews `expires_at`;
 * a row left by a process that died expires.
 */
export const streamSlots = pgTable(
  'stream_slots',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('stream_slots_user_idx').on(t.userId, t.expiresAt)],
)

/**
 * Mail not sent by SMTP when the server runs on PostgreSQL (mail/database-outbox-mailer.ts): every
 * process writes here, and an operator or a script (`npm run mail:outbox`) reads it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to_idx').on(sql`lower(${t.to})`, t.id)],
)

/**
 * What operators did (decisions on queues, suspensions, settings, content): one row per successful
 * operator call that changes something, written by the call router. Never changed: the migration's
 * trigger refuses UPDATE and DELETE.
 */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id').notNull().references(() => users.id),
    /** The call's path, e.g. `/api/admin/shops/suspension`. */
    action: text('action').notNull(),
    /** What it was done to, as `kind:id` (`shop:3`, `user:12`); null for platform-wide changes. */
    subject: text('subject'),
    /** The call's body as it was accepted. */
    detail: jsonb('detail').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('operator_actions_created_idx').on(t.createdAt, t.id), index('operator_actions_subject_idx').on(t.subject, t.id)],
)
