// The server process (`npm run serve`): opens and migrates the database, seeds it, joins the fleet
// (other processes on the same PostgreSQL), and serves the API together with the built SPA on one
// port. Ctrl-C closes the database cleanly. Any number of these may run on one PostgreSQL.
import { serve } from '@hono/node-server'
import { createAppWithServices } from './app'
import { batchedLog } from './http/batched-log'
import { migrateDatabase } from './db/migrate'
import { databaseRoundTrips, openDatabase } from './db/open-database'
import { seedDatabase } from './db/seed'
import { joinFleet } from './fleet/fleet'
import { createMailer } from './mail/mailer'
import { pruneRateLimitEvents } from './services/rate-limit'
import { loadSettings } from './settings'
import { createUploadStore } from './storage/upload-store'

const HOUR = 60 * 60_000

async function main() {
  const started = performance.now()
  const settings = loadSettings()
  const database = await openDatabase(settings)
  await migrateDatabase(database, () => seedDatabase(database.db, { demo: settings.demo, baseCurrency: settings.baseCurrency }))

  const lines = batchedLog((text) => process.stdout.write(text))
  // However the process ends (a stop, a crash), the lines still waiting are written first.
  process.on('exit', () => lines.flush())
  const fleet = await joinFleet(database, settings, lines.log)
  const uploadStore = createUploadStore(settings)
  await uploadStore.prepare()
  const { app, services } = createAppWithServices({
    db: database.db, dbKind: database.kind, settings, mailer: createMailer(settings, lines.log, database.db), log: lines.log, bus: fleet.bus, uploadStore,
  })
  const server = serve({ fetch: app.fetch, port: settings.port }, (info) => {
    const ms = Math.round(performance.now() - started)
    const where = database.kind === 'pglite' ? `pglite in ${settings.dataDir}` : `postgres, pool ${settings.dbPoolMax}, instance ${fleet.bus.instanceId}`
    console.log(`Marketplace on http://localhost:${info.port} (db: ${where}, uploads: ${uploadStore.description}, demo: ${settings.demo ? 'on' : 'off'}, ready in ${ms} ms)`)
  })

  // The jobs that must run once in the fleet run in the process that leads (fleet/leadership.ts).
  // A run still going when the next is due is not doubled.
  let lastPruned = 0
  let timersRunning = false
  const runTimers = async () => {
    if (!(await fleet.timers.leads())) return
    await services.orderTimers.runDue()
    // Rate-limit events older than a day count for no window any more.
    if (Date.now() - lastPruned >= HOUR) {
      lastPruned = Date.now()
      await pruneRateLimitEvents(database.db, new Date(Date.now() - 24 * HOUR))
    }
  }
  const timers = setInterval(() => {
    if (timersRunning) return
    timersRunning = true
    runTimers()
      .catch((error: Error) => console.error('order timers failed:', error.message))
      .finally(() => (timersRunning = false))
  }, settings.timerIntervalMs)
  timers.unref()

  // The bench's figure of database work per request: `kill -USR2 <pid>` prints what was sent so far.
  process.on('SIGUSR2', () => process.stdout.write(`database round trips: ${databaseRoundTrips()}\n`))

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    lines.flush()
    console.log(`${signal}: closing`)
    clearInterval(timers)
    server.close()
    // Open streams' slots go back now rather than when they expire; then the fleet's connection
    // (which frees the timers lock) and the database. PGlite writes its data directory on close; a
    // killed process may leave it to recover.
    services.streamSlots
      .releaseAll()
      .catch(() => {})
      .then(() => fleet.close())
      .then(() => database.close())
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
