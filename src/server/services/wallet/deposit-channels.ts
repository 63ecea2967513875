// Where the platform takes deposits (and pays withdrawals out on chain): the enabled networks with
// their deposit addresses, and the bank account for manual transfers; and the operator's editing
// of them.
import { and, asc, eq, sql } from 'drizzle-orm'
import type * as z from 'zod/mini'
import { adminUpdateDepositChannel, depositChannelForm, type DepositChannelFormValues, type DepositChannelRow } from '../../../contract/deposit-channels'
import type { ChainNetwork } from '../../../contract/recharges'
import type { Database } from '../../db/open-database'
import { depositChannels } from '../../db/schema'
import { AppError, InvalidRequestError } from '../../errors'

const c = depositChannels

type DepositChannelUpdate = z.output<typeof adminUpdateDepositChannel.body>

export async function enabledChannels(db: Database): Promise<{ networks: ChainNetwork[]; bank: { name: string; holder: string; account_no: string } | null }> {
  const rows = await db.select({ kind: c.kind, code: c.code, name: c.name, token: c.token, address: c.address, holder: c.holder })
    .from(c).where(eq(c.enabled, true)).orderBy(asc(c.position), asc(c.id))
  const bank = rows.find((r) => r.kind === 'bank')
  return {
    networks: rows.filter((r) => r.kind === 'chain').map((r) => ({ code: r.code, name: r.name, token: r.token ?? '', address: r.address })),
    bank: bank ? { name: bank.name, holder: bank.holder ?? '', account_no: bank.address } : null,
  }
}

/** The network's code as the platform lists it; refuses one it does not list (msg.networkUnknown). */
export async function requireNetwork(db: Database, code: string): Promise<string> {
  const [row] = await db.select({ code: c.code }).from(c)
    .where(and(eq(c.kind, 'chain'), eq(c.enabled, true), sql`upper(${c.code}) = upper(${code})`))
  if (!row) throw new AppError('msg.networkUnknown', { network: code })
  return row.code
}

/** A channel as the operator's list shows it (the contract's depositChannelRow). */
const rowColumns = { id: c.id, kind: c.kind, code: c.code, name: c.name, token: c.token, address: c.address, holder: c.holder, enabled: c.enabled, position: c.position }

/**
 * The operator's side: every channel, disabled ones included; adding, editing, turning on
 * and off, and ordering them. Shoppers' pages read `enabledChannels` on every visit, so a change
 * shows on their next read.
 */
export function createDepositChannelService(deps: { db: Database }) {
  const { db } = deps

  const list = (t: Database = db): Promise<DepositChannelRow[]> => t.select(rowColumns).from(c).orderBy(asc(c.position), asc(c.id))

  async function byId(t: Database, id: number, lock = false): Promise<DepositChannelRow> {
    const one = t.select(rowColumns).from(c).where(eq(c.id, id))
    const [row] = lock ? await one.for('update') : await one
    if (!row) throw new AppError('msg.channelNotFound')
    return row
  }

  /** What a kind keeps: a network its token, a bank its holder; the other is empty. */
  const kindFields = (c: Pick<DepositChannelFormValues, 'kind' | 'token' | 'holder'>) =>
    c.kind === 'chain' ? { token: c.token ?? null, holder: null } : { token: null, holder: c.holder ?? null }

  return {
    list: () => list(),

    async create(body: DepositChannelFormValues): Promise<DepositChannelRow> {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Database
        const [taken] = await t.select({ id: c.id }).from(c).where(sql`upper(${c.code}) = ${body.code}`)
        if (taken) throw new AppError('msg.channelCodeTaken', { code: body.code })
        const { token, holder } = kindFields(body)
        const [created] = await t.insert(c).values({
          kind: body.kind, code: body.code, name: body.name, token, address: body.address, holder, enabled: true,
          position: sql`(select coalesce(max(position), -1) + 1 from deposit_channels)`,
        }).onConflictDoNothing({ target: c.code }).returning({ id: c.id })
        // Another operator added the same code meanwhile.
        if (!created) throw new AppError('msg.channelCodeTaken', { code: body.code })
        return byId(t, created.id)
      })
    },

    /** Edits what may change; the result is checked by the channel's kind, as creating it was. */
    async update(body: DepositChannelUpdate): Promise<DepositChannelRow> {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Database
        const row = await byId(t, body.id, true)
        const checked = depositChannelForm.safeParse({ kind: row.kind, code: row.code, name: body.name, token: body.token, address: body.address, holder: body.holder })
        if (!checked.success) {
          const issue = checked.error.issues[0]!
          throw new InvalidRequestError(issue.message, {}, String(issue.path[0] ?? 'body'))
        }
        const { token, holder } = kindFields(checked.data)
        await t.update(c).set({ name: checked.data.name, token, address: checked.data.address, holder }).where(eq(c.id, row.id))
        return byId(t, row.id)
      })
    },

    async setEnabled(id: number, enabled: boolean): Promise<DepositChannelRow> {
      const [row] = await db.update(c).set({ enabled }).where(eq(c.id, id)).returning({ id: c.id })
      if (!row) throw new AppError('msg.channelNotFound')
      return byId(db, id)
    },

    /** Orders every channel as `ids` lists them; refused unless it names each channel exactly once (msg.channelOrderStale). */
    async reorder(ids: number[]): Promise<DepositChannelRow[]> {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Database
        // Locked: two operators reordering at once are applied one after the other, each checked against the rows as they are.
        const rows = await t.select({ id: c.id }).from(c).orderBy(asc(c.id)).for('update')
        const known = rows.map((r) => r.id)
        const same = ids.length === known.length && new Set(ids).size === ids.length && ids.every((id) => known.includes(id))
        if (!same) throw new AppError('msg.channelOrderStale')
        for (const [position, id] of ids.entries()) await t.update(c).set({ position }).where(eq(c.id, id))
        return list(t)
      })
    },
  }
}

export type DepositChannelService = ReturnType<typeof createDepositChannelService>
