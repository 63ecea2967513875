// Days in the interface language's short form, from the table generated from Intl.
import { describe, expect, it } from 'vitest'
import { LANGUAGE_FILES } from '../../../../src/contract/fields'
import { formatLocalDate } from '../../../../src/app/views/common/local-date'

describe('local date', () => {
  // Days around the year, the ends of months and single-digit days and months, at noon local time.
  const DAYS = ['2026-01-05', '2026-11-25', '2024-02-29', '1999-12-31', '2030-07-09'].map((day) => new Date(`${day}T12:00:00`).toISOString())

  it('writes a day as toLocaleDateString does, in every language (Thai in the Buddhist era)', () => {
    for (const language of LANGUAGE_FILES) {
      for (const iso of DAYS) {
        expect(formatLocalDate(iso, language), `${iso} in ${language}`).toBe(new Date(iso).toLocaleDateString(language))
      }
    }
    expect(formatLocalDate(DAYS[1]!, 'th')).toBe('25/11/2569')
  })
})
