// The zod schemas of the column types raw queries select, as both drivers (PGlite, node-postgres
// under Drizzle) answer them: int4 as a number; numeric as its exact text ("12.50"), never a float;
// timestamps as text (Drizzle keeps the driver's parser off; a Date is accepted too); bigint as a
// number on PGlite and as text on PostgreSQL, read here as a number.
import * as z from 'zod'
import type { LocalText } from './schema'

/** An int4 / serial / smallint column. */
export const intColumn = z.number().int()

/** A numeric column read as text (`amount::text`): an exact decimal, never converted to a float. */
export const decimalColumn = z.string().regex(/^-?\d+(\.\d+)?$/)

/** A timestamp column, as the driver answers it (text; a Date accepted). */
export const timestampColumn = z.union([z.string(), z.date()])

/** A bigint (count(*) without a cast, sums of int4): a number on PGlite, text on PostgreSQL. */
export const bigintColumn = z.union([z.number(), z.string().regex(/^-?\d+$/)]).transform(Number)

export const textColumn = z.string()

export const booleanColumn = z.boolean()

/** A jsonb text in each language, English always there (other languages kept as stored). */
export const localTextColumn = z.looseObject({ en: textColumn }) satisfies z.ZodType<LocalText>

/** A row whose presence is the answer (`select 1 ...`, `... returning id`): its columns are not read. */
export const presentRow = z.object({})

/** A `count(*)::int as total` row. */
export const countRow = z.object({ total: intColumn })
