// The console's entries turned into the API's values exactly (no float): percentages into rates of
// at most four decimals, whole minutes, hours or days into milliseconds; and the bounds both sides
// share.
import { describe, expect, it } from 'vitest'
import {
  canonicalRate, isSettingRate, isTimerMs, msOfTimerEntry, percentOfRate, rateOfPercent, settingsForm, timerEntryOf,
} from '../../src/contract/platform-settings'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

describe('rates', () => {
  it('read a percentage as a rate and back, exactly', () => {
    expect(['5', '5.25', '0.01', '50', '0', '12.5', '07'].map(rateOfPercent)).toEqual(['0.05', '0.0525', '0.0001', '0.5', '0', '0.125', '0.07'])
    expect(['0.05', '0.0525', '0.0001', '0.5', '0', '0.125'].map(percentOfRate)).toEqual(['5', '5.25', '0.01', '50', '0', '12.5'])
    expect(['100', '5.255', '-1', '', 'five', '5%'].map(rateOfPercent)).toEqual([null, null, null, null, null, null])
    expect([canonicalRate('0.0500'), canonicalRate('0.0'), canonicalRate('0.1250')]).toEqual(['0.05', '0', '0.125'])
  })

  it('are 0 to 0.5 with at most four decimals', () => {
    expect(['0', '0.5', '0.0001', '0.4999', '0.5000'].every(isSettingRate)).toBe(true)
    expect(['0.5001', '0.6', '1', '0.00001', '.05', '-0.01', '5'].some(isSettingRate)).toBe(false)
  })
})

describe('timers', () => {
  it('are shown in the largest unit that counts them whole', () => {
    expect([30 * MINUTE, 90 * MINUTE, 36 * 60 * MINUTE, 2 * DAY].map(timerEntryOf)).toEqual([
      { amount: '30', unit: 'minutes' }, { amount: '90', unit: 'minutes' }, { amount: '36', unit: 'hours' }, { amount: '2', unit: 'days' },
    ])
    expect(msOfTimerEntry({ amount: '2', unit: 'hours' })).toBe(120 * MINUTE)
    expect(msOfTimerEntry({ amount: '1.5', unit: 'days' })).toBeNull()
  })

  it('run 5 minutes to 60 days, in whole minutes', () => {
    expect([5 * MINUTE, 60 * DAY, 7 * DAY].every(isTimerMs)).toBe(true)
    expect([4 * MINUTE, 60 * DAY + MINUTE, 7 * DAY + 1, Number.NaN].some(isTimerMs)).toBe(false)
  })
})

describe("the console's form", () => {
  it('names each setting out of bounds with its message', () => {
    const result = settingsForm.safeParse({
      commission_rate: '5', withdrawal_fee_rate: '50.01',
      unpaid_order_ttl_ms: { amount: '4', unit: 'minutes' }, auto_receive_ms: { amount: '60', unit: 'days' }, auto_complete_ms: { amount: '1441', unit: 'hours' },
      withdrawal_min_amount: '10', withdrawal_min_charge: '0.101',
    })
    expect(result.success).toBe(false)
    expect(result.error!.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['withdrawal_fee_rate', 'msg.settingRateInvalid'], ['unpaid_order_ttl_ms', 'msg.settingTimerInvalid'], ['auto_complete_ms', 'msg.settingTimerInvalid'],
      ['withdrawal_min_charge', 'msg.settingAmountInvalid'],
    ])
  })
})
