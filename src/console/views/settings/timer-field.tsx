// A timer as a person enters it: a whole number and its unit (minutes, hours or days), one form
// value `{ amount, unit }`; the contract turns it into milliseconds.
import { Input } from 'antd-mobile'
import '../../../ui/antd-setup'
import { TIMER_UNITS, type TimerEntry, type TimerUnit } from '../../../contract/platform-settings'
import { useTranslation } from 'react-i18next'
import { ChoiceChips } from '../../../ui/forms/choice-chips'

const UNIT_TEXT: Record<TimerUnit, string> = { minutes: 'console.unitMinutes', hours: 'console.unitHours', days: 'console.unitDays' }

export function TimerField({ id, value, onChange, label }: {
  /** The form item's field id, so its label names the number. */
  id?: string
  value?: TimerEntry
  onChange?(value: TimerEntry): void
  /** The setting's name, for the unit chips' label. */
  label: string
}) {
  const { t } = useTranslation()
  const entry = value ?? { amount: '', unit: 'minutes' }
  return (
    <div className="console-timer-field">
      <Input id={id} className="console-timer-amount" inputMode="numeric" value={entry.amount} onChange={(amount) => onChange?.({ ...entry, amount })} />
      <ChoiceChips<TimerUnit>
        columns={3}
        label={t('console.timerUnit', { name: label })}
        options={TIMER_UNITS.map((unit) => ({ label: t(UNIT_TEXT[unit]), value: unit }))}
        value={entry.unit}
        onChange={(unit) => onChange?.({ ...entry, unit })}
      />
    </div>
  )
}
