// Mounts a contract call that answers a CSV file (`csv: true`): the same session check and input
// parsing as mountCall, refusals before the file starts answered as envelopes; then each row the
// handler yields is checked by the call's row schema and written by csv-stringify as it comes, so a
// long export streams in pages instead of being built in memory. UTF-8 with a byte-order mark, so
// spreadsheet programs read Vietnamese, Chinese, Japanese, Korean and Thai text right.
import { once } from 'node:events'
import { Readable } from 'node:stream'
import type { Context } from 'hono'
import { stringify } from 'csv-stringify'
import * as z from 'zod'
import type { CallDef, CallParsed } from '../../contract/call'
import type { AppEnv } from './app-env'
import { authenticate, parseInput, requestContextOf, type CallRouter, type RequestContext } from './mount-call'

type Row<C extends CallDef> = z.input<C['data']> & Record<string, unknown>

/** What a CSV handler answers: the file's name, its columns (a row key and its header, in the reader's language) and the rows. */
export interface CsvSource<C extends CallDef> {
  filename: string
  columns: ReadonlyArray<readonly [key: keyof Row<C> & string, header: string]>
  rows: AsyncIterable<Row<C>>
}

export type CsvHandler<C extends CallDef> = (input: CallParsed<C>, ctx: RequestContext) => Promise<CsvSource<C>>

export function mountCsv<C extends CallDef>(router: CallRouter, call: C, handler: CsvHandler<C>): void {
  if (!call.csv || call.method !== 'GET') throw new Error(`${call.method} ${call.path} is not a GET CSV call`)
  const { app } = router

  app.get(call.path, async (c: Context<AppEnv>) => {
    const user = await authenticate(router, call, c)
    const input = await parseInput(router, call, c)
    const ctx = requestContextOf(router, c, user, null)
    // Refusals are envelopes: nothing is written yet.
    const source = await handler(input as CallParsed<C>, ctx)
    const csv = stringify({ bom: true, header: true, columns: source.columns.map(([key, header]) => ({ key, header })) })
    const write = async () => {
      try {
        for await (const row of source.rows) {
          const parsed = call.data.safeParse(row)
          if (!parsed.success) throw new Error(`${call.path} wrote a row outside its contract:\n${z.prettifyError(parsed.error)}`)
          if (!csv.write(parsed.data)) await once(csv, 'drain')
          if (csv.destroyed) return
        }
        csv.end()
      } catch (error) {
        csv.destroy(error as Error)
      }
    }
    void write()
    return new Response(Readable.toWeb(csv) as ReadableStream, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${source.filename}"`,
        'Cache-Control': 'no-store',
      },
    })
  })
  router.mounted.add(call)
}
