// A mailer that keeps mails in memory: tests read the reset code from it.
import type { Mail, Mailer } from './mailer'

export interface MemoryMailer extends Mailer {
  /** Every mail sent, oldest first. */
  readonly mails: Mail[]
  /** The newest mail, to one address if given. */
  last(to?: string): Mail | undefined
  clear(): void
}

export function createMemoryMailer(): MemoryMailer {
  const mails: Mail[] = []
  return {
    mails,
    // Synchronous push: the mail is there as soon as the call that sent it has answered.
    send(mail) {
      mails.push({ ...mail })
      return Promise.resolve()
    },
    last(to) {
      const matching = to ? mails.filter((mail) => mail.to.toLowerCase() === to.toLowerCase()) : mails
      return matching.at(-1)
    },
    clear() {
      mails.length = 0
    },
  }
}
