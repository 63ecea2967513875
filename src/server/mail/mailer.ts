// How the server sends mail (reset codes today, order notices later): one small interface, and
// the choice of delivery from the settings.
import { join } from 'node:path'
import type { Database } from '../db/open-database'
import type { Settings } from '../settings'
import { createDatabaseOutboxMailer } from './database-outbox-mailer'
import { createOutboxMailer } from './outbox-mailer'
import { createSmtpMailer } from './smtp-mailer'

export interface Mail {
  to: string
  subject: string
  text: string
}

export interface Mailer {
  send(mail: Mail): Promise<void>
}

/**
 * SMTP when SMTP_URL is set; otherwise an outbox a developer can read: the mail_outbox table on
 * PostgreSQL (shared by every process), a file in DATA_DIR on the embedded database (one process,
 * whose database no script can open while it runs).
 */
export function createMailer(
  settings: Pick<Settings, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'databaseUrl'>,
  log: (line: string) => void = console.log,
  /** The PostgreSQL database of DATABASE_URL, for the outbox table. */
  db?: Database,
): Mailer {
  if (settings.smtpUrl) return createSmtpMailer(settings.smtpUrl, settings.mailFrom)
  if (settings.databaseUrl && db) return createDatabaseOutboxMailer(db, log)
  return createOutboxMailer(join(settings.dataDir, 'mail-outbox.jsonl'), log)
}
