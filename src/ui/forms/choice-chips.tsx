// One choice among a few, as chips (antd-mobile's Selector holds a list; a form field here holds
// one value). Choosing the chosen one again keeps it.
import { Selector } from 'antd-mobile'

export interface Choice<V extends string> {
  label: string
  value: V
  disabled?: boolean
}

export function ChoiceChips<V extends string>({ value, onChange, options, label, columns }: {
  value?: V
  onChange?(value: V): void
  options: Array<Choice<V>>
  label: string
  columns?: number
}) {
  return (
    <Selector
      aria-label={label}
      columns={columns}
      options={options}
      value={value === undefined ? [] : [value]}
      onChange={(chosen) => {
        if (chosen.length > 0) onChange?.(chosen[0] as V)
      }}
    />
  )
}
