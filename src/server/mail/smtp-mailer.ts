// Delivery through an SMTP server (SMTP_URL), with nodemailer.
import nodemailer from 'nodemailer'
import type { Mailer } from './mailer'

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text })
    },
  }
}
