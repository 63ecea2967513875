// Reads a filled ship template (src/contract/merchant-bulk-ship.ts) with csv-parse: UTF-8 text with
// or without a byte-order mark, separated by commas, semicolons (spreadsheets set to a language that
// writes decimals with a comma save so) or tabs. The header names the columns in any of the six
// languages the template is downloaded in, or by their keys, so a file filled by a colleague who
// reads another language is read the same. Anything else is refused with a sentence, never a 500.
import { parse } from 'csv-parse/sync'
import { LANGUAGE_FILES } from '../../../contract/fields'
import { MAX_SHIP_FILE_ROWS } from '../../../contract/merchant-bulk-ship'
import { AppError } from '../../errors'
import type { Translator } from '../../i18n'

/** The columns the upload reads; the template's other columns are there for the merchant's eyes. */
const READ_COLUMNS = ['sn', 'carrier', 'tracking_no'] as const
type ReadColumn = (typeof READ_COLUMNS)[number]

/** One row as typed: its line in the file and the three cells the upload reads, trimmed. */
export interface ShipFileLine {
  line: number
  sn: string
  carrier: string
  tracking_no: string
}

const headerKey = (text: string) => text.normalize('NFC').trim().toLowerCase()

/** Every header a column may have: its key, and its template header in each language. */
function headerLookup(translate: Translator): Map<string, ReadColumn> {
  const lookup = new Map<string, ReadColumn>()
  for (const column of READ_COLUMNS) {
    lookup.set(column, column)
    for (const lang of LANGUAGE_FILES) lookup.set(headerKey(translate(lang, `sellerExport.${column}`)), column)
  }
  return lookup
}

/** The text of an uploaded file, refused when it is not UTF-8 text (a spreadsheet's own format, a picture). */
function textOf(bytes: Uint8Array): string {
  if (bytes.includes(0)) throw new AppError('bulkShip.notCsv')
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new AppError('bulkShip.notCsv')
  }
}

export function createShipFileReader(translate: Translator) {
  const lookup = headerLookup(translate)

  return async function readShipFile(file: Blob): Promise<ShipFileLine[]> {
    const text = textOf(new Uint8Array(await file.arrayBuffer()))
    let records: Array<{ record: string[]; info: { lines: number } }>
    try {
      records = parse(text, {
        bom: true,
        delimiter: [',', ';', '\t'],
        relax_column_count: true,
        skip_empty_lines: true,
        skip_records_with_empty_values: true,
        trim: true,
        info: true,
      }) as unknown as typeof records
    } catch {
      throw new AppError('bulkShip.notCsv')
    }
    const [header, ...rows] = records
    if (!header) throw new AppError('bulkShip.noRows')
    const at = new Map<ReadColumn, number>()
    header.record.forEach((cell, index) => {
      const column = lookup.get(headerKey(cell))
      if (column && !at.has(column)) at.set(column, index)
    })
    const missing = READ_COLUMNS.filter((column) => !at.has(column))
    if (missing.length) {
      throw new AppError('bulkShip.columnsMissing', { columns: missing.map((column) => translate('en', `sellerExport.${column}`)).join(', ') })
    }
    if (rows.length === 0) throw new AppError('bulkShip.noRows')
    if (rows.length > MAX_SHIP_FILE_ROWS) throw new AppError('bulkShip.tooManyRows', { max: MAX_SHIP_FILE_ROWS })
    const cell = (record: string[], column: ReadColumn) => record[at.get(column)!] ?? ''
    return rows.map(({ record, info }) => ({
      line: info.lines,
      sn: cell(record, 'sn'),
      carrier: cell(record, 'carrier'),
      tracking_no: cell(record, 'tracking_no'),
    }))
  }
}
