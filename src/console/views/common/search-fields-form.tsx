// A list's search as a row of labelled fields (text, amount or day) whose values live in the URL:
// sent, only what was typed becomes the search; Clear goes back to everything. The list, its totals
// and its export then read the same values.
import { useState, type FormEvent } from 'react'
import { Button } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useTranslation } from 'react-i18next'
import './search-fields-form.css'

export type SearchValues = Record<string, string | undefined>

export interface SearchField {
  key: string
  label: string
  type?: 'text' | 'date' | 'amount'
  placeholder?: string
}

/** Only what was typed: an empty field is no part of the search. */
export function typedOnly(values: SearchValues, fields: readonly SearchField[]): SearchValues {
  return Object.fromEntries(fields.flatMap(({ key }) => (values[key]?.trim() ? [[key, values[key]!.trim()]] : [])))
}

export interface SearchFieldsFormProps {
  /** The form's name for a screen reader. */
  name: string
  fields: readonly SearchField[]
  values: SearchValues
  onSearch(values: SearchValues): void
  className?: string
}

export function SearchFieldsForm({ name, fields, values, onSearch, className = '' }: SearchFieldsFormProps) {
  const { t } = useTranslation()
  const [typed, setTyped] = useState<SearchValues>(values)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(typedOnly(typed, fields))
  }
  const searching = Object.keys(typedOnly(values, fields)).length > 0
  return (
    <form className={`console-card console-search-fields ${className}`} role="search" aria-label={name} onSubmit={submit}>
      {fields.map(({ key, label, type = 'text', placeholder }) => (
        <label key={key} className="console-search-field">
          <span>{label}</span>
          <input
            name={key}
            type={type === 'date' ? 'date' : 'text'}
            inputMode={type === 'amount' ? 'decimal' : undefined}
            autoComplete="off"
            placeholder={placeholder}
            value={typed[key] ?? ''}
            onChange={(event) => setTyped((now) => ({ ...now, [key]: event.target.value }))}
          />
        </label>
      ))}
      <div className="console-form-actions">
        <Button type="submit" color="primary" size="small" className="console-search-go">{t('console.seller.search')}</Button>
        {searching && (
          <Button size="small" className="console-search-clear" onClick={() => { setTyped({}); onSearch({}) }}>
            {t('console.seller.clearSearch')}
          </Button>
        )}
      </div>
    </form>
  )
}
