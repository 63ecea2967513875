// Delivery without a mail server: each mail is one JSON line in DATA_DIR/mail-outbox.jsonl, so a
// developer or a demo can read the reset code there.
import { appendFile, mkdir } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { Mailer } from './mailer'

export function createOutboxMailer(file: string, log: (line: string) => void): Mailer {
  return {
    async send(mail) {
      await mkdir(dirname(file), { recursive: true })
      await appendFile(file, JSON.stringify({ at: new Date().toISOString(), ...mail }) + '\n')
      // The line names the file, not the content: logs are read by more people than the outbox.
      log(`mail to ${mail.to} ("${mail.subject}") written to ${file}`)
    },
  }
}
