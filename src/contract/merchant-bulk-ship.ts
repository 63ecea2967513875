// Shipping many orders from one file (docs/api-conventions.md#paths): the merchant downloads a template
// of the shop's paid orders waiting to be shipped (CSV, empty carrier and tracking number columns),
// fills it in a spreadsheet and uploads it. The first call only checks the file and says, row by
// row, what would be shipped and what is refused and why; the second ships every valid row, each
// order in its own transaction through the same service as shipping one, so sending the same file
// again ships nothing twice ("already shipped").
import * as z from 'zod/mini'
import { defineCall } from './call'
import { integer } from './fields'
import { isFile } from './uploads'

/** Largest file taken, in bytes: a few thousand rows, far beyond a day's parcels. */
export const MAX_SHIP_FILE_BYTES = 256 * 1024
/** Most rows (besides the header) one file may hold. */
export const MAX_SHIP_FILE_ROWS = 1000

/** A file that says it is CSV: by its name (`.csv`, as spreadsheets save it) or its type. */
export function looksLikeCsv(file: { name?: string; type?: string }): boolean {
  return /\.csv$/i.test(file.name ?? '') || /^text\/csv\b/i.test(file.type ?? '')
}

/** The uploaded file: a CSV of at most MAX_SHIP_FILE_BYTES (its content is checked by the server). */
export const shipFile = z.custom<Blob>(isFile, { error: 'bulkShip.notCsv' }).check(
  z.refine((file: Blob) => file.size <= MAX_SHIP_FILE_BYTES, 'bulkShip.fileTooLarge'),
  z.refine((file: Blob) => looksLikeCsv(file as Blob & { name?: string }), 'bulkShip.notCsv'),
)

/** The template's columns, in order; the columns the upload reads are `sn`, `carrier` and `tracking_no`. */
export const shipTemplateRow = z.object({
  sn: z.string(),
  buyer_name: z.string(),
  addressee: z.string(),
  mobile: z.string(),
  address: z.string(),
  items: z.string(),
  carrier: z.string(),
  tracking_no: z.string(),
})
export type ShipTemplateRow = z.output<typeof shipTemplateRow>

/** Why a row is not shipped. */
export const SHIP_ROW_REFUSALS = [
  'unknownOrder', 'otherShop', 'notWaiting', 'unknownCarrier', 'missingTracking', 'invalidTracking', 'duplicate',
] as const
export type ShipRowRefusal = (typeof SHIP_ROW_REFUSALS)[number]

/**
 * What became of a row: `ready` (the check: it would be shipped), `shipped`, `alreadyShipped`
 * (shipped before with this tracking number: nothing done), `refused` (with its reason), `blank`
 * (no carrier and no tracking number: a template row the merchant left alone).
 */
export const SHIP_ROW_OUTCOMES = ['ready', 'shipped', 'alreadyShipped', 'refused', 'blank'] as const
export type ShipRowOutcome = (typeof SHIP_ROW_OUTCOMES)[number]

export const shipFileRow = z.object({
  /** The row's line in the file (the header is line 1). */
  line: integer(),
  sn: z.string(),
  carrier: z.string(),
  tracking_no: z.string(),
  outcome: z.enum(SHIP_ROW_OUTCOMES),
  reason: z.nullable(z.enum(SHIP_ROW_REFUSALS)),
  /** The outcome or the refusal in the reader's language. */
  message: z.string(),
})
export type ShipFileRow = z.output<typeof shipFileRow>

/** A file's rows and how many of each outcome. */
export const shipFileReport = z.object({
  rows: z.array(shipFileRow),
  counts: z.record(z.enum(SHIP_ROW_OUTCOMES), integer()),
})
export type ShipFileReport = z.output<typeof shipFileReport>

export const merchantShipTemplate = defineCall({
  method: 'GET',
  path: '/api/merchant/order/ship-template',
  access: 'merchant',
  summary: "The shop's paid orders waiting to be shipped as a CSV template, oldest first: order number, buyer, address, items, and empty carrier and tracking number columns",
  data: shipTemplateRow,
  csv: true,
})

export const merchantShipFileCheck = defineCall({
  method: 'POST',
  path: '/api/merchant/order/ship-file/check',
  access: 'merchant',
  summary: 'Check a filled ship template (CSV, up to 256 KB, 1000 rows) without shipping: each row ready, already shipped, left blank or refused with its reason',
  multipart: true,
  body: z.object({ file: shipFile }),
  data: shipFileReport,
})

export const merchantShipFile = defineCall({
  method: 'POST',
  path: '/api/merchant/order/ship-file',
  access: 'merchant',
  summary: 'Ship every valid row of a filled ship template, each order in its own transaction; a row shipped before answers "already shipped"',
  multipart: true,
  body: z.object({ file: shipFile }),
  data: shipFileReport,
})
