// One long-lived PostgreSQL connection per process, outside the pool: it LISTENs for the fleet's
// events and holds the session-level advisory lock of the timers' leader. A pooled connection
// would do neither (it is handed to other queries between uses). When it is lost it is opened
// again, with a growing pause; whoever relies on it is told at each (re)connection, since what it
// held (LISTEN, locks) and what was sent meanwhile are gone.
import pg from 'pg'

export interface ListenerConnection {
  /** Runs now if connected, and after every later (re)connection, before notifications are read. */
  onConnect(setup: (client: pg.Client) => Promise<void>): void
  onNotification(listener: (channel: string, payload: string) => void): void
  /** A query on this connection; refused while it is down. */
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params?: unknown[]): Promise<pg.QueryResult<R>>
  /** Resolves when the first connection and its setup are done. */
  readonly ready: Promise<void>
  close(): Promise<void>
}

const RETRY_MS = [250, 500, 1000, 2000, 5000]

export function createListenerConnection(databaseUrl: string, log: (line: string) => void): ListenerConnection {
  const setups: Array<(client: pg.Client) => Promise<void>> = []
  const listeners: Array<(channel: string, payload: string) => void> = []
  /** The connection being opened or open; the only one whose loss counts. */
  let current: pg.Client | null = null
  /** The same once it is open and set up. */
  let client: pg.Client | null = null
  let closed = false
  let failures = 0
  let retry: NodeJS.Timeout | undefined
  let markReady = () => {}
  const ready = new Promise<void>((resolve) => (markReady = resolve))

  async function connect(): Promise<void> {
    // TCP keep-alive: a connection cut silently (a network partition) is noticed, and opened again.
    const next = new pg.Client({
      connectionString: databaseUrl, application_name: 'marketplace-listener', connectionTimeoutMillis: 10_000, keepAlive: true, keepAliveInitialDelayMillis: 10_000,
    })
    current = next
    // Without a listener an 'error' event would end the process.
    next.on('error', (error) => lost(next, error))
    next.on('end', () => lost(next, new Error('connection ended')))
    next.on('notification', (message) => {
      // From LISTEN on (during the setup too), not only once the setup is over.
      if (current !== next) return
      for (const listener of listeners) listener(message.channel, message.payload ?? '')
    })
    try {
      await next.connect()
      for (const setup of setups) await setup(next)
    } catch (error) {
      next.end().catch(() => {})
      return lost(next, error as Error)
    }
    if (closed) return void next.end().catch(() => {})
    client = next
    failures = 0
    markReady()
  }

  function lost(which: pg.Client, error: Error): void {
    if (closed || which !== current) return
    if (client === which) log(`error: the listener connection was lost (${error.message}); opening it again`)
    client = null
    current = null
    which.end().catch(() => {})
    const pause = RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]!
    retry = setTimeout(() => {
      retry = undefined
      void connect()
    }, pause)
    retry.unref()
  }

  void connect()
  return {
    ready,
    onConnect(setup) {
      setups.push(setup)
      if (client) setup(client).catch((error: Error) => lost(client!, error))
    },
    onNotification(listener) {
      listeners.push(listener)
    },
    query(text, params) {
      if (!client) return Promise.reject(new Error('the listener connection is down'))
      return client.query(text, params)
    },
    async close() {
      closed = true
      clearTimeout(retry)
      const last = current
      client = null
      current = null
      markReady()
      await last?.end().catch(() => {})
    },
  }
}
