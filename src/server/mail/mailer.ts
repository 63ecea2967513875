// How the server sends mail (reset codes today, order notices later): one small interface, and
// the choice of delivery from the settings.
import { join } from 'node:path'
import type { Settings } from '../settings'
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

/** SMTP when SMTP_URL is set; otherwise a local outbox file a developer can read. */
export function createMailer(settings: Pick<Settings, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: (line: string) => void = console.log): Mailer {
  if (settings.smtpUrl) return createSmtpMailer(settings.smtpUrl, settings.mailFrom)
  return createOutboxMailer(join(settings.dataDir, 'mail-outbox.jsonl'), log)
}
