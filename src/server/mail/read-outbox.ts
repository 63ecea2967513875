// `npm run mail:outbox [address]`: the newest mails of the database outbox (DATABASE_URL set, no
// SMTP_URL), to one address if given: how a developer or an operator of a fleet reads a reset
// code that no mail server delivered.
import { desc, eq, sql } from 'drizzle-orm'
import { openDatabase } from '../db/open-database'
import { mailOutbox } from '../db/schema'
import { loadSettings } from '../settings'

const settings = loadSettings()
if (!settings.databaseUrl) {
  console.error(`DATABASE_URL is not set: the embedded database's mail goes to ${settings.dataDir}/mail-outbox.jsonl`)
  process.exit(1)
}
const to = process.argv[2]
const database = await openDatabase(settings)
try {
  const rows = await database.db
    .select()
    .from(mailOutbox)
    .where(to ? eq(sql`lower(${mailOutbox.to})`, to.toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(20)
  for (const row of rows.reverse()) console.log(`${row.createdAt.toISOString()}  to ${row.to}  "${row.subject}"\n${row.text}\n`)
  if (rows.length === 0) console.log(to ? `no mail to ${to}` : 'the outbox is empty')
} finally {
  await database.close()
}
