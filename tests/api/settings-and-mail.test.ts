// Runtime settings from the environment, and where mail goes without an SMTP server.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createMailer } from '../../src/server/mail/mailer'
import { defaultSettings, loadSettings } from '../../src/server/settings'

describe('settings', () => {
  it('defaults: port 3000, ./data, demo on with the embedded database, 3-day sessions', () => {
    const settings = loadSettings({})
    expect(settings.port).toBe(3000)
    expect(settings.dataDir).toBe(join(process.cwd(), 'data'))
    expect(settings.demo).toBe(true)
    expect(settings.sessionTtlMs).toBe(3 * 24 * 3600_000)
    expect(settings.resetCodeTtlMs).toBe(15 * 60_000)
  })

  it('a DATABASE_URL turns the demo off unless DEMO=1', () => {
    expect(loadSettings({ DATABASE_URL: 'postgres://db/x' }).demo).toBe(false)
    expect(loadSettings({ DATABASE_URL: 'postgres://db/x', DEMO: '1' }).demo).toBe(true)
    expect(loadSettings({ DEMO: '0' }).demo).toBe(false)
  })

  it('play money for new shoppers only in demo mode, unless WELCOME_CREDIT says otherwise', () => {
    expect(loadSettings({}).welcomeCredit).toBe('100.00')
    expect(loadSettings({ DATABASE_URL: 'postgres://db/x' }).welcomeCredit).toBe('0.00')
    expect(loadSettings({ WELCOME_CREDIT: '25.50' }).welcomeCredit).toBe('25.50')
    expect(() => loadSettings({ WELCOME_CREDIT: '-5' })).toThrow(/WELCOME_CREDIT/)
  })

  it('refuses a PORT that is not a port', () => {
    expect(() => loadSettings({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(loadSettings({ PORT: '8080' }).port).toBe(8080)
  })
})

describe('mail without SMTP_URL', () => {
  it('goes to DATA_DIR/mail-outbox.jsonl, one JSON line per mail, and the log line hides the text', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'outbox-'))
    const lines: string[] = []
    try {
      const mailer = createMailer({ ...defaultSettings, dataDir, smtpUrl: undefined }, (line) => lines.push(line))
      await mailer.send({ to: 'a@example.com', subject: 'Code', text: 'Your code is 123456' })
      const [mail] = readFileSync(join(dataDir, 'mail-outbox.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line))
      expect(mail).toMatchObject({ to: 'a@example.com', subject: 'Code', text: 'Your code is 123456' })
      expect(lines.join('\n')).toContain('a@example.com')
      expect(lines.join('\n')).not.toContain('123456')
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
