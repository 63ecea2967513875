// Shipping many orders from a filled template (src/contract/merchant-bulk-ship.ts): every row is
// judged against the shop's orders (its own, waiting for delivery, not on an earlier line), a carrier
// among the common ones and a tracking number by the contract's rule. The check stops there; the
// shipping sends each ready row through the same `ship` as one order's page, in its own
// transaction, so a row refused by a change meanwhile (the shopper asked for a refund) leaves the
// others shipped, and a second upload of the same file finds them "already shipped".
import { sql } from 'drizzle-orm'
import * as z from 'zod'
import type { LanguageFile } from '../../../contract/fields'
import { COMMON_CARRIERS, orderSn, trackingNo, type MerchantOrderExportRow } from '../../../contract/merchant-orders'
import {
  SHIP_ROW_OUTCOMES, type ShipFileReport, type ShipTemplateRow, type ShipFileRow, type ShipRowOutcome, type ShipRowRefusal,
} from '../../../contract/merchant-bulk-ship'
import { ORDER_STATUS_WORDS } from '../../../contract/order-lifecycle'
import type { Database } from '../../db/open-database'
import { intColumn, textColumn } from '../../db/row-columns'
import { parsedRows } from '../../db/rows'
import { AppError } from '../../errors'
import type { Translator } from '../../i18n'
import { createShipFileReader, type ShipFileLine } from './ship-file'

/** What the rows are judged against: each order named in the file, as stored now. */
const namedOrder = z.object({ id: intColumn, sn: textColumn, shop_id: intColumn, status: intColumn, tracking_no: textColumn.nullable() })
type NamedOrder = z.output<typeof namedOrder>

/** A row's verdict before any shipping: what it is, and the order and carrier it ships with. */
interface Verdict {
  row: ShipFileLine
  outcome: ShipRowOutcome
  reason: ShipRowRefusal | null
  /** The line of the row that named the order first (a duplicate's). */
  firstLine?: number
  order?: NamedOrder
  carrier?: string
}

/** Carrier names compared as a person would: case, spaces and dashes ignored. */
const carrierKey = (name: string) => name.normalize('NFC').toLowerCase().replace(/[\s-]+/g, '')
const CARRIER_BY_KEY = new Map(COMMON_CARRIERS.map((name) => [carrierKey(name), name as string]))

const sameTracking = (a: string | null, b: string) => a !== null && a.toUpperCase() === b.toUpperCase()

export interface ShipOne {
  (merchantId: number, input: { order_id: number; company: string; tracking_no: string }, lang: LanguageFile): Promise<unknown>
}

/** The export's rows of the orders to ship (the list's search, status 1). */
export interface ExportToShip {
  (merchantId: number, filters: { status: '1' }, lang: LanguageFile): AsyncIterable<MerchantOrderExportRow>
}

export function createBulkShipping(deps: { db: Database; translate: Translator; ship: ShipOne; exportRows: ExportToShip }) {
  const { db, translate, ship, exportRows } = deps
  const readShipFile = createShipFileReader(translate)

  async function shopOf(merchantId: number): Promise<number> {
    const [shop] = await parsedRows(db, z.object({ id: intColumn }), sql`select id from shops where owner_user_id = ${merchantId}`)
    if (!shop) throw new AppError('msg.orderNotFound')
    return shop.id
  }

  async function ordersNamed(sns: string[]): Promise<Map<string, NamedOrder>> {
    if (sns.length === 0) return new Map()
    const rows = await parsedRows(db, namedOrder, sql`
      select id, sn, shop_id, status, tracking_no from orders where sn in (${sql.join(sns.map((sn) => sql`${sn}`), sql`, `)})`)
    return new Map(rows.map((order) => [order.sn, order]))
  }

  /** Each row's verdict, in the file's order; the first row naming an order keeps it. */
  async function judge(shopId: number, rows: ShipFileLine[]): Promise<Verdict[]> {
    const sns = rows.map((row) => orderSn.safeParse(row.sn)).flatMap((parsed) => (parsed.success ? [parsed.data] : []))
    const orders = await ordersNamed([...new Set(sns)])
    const firstLineOf = new Map<string, number>()
    return rows.map((row): Verdict => {
      const refuse = (reason: ShipRowRefusal, more: Partial<Verdict> = {}): Verdict => ({ row, outcome: 'refused', reason, ...more })
      if (row.carrier === '' && row.tracking_no === '') return { row, outcome: 'blank', reason: null }
      const sn = orderSn.safeParse(row.sn)
      const order = sn.success ? orders.get(sn.data) : undefined
      const first = sn.success ? firstLineOf.get(sn.data) : undefined
      if (first !== undefined) return refuse('duplicate', { firstLine: first })
      if (sn.success) firstLineOf.set(sn.data, row.line)
      if (!order) return refuse('unknownOrder')
      if (order.shop_id !== shopId) return refuse('otherShop')
      if (order.status !== 1) {
        return sameTracking(order.tracking_no, row.tracking_no) ? { row, outcome: 'alreadyShipped', reason: null, order } : refuse('notWaiting', { order })
      }
      const carrier = CARRIER_BY_KEY.get(carrierKey(row.carrier))
      if (!carrier) return refuse('unknownCarrier', { order })
      if (row.tracking_no === '') return refuse('missingTracking', { order })
      if (!trackingNo.safeParse(row.tracking_no).success) return refuse('invalidTracking', { order })
      return { row, outcome: 'ready', reason: null, order, carrier }
    })
  }

  function reportOf(verdicts: Verdict[], lang: LanguageFile): ShipFileReport {
    const counts = Object.fromEntries(SHIP_ROW_OUTCOMES.map((outcome) => [outcome, 0])) as ShipFileReport['counts']
    const rows = verdicts.map(({ row, outcome, reason, firstLine, order }): ShipFileRow => {
      counts[outcome] += 1
      const status = order ? translate(lang, ORDER_STATUS_WORDS[order.status as keyof typeof ORDER_STATUS_WORDS]) : ''
      const message = reason
        ? translate(lang, `bulkShip.reason.${reason}`, { line: firstLine ?? '', status, carriers: COMMON_CARRIERS.join(', ') })
        : translate(lang, `bulkShip.outcome.${outcome}`)
      return { ...row, outcome, reason, message }
    })
    return { rows, counts }
  }

  return {
    /** The template: the export's rows of the orders waiting to be shipped, carrier and tracking number left empty. */
    async *templateRows(merchantId: number, lang: LanguageFile): AsyncGenerator<ShipTemplateRow> {
      for await (const order of exportRows(merchantId, { status: '1' }, lang)) {
        const { sn, buyer_name, addressee, mobile, address, items } = order
        yield { sn, buyer_name, addressee, mobile, address, items, carrier: '', tracking_no: '' }
      }
    },

    /** What the file would do, row by row; nothing is changed. */
    async check(merchantId: number, file: Blob, lang: LanguageFile): Promise<ShipFileReport> {
      const shopId = await shopOf(merchantId)
      return reportOf(await judge(shopId, await readShipFile(file)), lang)
    },

    /** Ships each ready row in its own transaction, one after another; the others say why not. */
    async ship(merchantId: number, file: Blob, lang: LanguageFile): Promise<ShipFileReport> {
      const shopId = await shopOf(merchantId)
      const verdicts = await judge(shopId, await readShipFile(file))
      for (const verdict of verdicts) {
        if (verdict.outcome !== 'ready') continue
        const order = verdict.order!
        try {
          await ship(merchantId, { order_id: order.id, company: verdict.carrier!, tracking_no: verdict.row.tracking_no }, lang)
          verdict.outcome = 'shipped'
        } catch (error) {
          if (!(error instanceof AppError)) throw error
          // Moved meanwhile: shipped by another upload of the same file, or gone into after-sale.
          const [now] = (await ordersNamed([order.sn])).values()
          Object.assign(verdict, sameTracking(now?.tracking_no ?? null, verdict.row.tracking_no)
            ? { outcome: 'alreadyShipped', order: now }
            : { outcome: 'refused', reason: 'notWaiting', order: now ?? order })
        }
      }
      return reportOf(verdicts, lang)
    },
  }
}
