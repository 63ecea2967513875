// The limit of open customer service streams per user (tabs, devices), held across every server
// process: each open stream holds a row of stream_slots. Taking one is a transaction under an
// advisory lock of that user, so two processes never both take the fifth. A process renews the
// rows of its open streams while they last; a row whose process died without giving it back
// expires on its own after `holdMs`.
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/open-database'
import * as z from 'zod'
import { parsedRows } from '../../db/rows'
import { intColumn } from '../../db/row-columns'

const openRow = z.object({ open: intColumn })

/** The first key of the advisory locks taken per user (the second is the user id). */
const SLOT_LOCK = 727_002

export interface StreamSlots {
  /** A slot for one more stream of the user, or null when `max` are open; answers how to give it back. */
  take(userId: number): Promise<(() => Promise<void>) | null>
  /** Streams of a user open now, in every process. */
  held(userId: number): Promise<number>
  /** Gives back every slot of this process (it is closing). */
  releaseAll(): Promise<void>
}

export function createStreamSlots(deps: { db: Database; max: number; holdMs: number; log: (line: string) => void }): StreamSlots {
  const { db, max, holdMs, log } = deps
  const mine = new Set<number>()
  const expiry = sql`now() + make_interval(secs => ${holdMs / 1000})`
  let renewing: NodeJS.Timeout | undefined

  function renewWhileHeld(): void {
    if (renewing || mine.size === 0) return
    renewing = setInterval(() => {
      if (mine.size === 0) {
        clearInterval(renewing)
        renewing = undefined
        return
      }
      db.execute(sql`update stream_slots set expires_at = ${expiry} where id in (${sql.join([...mine].map((id) => sql`${id}`), sql`, `)})`)
        .catch((error: Error) => log(`error: renewing stream slots failed: ${error.message}`))
    }, holdMs / 3)
    renewing.unref()
  }

  async function give(id: number): Promise<void> {
    mine.delete(id)
    await db.execute(sql`delete from stream_slots where id = ${id}`)
  }

  return {
    async take(userId) {
      const id = await db.transaction(async (tx) => {
        const t = tx as unknown as Database
        await t.execute(sql`select pg_advisory_xact_lock(${SLOT_LOCK}, ${userId})`)
        await t.execute(sql`delete from stream_slots where user_id = ${userId} and expires_at < now()`)
        const [{ open }] = (await parsedRows(t, openRow, sql`select count(*)::int as open from stream_slots where user_id = ${userId}`)) as [{ open: number }]
        if (open >= max) return null
        const [row] = await parsedRows(t, z.object({ id: intColumn }), sql`insert into stream_slots (user_id, expires_at) values (${userId}, ${expiry}) returning id`)
        return row!.id
      })
      if (id === null) return null
      mine.add(id)
      renewWhileHeld()
      let given = false
      return async () => {
        if (given) return
        given = true
        await give(id).catch((error: Error) => log(`error: giving back stream slot ${id} failed: ${error.message}`))
      }
    },

    async held(userId) {
      const [row] = await parsedRows(db, openRow, sql`select count(*)::int as open from stream_slots where user_id = ${userId} and expires_at >= now()`)
      return row!.open
    },

    async releaseAll() {
      clearInterval(renewing)
      renewing = undefined
      if (mine.size === 0) return
      const ids = [...mine]
      mine.clear()
      await db.execute(sql`delete from stream_slots where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`)
    },
  }
}
