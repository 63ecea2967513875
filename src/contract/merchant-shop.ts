// The merchant's own shop: its profile and the figures shoppers see on the shop page,
// changing the profile, sales per day in the shop's time zone, and what completed orders settled
// to the merchant's wallet. Role merchant; the shop is always the caller's own, never named by id.
import * as z from 'zod/mini'
import { textBlock } from './control-characters'
import { defineCall } from './call'
import { integer, isoTime, LANGUAGE_FILES, money, pageOf, type LanguageFile } from './fields'
import { ledgerPageQuery } from './merchant-ledger'
import { applicationForm, MAX_SHOP_DESCRIPTION } from './merchant-applications'
import { uploadedUrl } from './uploads'

/** The sales chart's ranges, in days; the call takes any number of days between the first and the last. */
export const SALES_RANGES = [7, 30, 90] as const
export const MIN_SALES_DAYS = SALES_RANGES[0]
export const MAX_SALES_DAYS = SALES_RANGES[2]

/**
 * An IANA time zone name ("Asia/Ho_Chi_Minh", "UTC") this runtime knows. Offsets such as "+07:00"
 * are refused: PostgreSQL reads a bare offset with the POSIX sign, the opposite of ISO 8601.
 */
export function isTimeZone(name: string): boolean {
  if (!/^(UTC|[A-Za-z]+(\/[A-Za-z0-9_+-]+){1,2})$/.test(name)) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: name })
    return true
  } catch {
    return false
  }
}

export const shopTimeZone = z.string({ error: 'msg.timeZoneUnknown' }).check(z.trim(), z.refine(isTimeZone, 'msg.timeZoneUnknown'))

export const MAX_LOW_STOCK_THRESHOLD = 9999

/** The shop's low-stock threshold: a whole number from 0 (only sold-out options) to 9,999. */
export const lowStockThreshold = z.number({ error: 'productsBulk.lowStockThresholdInvalid' }).check(
  z.int('productsBulk.lowStockThresholdInvalid'),
  z.minimum(0, 'productsBulk.lowStockThresholdInvalid'),
  z.maximum(MAX_LOW_STOCK_THRESHOLD, 'productsBulk.lowStockThresholdInvalid'),
)

const descriptionIn = z.string({ error: 'msg.shopDescriptionTooLong' }).check(z.trim(), z.maxLength(MAX_SHOP_DESCRIPTION, 'msg.shopDescriptionTooLong'))

/** The shop's description in the six languages: English required (every other falls back to it), the rest optional. */
export const shopDescription = textBlock(z.object(
  {
    en: z.string({ error: 'msg.shopDescriptionRequired' }).check(
      z.trim(),
      z.minLength(1, 'msg.shopDescriptionRequired'),
      z.maxLength(MAX_SHOP_DESCRIPTION, 'msg.shopDescriptionTooLong'),
    ),
    ...Object.fromEntries(LANGUAGE_FILES.filter((lang) => lang !== 'en').map((lang) => [lang, z.optional(descriptionIn)])),
  } as { en: z.ZodMiniString } & Record<Exclude<LanguageFile, 'en'>, z.ZodMiniOptional<z.ZodMiniString>>,
  { error: 'msg.shopDescriptionRequired' },
))
export type ShopDescription = z.output<typeof shopDescription>

/** The profile form: the same rules for name, category and contact as applying for the shop. */
export const shopProfileForm = z.object({
  name: applicationForm.shape.shop_name,
  /** A new logo uploaded here (POST /api/common/upload); absent keeps the current one. */
  logo: z.optional(uploadedUrl),
  description: shopDescription,
  category_id: applicationForm.shape.category_id,
  contact: applicationForm.shape.contact,
  /** The shop's reckoning of days (sales per day, today's sales). */
  time_zone: shopTimeZone,
  /** An option with this many units left or fewer is low in stock; absent keeps the current one. */
  low_stock_threshold: z.optional(lowStockThreshold),
})
export type ShopProfileValues = z.output<typeof shopProfileForm>

export const merchantShopView = z.object({
  id: integer(),
  name: z.string(),
  logo: z.string(),
  /** The city in the reader's language (English when not translated). */
  city: z.string(),
  /** Every language the merchant wrote, English always. */
  description: z.record(z.string(), z.string()),
  contact: z.string(),
  /** null for a shop that never chose one. */
  category_id: z.nullable(integer()),
  time_zone: z.string(),
  /** The shop's low-stock threshold: its own, or the platform's when it never set one. */
  low_stock_threshold: integer(),
  /** As on the public shop page: fans, share of reviews scoring 4 or 5 ("98.6"), items sold, products. */
  fans: integer(),
  favorable_rate: z.string(),
  sales: integer(),
  product_count: integer(),
})
export type MerchantShopView = z.output<typeof merchantShopView>

export const merchantShop = defineCall({
  method: 'GET',
  path: '/api/merchant/shop',
  access: 'merchant',
  summary: "The merchant's own shop: profile (every language of the description), time zone, and the figures of the public shop page",
  data: merchantShopView,
})

export const merchantShopUpdate = defineCall({
  method: 'POST',
  path: '/api/merchant/shop/update',
  access: 'merchant',
  summary: "Change the own shop's name (unique, case aside), logo, description (English required), category, contact, time zone and low-stock threshold",
  body: shopProfileForm,
  data: merchantShopView,
})

export const salesDays = z._default(
  z.number({ error: 'msg.salesDaysInvalid' }).check(
    z.int('msg.salesDaysInvalid'),
    z.minimum(MIN_SALES_DAYS, 'msg.salesDaysInvalid'),
    z.maximum(MAX_SALES_DAYS, 'msg.salesDaysInvalid'),
  ),
  30,
)

/** Orders paid and what shoppers paid for them (totals, freight included, after discounts). */
const salesFigure = z.object({ orders: integer(), amount: money })

export const merchantShopSales = defineCall({
  method: 'GET',
  path: '/api/merchant/shop/sales',
  access: 'merchant',
  summary: "The own shop's paid orders and their amount per day for the last `days` days (7 to 90) ending today, in the shop's time zone; today's and this month's",
  query: z.object({ days: salesDays }),
  data: z.object({
    time_zone: z.string(),
    /** Oldest first, one row per day (YYYY-MM-DD), days without sales included as 0. */
    days: z.array(z.extend(salesFigure, { date: z.string() })),
    today: salesFigure,
    month: salesFigure,
  }),
})

export const settlementRow = z.object({
  /** The ledger row of the merchant's income. */
  id: integer(),
  order_id: integer(),
  order_sn: z.string(),
  /** What escrow released for the order: its total less what refunds paid back. */
  settled: money,
  /** The platform's commission kept out of it. */
  commission: money,
  /** What reached the merchant's wallet: settled less commission. */
  amount: money,
  balance_after: money,
  created_at: isoTime,
})
export type SettlementRow = z.output<typeof settlementRow>

export const merchantSettlements = defineCall({
  method: 'GET',
  path: '/api/merchant/settlements',
  access: 'merchant',
  summary: "Completed orders settled to the merchant's wallet, newest first, between two days of the shop's calendar: the order, what escrow released, the commission kept, the income",
  query: ledgerPageQuery,
  data: pageOf(settlementRow),
})
