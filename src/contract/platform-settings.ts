// The operator's settings: the platform's commission, the withdrawal service charge and
// the order timers, each the operator's value or else the server's configured default; and the
// exchange rates of the display currencies. Rates travel as decimals ('0.05'), timers in
// milliseconds; the console's form enters percentages and minutes, hours or days, turned into the
// wire's values here, exactly (no float).
import * as z from 'zod/mini'
import { accountRef } from './audits'
import { defineCall } from './call'
import { CURRENCIES, type Currency, integer, isoTime, money } from './fields'
import { basisPoints } from './money'

const MINUTE_MS = 60_000

/** The units a timer is entered in, and their length. */
export const TIMER_UNITS = ['minutes', 'hours', 'days'] as const
export type TimerUnit = (typeof TIMER_UNITS)[number]
export const UNIT_MS: Record<TimerUnit, number> = { minutes: MINUTE_MS, hours: 60 * MINUTE_MS, days: 24 * 60 * MINUTE_MS }

/**
 * A timer runs 5 minutes at the least (the scheduler looks once a minute: a shorter one would be
 * mostly the scheduler's delay) and 60 days at the most (stock reserved or money in escrow longer
 * than that is a mistake, not a policy).
 */
export const MIN_TIMER_MS = 5 * MINUTE_MS
export const MAX_TIMER_MS = 60 * UNIT_MS.days

/** At most half of an amount: a higher commission or charge is a typo, not a business. */
const MAX_RATE_BASIS_POINTS = 5000n

/** A rate as the API takes it: a decimal from 0 to 0.5, at most four decimals ('0.05' is 5%). */
export function isSettingRate(rate: string): boolean {
  return /^0(\.\d{1,4})?$/.test(rate) && basisPoints(rate) <= MAX_RATE_BASIS_POINTS
}

/** Whether a timer is whole minutes within the bounds. */
export const isTimerMs = (ms: number) => Number.isSafeInteger(ms) && ms % MINUTE_MS === 0 && ms >= MIN_TIMER_MS && ms <= MAX_TIMER_MS

/** A rate in its shortest form ('0.0500' -> '0.05', '0.0' -> '0'). */
export function canonicalRate(rate: string): string {
  const points = basisPoints(rate)
  const fraction = String(points % 10000n).padStart(4, '0').replace(/0+$/, '')
  return fraction ? `${points / 10000n}.${fraction}` : String(points / 10000n)
}

/** A rate as a percentage, without a sign ('0.0525' -> '5.25', '0.05' -> '5'). */
export function percentOfRate(rate: string): string {
  const points = basisPoints(rate)
  const fraction = String(points % 100n).padStart(2, '0').replace(/0+$/, '')
  return fraction ? `${points / 100n}.${fraction}` : String(points / 100n)
}

const PERCENT = /^(\d{1,2})(?:\.(\d{1,2}))?$/

/** A percentage as typed back to the API's rate ('5.25' -> '0.0525'); null when it is not one. */
export function rateOfPercent(percent: string): string | null {
  const match = PERCENT.exec(percent.trim())
  if (!match) return null
  // At most 99.99 percent: 9999 basis points, four digits after '0.'.
  const points = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))
  return canonicalRate(`0.${String(points).padStart(4, '0')}`)
}

const settingRate = z.string({ error: 'msg.settingRateInvalid' }).check(z.trim(), z.refine(isSettingRate, 'msg.settingRateInvalid'))
const timerMs = z.number({ error: 'msg.settingTimerInvalid' }).check(z.refine(isTimerMs, 'msg.settingTimerInvalid'))
/** An amount setting in the base currency: from 0, at most two decimals, at most 1,000,000. */
export const SETTING_AMOUNT = /^\d{1,7}(\.\d{1,2})?$/
const settingAmount = z.string({ error: 'msg.settingAmountInvalid' }).check(z.regex(SETTING_AMOUNT, 'msg.settingAmountInvalid'))

/** The settings an operator may change, as the API names them. */
export const RATE_SETTINGS = ['commission_rate', 'withdrawal_fee_rate'] as const
export const TIMER_SETTINGS = ['unpaid_order_ttl_ms', 'auto_receive_ms', 'auto_complete_ms'] as const
/** The least a shopper may withdraw, and the least a withdrawal's service charge is (its rate aside). */
export const AMOUNT_SETTINGS = ['withdrawal_min_amount', 'withdrawal_min_charge'] as const
export type RateSetting = (typeof RATE_SETTINGS)[number]
export type TimerSetting = (typeof TIMER_SETTINGS)[number]
export type AmountSetting = (typeof AMOUNT_SETTINGS)[number]
export type SettingName = RateSetting | TimerSetting | AmountSetting

/** Who changed a setting last and when; null for a setting still at the server's default. */
const changeStamp = { updated_by: z.nullable(accountRef), updated_at: z.nullable(isoTime) }
const rateSettingView = z.object({ value: z.string(), default: z.string(), ...changeStamp })
const timerSettingView = z.object({ value: integer(), default: integer(), ...changeStamp })
const amountSettingView = z.object({ value: money, default: money, ...changeStamp })

export const platformSettingsView = z.object({
  /** Share of a completed order the platform keeps. */
  commission_rate: rateSettingView,
  /** Share of a withdrawal kept as the service charge. */
  withdrawal_fee_rate: rateSettingView,
  /** An order left unpaid this long is cancelled and its stock released. */
  unpaid_order_ttl_ms: timerSettingView,
  /** A delivered order counts as received this long after shipping. */
  auto_receive_ms: timerSettingView,
  /** A received order completes (and settles to the merchant) this long after receipt. */
  auto_complete_ms: timerSettingView,
  /** The least one withdrawal may ask for (more than the least charge). */
  withdrawal_min_amount: amountSettingView,
  /** The least service charge of a withdrawal, whatever its rate gives. */
  withdrawal_min_charge: amountSettingView,
})
export type PlatformSettingsView = z.output<typeof platformSettingsView>

export const adminSettings = defineCall({
  method: 'GET',
  path: '/api/admin/settings',
  access: 'operator',
  summary: 'The tunable settings: each value in force, the server default, and who changed it last and when',
  data: platformSettingsView,
})

export const adminChangeSettings = defineCall({
  method: 'POST',
  path: '/api/admin/settings',
  access: 'operator',
  summary: 'Change some settings at once (rates 0 to 0.5 with at most 4 decimals, timers 5 minutes to 60 days in whole minutes, amounts with at most 2 decimals, the least withdrawal above the least charge); the next order, withdrawal or timer run uses them',
  body: z.object({
    commission_rate: z.optional(settingRate),
    withdrawal_fee_rate: z.optional(settingRate),
    unpaid_order_ttl_ms: z.optional(timerMs),
    auto_receive_ms: z.optional(timerMs),
    auto_complete_ms: z.optional(timerMs),
    withdrawal_min_amount: z.optional(settingAmount),
    withdrawal_min_charge: z.optional(settingAmount),
  }),
  data: platformSettingsView,
})
export type SettingsChange = z.output<typeof adminChangeSettings.body>

/** A timer as the console's form holds it: a whole number of minutes, hours or days. */
export interface TimerEntry {
  amount: string
  unit: TimerUnit
}

/** A timer in the largest unit that counts it whole (36 hours stays hours, 48 hours is 2 days). */
export function timerEntryOf(ms: number): TimerEntry {
  const unit = [...TIMER_UNITS].reverse().find((u) => ms % UNIT_MS[u] === 0) ?? 'minutes'
  return { amount: String(ms / UNIT_MS[unit]), unit }
}

/** The milliseconds of an entry; null when its amount is not a whole number. */
export function msOfTimerEntry(entry: TimerEntry): number | null {
  const amount = entry.amount.trim()
  return /^\d{1,6}$/.test(amount) ? Number(amount) * UNIT_MS[entry.unit] : null
}

const percentEntry = z.string({ error: 'msg.settingRateInvalid' }).check(
  z.trim(),
  z.refine((percent: string) => {
    const rate = rateOfPercent(percent)
    return rate !== null && isSettingRate(rate)
  }, 'msg.settingRateInvalid'),
)
const timerEntry = z.object({ amount: z.string(), unit: z.enum(TIMER_UNITS) }, { error: 'msg.settingTimerInvalid' }).check(
  z.refine((entry: TimerEntry) => {
    const ms = msOfTimerEntry(entry)
    return ms !== null && isTimerMs(ms)
  }, 'msg.settingTimerInvalid'),
)

/** The console's form of rates (in percent) and timers (in units), checked with the API's words. */
export const settingsForm = z.object({
  commission_rate: percentEntry,
  withdrawal_fee_rate: percentEntry,
  unpaid_order_ttl_ms: timerEntry,
  auto_receive_ms: timerEntry,
  auto_complete_ms: timerEntry,
  withdrawal_min_amount: settingAmount,
  withdrawal_min_charge: settingAmount,
})
export type SettingsFormValues = z.output<typeof settingsForm>

// Exchange rates of the display currencies (docs/product/money.md#base-currency-and-display-currency).

/** Units of a currency for one unit of the base currency: above 0, at most 6 decimals (the table's scale). */
export const currencyRate = z.string({ error: 'msg.currencyRateInvalid' }).check(
  z.trim(),
  z.refine((rate: string) => /^\d{1,12}(\.\d{1,6})?$/.test(rate) && /[1-9]/.test(rate), 'msg.currencyRateInvalid'),
)

export const adminCurrencyRateRow = z.object({ code: z.enum(CURRENCIES), rate: z.string(), base: z.boolean() })
export type AdminCurrencyRateRow = z.output<typeof adminCurrencyRateRow>

export const adminCurrencyRates = defineCall({
  method: 'GET',
  path: '/api/admin/currency/rates',
  access: 'operator',
  summary: 'The exchange rates of every display currency, the base currency (fixed at 1) first',
  data: z.array(adminCurrencyRateRow),
})

export const adminChangeCurrencyRates = defineCall({
  method: 'POST',
  path: '/api/admin/currency/rates',
  access: 'operator',
  summary: "Change some display currencies' exchange rates at once (above 0); the base currency (BASE_CURRENCY) stays at 1 (msg.baseCurrencyFixed). Shoppers see them on their next read",
  body: z.object({
    rates: z
      .array(z.object({ code: z.enum(CURRENCIES, { error: 'msg.currencyUnknown' }), rate: currencyRate }), { error: 'msg.currencyRateInvalid' })
      .check(
        z.minLength(1, 'msg.currencyRateInvalid'),
        z.refine((rates: Array<{ code: Currency }>) => new Set(rates.map((r) => r.code)).size === rates.length, 'msg.currencyRepeated'),
      ),
  }),
  data: z.array(adminCurrencyRateRow),
})
