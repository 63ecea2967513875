// A short number field with its unit after it ("2.5 %", "25400 VND"), as one form control.
import { Input } from 'antd-mobile'
import '../../../ui/antd-setup'

export function SuffixedInput({ id, value, onChange, suffix, className }: {
  /** The form item's field id, so its label names the field. */
  id?: string
  value?: string
  onChange?(value: string): void
  suffix: string
  className?: string
}) {
  return (
    <div className={className ? `console-suffixed ${className}` : 'console-suffixed'}>
      <Input id={id} inputMode="decimal" value={value ?? ''} onChange={onChange} />
      <span className="console-suffix">{suffix}</span>
    </div>
  )
}
