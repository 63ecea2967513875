// The server process (`npm run serve`): opens and migrates the database, seeds it, and serves the
// API together with the built SPA on one port. Ctrl-C closes the database cleanly.
import { serve } from '@hono/node-server'
import { createAppWithServices } from './app'
import { batchedLog } from './http/batched-log'
import { migrateDatabase } from './db/migrate'
import { openDatabase } from './db/open-database'
import { seedDatabase } from './db/seed'
import { createMailer } from './mail/mailer'
import { pruneRateLimitEvents } from './services/rate-limit'
import { loadSettings } from './settings'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

async function main() {
  const started = performance.now()
  const settings = loadSettings()
  const database = await openDatabase(settings)
  await migrateDatabase(database)
  await seedDatabase(database.db, { demo: settings.demo })

  const lines = batchedLog((text) => process.stdout.write(text))
  // However the process ends (a stop, a crash), the lines still waiting are written first.
  process.on('exit', () => lines.flush())
  const { app, services } = createAppWithServices({ db: database.db, dbKind: database.kind, settings, mailer: createMailer(settings), log: lines.log })
  const server = serve({ fetch: app.fetch, port: settings.port }, (info) => {
    const ms = Math.round(performance.now() - started)
    const where = database.kind === 'pglite' ? `pglite in ${settings.dataDir}` : 'postgres'
    console.log(`Marketplace on http://localhost:${info.port} (db: ${where}, demo: ${settings.demo ? 'on' : 'off'}, ready in ${ms} ms)`)
  })

  // Rate-limit events older than a day count for no window any more.
  const pruning = setInterval(() => {
    pruneRateLimitEvents(database.db, new Date(Date.now() - 24 * HOUR)).catch((error: Error) => console.error('pruning failed:', error.message))
  }, HOUR)
  pruning.unref()
  // The order timers (unpaid orders expire, delivered ones are received, received ones complete):
  // safe to run in every process at once. A run still going when the next is due is not doubled.
  let timersRunning = false
  const timers = setInterval(() => {
    if (timersRunning) return
    timersRunning = true
    services.orderTimers
      .runDue()
      .catch((error: Error) => console.error('order timers failed:', error.message))
      .finally(() => (timersRunning = false))
  }, MINUTE)
  timers.unref()

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    lines.flush()
    console.log(`${signal}: closing`)
    clearInterval(pruning)
    clearInterval(timers)
    server.close()
    // PGlite writes its data directory on close; a killed process may leave it to recover.
    database
      .close()
      .then(() => process.exit(0))
      .catch((error: Error) => {
        console.error('closing the database failed:', error.message)
        process.exit(1)
      })
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message)
  process.exit(1)
})
