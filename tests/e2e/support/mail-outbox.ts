// Reads what the server "sent" by mail in embedded mode: the outbox file in its DATA_DIR.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export function lastCodeMailedTo(dataDir: string, email: string): string | undefined {
  const file = join(dataDir, 'mail-outbox.jsonl')
  if (!existsSync(file)) return undefined
  const mails = readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as { to: string; text: string })
  const mail = mails.reverse().find((m) => m.to.toLowerCase() === email.toLowerCase())
  return mail?.text.match(/\b(\d{6})\b/)?.[1]
}
