// Where the platform takes deposits (and pays withdrawals out on chain): the enabled networks with
// their deposit addresses, and the bank account for manual transfers.
import { sql } from 'drizzle-orm'
import type { ChainNetwork } from '../../../contract/recharges'
import type { Database } from '../../db/open-database'
import { rowsOf } from '../../db/rows'
import { AppError } from '../../errors'

interface ChannelRow {
  kind: 'chain' | 'bank'
  code: string
  name: string
  token: string | null
  address: string
  holder: string | null
}

export async function enabledChannels(db: Database): Promise<{ networks: ChainNetwork[]; bank: { name: string; holder: string; account_no: string } | null }> {
  const rows = await rowsOf<ChannelRow & Record<string, unknown>>(db, sql`
    select kind, code, name, token, address, holder from deposit_channels where enabled order by position, id`)
  const bank = rows.find((r) => r.kind === 'bank')
  return {
    networks: rows.filter((r) => r.kind === 'chain').map((r) => ({ code: r.code, name: r.name, token: r.token ?? '', address: r.address })),
    bank: bank ? { name: bank.name, holder: bank.holder ?? '', account_no: bank.address } : null,
  }
}

/** The network's code as the platform lists it; refuses one it does not list (msg.networkUnknown). */
export async function requireNetwork(db: Database, code: string): Promise<string> {
  const [row] = await rowsOf<{ code: string }>(db, sql`
    select code from deposit_channels where kind = 'chain' and enabled and upper(code) = upper(${code})`)
  if (!row) throw new AppError('msg.networkUnknown', { network: code })
  return row.code
}
