// The settings an operator tunes in the console: the commission, the withdrawal service
// charge and the order timers. The value in force is the setting's row in `platform_settings`,
// or else the server's configured one (settings.ts, the defaults). Whoever uses a setting reads it
// where it is used, inside the transaction that uses it (`settingValue`): a change applies to the
// next settlement, withdrawal or timer run, and never half-way through one.
import { eq, sql } from 'drizzle-orm'
import { centsOf, formatCents } from '../../contract/money'
import {
  AMOUNT_SETTINGS, canonicalRate, isSettingRate, isTimerMs, RATE_SETTINGS, SETTING_AMOUNT, TIMER_SETTINGS,
  type PlatformSettingsView, type SettingName, type SettingsChange,
} from '../../contract/platform-settings'
import { AppError } from '../errors'
import type { Clock } from '../clock'
import type { Database } from '../db/open-database'
import { platformSettings, users } from '../db/schema'
import type { Settings } from '../settings'
import { iso } from './wallet/audit-rows'

/** The settings an operator may change, by their name in settings.ts (the key of their row). */
export type TunableKey =
  | 'commissionRate' | 'withdrawalFeeRate' | 'unpaidOrderTtlMs' | 'autoReceiveMs' | 'autoCompleteMs' | 'withdrawalMinAmount' | 'withdrawalMinCharge'
  // Read where they are used (the merchant's overview); not yet in the console's settings form.
  | 'shipWithinMs' | 'refundRespondMs'

/** The API's name of each tunable setting, and the key of its row. */
const KEY_OF: Record<SettingName, TunableKey> = {
  commission_rate: 'commissionRate',
  withdrawal_fee_rate: 'withdrawalFeeRate',
  unpaid_order_ttl_ms: 'unpaidOrderTtlMs',
  auto_receive_ms: 'autoReceiveMs',
  auto_complete_ms: 'autoCompleteMs',
  withdrawal_min_amount: 'withdrawalMinAmount',
  withdrawal_min_charge: 'withdrawalMinCharge',
}

const ALL_SETTINGS = [...RATE_SETTINGS, ...TIMER_SETTINGS, ...AMOUNT_SETTINGS]
const isAmountKey = (key: TunableKey) => key === 'withdrawalMinAmount' || key === 'withdrawalMinCharge'
/** An amount in its stored form ('10' -> '10.00'). */
const canonicalAmount = (amount: string) => formatCents(centsOf(amount))

type ValueOf<K extends TunableKey> = Settings[K]

/** A stored value read back, or null when it does not hold (a row written by hand): the configured value applies then. */
function parsed<K extends TunableKey>(key: K, stored: string): ValueOf<K> | null {
  if (key === 'commissionRate' || key === 'withdrawalFeeRate') return (isSettingRate(stored) ? stored : null) as ValueOf<K> | null
  if (isAmountKey(key)) return (SETTING_AMOUNT.test(stored) ? canonicalAmount(stored) : null) as ValueOf<K> | null
  const ms = Number(stored)
  return (isTimerMs(ms) ? ms : null) as ValueOf<K> | null
}

/**
 * The value of a setting in force now, read with `t` (pass the transaction that uses it): the
 * operator's, or else `configured` (the server's setting).
 */
export async function settingValue<K extends TunableKey>(t: Database, key: K, configured: ValueOf<K>): Promise<ValueOf<K>> {
  const [row] = await t.select({ value: platformSettings.value }).from(platformSettings).where(eq(platformSettings.key, key))
  return (row ? parsed(key, row.value) : null) ?? configured
}

export function createPlatformSettings(deps: { db: Database; clock: Clock; settings: Pick<Settings, TunableKey> }) {
  const { db, clock, settings } = deps

  async function view(t: Database): Promise<PlatformSettingsView> {
    const s = platformSettings
    const rows = await t.select({ key: s.key, value: s.value, updated_at: s.updatedAt, updated_by: s.updatedBy, updated_by_account: users.account })
      .from(s).leftJoin(users, eq(users.id, s.updatedBy))
    const entry = (name: SettingName) => {
      const key = KEY_OF[name]
      const row = rows.find((r) => r.key === key)
      const value = row ? parsed(key, row.value) : null
      return {
        value: value ?? settings[key],
        default: settings[key],
        updated_by: row && row.updated_by !== null ? { id: row.updated_by, account: row.updated_by_account ?? '' } : null,
        updated_at: row ? iso(row.updated_at) : null,
      }
    }
    return Object.fromEntries(ALL_SETTINGS.map((name) => [name, entry(name)])) as PlatformSettingsView
  }

  return {
    /** Every tunable setting: the value in force, the default, who changed it last and when. */
    read: () => view(db),

    /**
     * Changes the settings the body names, in one transaction, recording who and when; a setting
     * given its value in force is left as it is (not recorded as a change).
     */
    change(operatorId: number, body: SettingsChange): Promise<PlatformSettingsView> {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Database
        // One change at a time: two operators saving at once are recorded one after the other.
        await t.execute(sql`select pg_advisory_xact_lock(hashtext('platform_settings'))`)
        const now = clock()
        const current = await view(t)
        for (const name of ALL_SETTINGS) {
          const given = body[name]
          if (given === undefined) continue
          const value = typeof given === 'number' ? given : isAmountKey(KEY_OF[name]) ? canonicalAmount(given) : canonicalRate(given)
          if (value === current[name].value) continue
          await t.execute(sql`
            insert into platform_settings (key, value, updated_by, updated_at) values (${KEY_OF[name]}, ${String(value)}, ${operatorId}, ${now})
            on conflict (key) do update set value = excluded.value, updated_by = excluded.updated_by, updated_at = excluded.updated_at`)
        }
        const changed = await view(t)
        // A withdrawal must be able to arrive with something: the least amount above the least charge.
        if (centsOf(changed.withdrawal_min_amount.value) <= centsOf(changed.withdrawal_min_charge.value)) {
          throw new AppError('msg.withdrawalMinimumsInvalid', { charge: changed.withdrawal_min_charge.value })
        }
        return changed
      })
    },
  }
}

export type PlatformSettingsService = ReturnType<typeof createPlatformSettings>
