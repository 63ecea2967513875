// Which process of the fleet runs the jobs that must run once (the order timers, the pruning):
// the one holding a session-level advisory lock on its listener connection. Every process asks
// before each run; the first to ask takes the lock and keeps it while its connection lives. When
// the leader stops or its connection is lost, the lock is free and the next process to ask leads.
// (The order timers are safe to run twice at once as well: leading saves the work, not the money.)
import type { ListenerConnection } from './listener-connection'

/** Any number for pg_try_advisory_lock, the same in every process of this application. */
const TIMERS_LOCK = 727_003

export interface Leadership {
  /** Whether this process leads now (taking the lead if it is free). */
  leads(): Promise<boolean>
}

export const alwaysLeads: Leadership = { leads: async () => true }
export const neverLeads: Leadership = { leads: async () => false }

export function advisoryLockLeadership(connection: ListenerConnection, log: (line: string) => void): Leadership {
  let held = false
  // A new connection holds no lock: what the lost one held went with it.
  connection.onConnect(async () => {
    if (held) log('the listener connection was opened again: leading the timers is asked for anew')
    held = false
  })
  return {
    async leads() {
      if (held) return true
      try {
        const { rows } = await connection.query<{ got: boolean }>('select pg_try_advisory_lock($1) as got', [TIMERS_LOCK])
        held = rows[0]!.got
        if (held) log('this process now runs the order timers (it holds the timers lock)')
      } catch {
        held = false
      }
      return held
    },
  }
}
