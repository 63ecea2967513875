// Delivery without a mail server when the server runs on PostgreSQL: each mail is a row of
// mail_outbox, which every process of a fleet writes and one script reads (`npm run mail:outbox`),
// instead of a file in each process's own DATA_DIR.
import type { Database } from '../db/open-database'
import { mailOutbox } from '../db/schema'
import type { Mailer } from './mailer'

export function createDatabaseOutboxMailer(db: Database, log: (line: string) => void): Mailer {
  return {
    async send(mail) {
      const [row] = await db.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text }).returning({ id: mailOutbox.id })
      // The line names the row, not the content: logs are read by more people than the outbox.
      log(`mail to ${mail.to} ("${mail.subject}") written to mail_outbox row ${row!.id}`)
    },
  }
}
