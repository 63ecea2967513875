// The settings a fleet is run with (DB_POOL_MAX, TIMERS, TIMER_INTERVAL_MS, S3_*), and mail without
// SMTP on PostgreSQL: a row of mail_outbox that every process writes and `npm run mail:outbox`
// reads, not a file in one process's DATA_DIR.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../support/db-rows'
import { createMailer } from '../../src/server/mail/mailer'
import { defaultSettings, loadSettings } from '../../src/server/settings'
import { createTestServer, type TestServer } from './support/test-server'

describe('fleet settings', () => {
  it('reads the pool size, who runs the timers and how often, and the S3 bucket', () => {
    expect(loadSettings({})).toMatchObject({ dbPoolMax: 10, timers: 'lead', timerIntervalMs: 60_000, s3: undefined })
    const fleet = loadSettings({ DB_POOL_MAX: '4', TIMERS: 'off', TIMER_INTERVAL_MS: '5000', S3_BUCKET: 'market', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: '1' })
    expect(fleet).toMatchObject({ dbPoolMax: 4, timers: 'off', timerIntervalMs: 5000, s3: { bucket: 'market', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, region: 'us-east-1' } })
    expect(() => loadSettings({ DB_POOL_MAX: '0' })).toThrow(/DB_POOL_MAX/)
    expect(() => loadSettings({ TIMERS: 'sometimes' })).toThrow(/TIMERS/)
  })
})

describe('mail without SMTP_URL on PostgreSQL', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer({ demo: false })
  })
  afterAll(() => server.close())

  it('is a row of mail_outbox, not a file, and the log line hides the text', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'outbox-'))
    const lines: string[] = []
    try {
      const mailer = createMailer({ ...defaultSettings, dataDir, databaseUrl: 'postgres://db/market' }, (line) => lines.push(line), server.db)
      await mailer.send({ to: 'Fleet@Example.com', subject: 'Code', text: 'Your code is 654321' })
      const rows = await rowsOf<{ to: string; subject: string; text: string }>(server.db, sql`select "to", subject, text from mail_outbox where lower("to") = 'fleet@example.com'`)
      expect(rows).toEqual([{ to: 'Fleet@Example.com', subject: 'Code', text: 'Your code is 654321' }])
      expect(existsSync(join(dataDir, 'mail-outbox.jsonl'))).toBe(false)
      expect(lines.join('\n')).toContain('mail_outbox')
      expect(lines.join('\n')).not.toContain('654321')
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it.runIf(process.env.TEST_DATABASE_URL)('npm run mail:outbox prints the newest mails to an address', async () => {
    await createMailer({ ...defaultSettings, databaseUrl: 'postgres://db/market' }, () => {}, server.db).send({ to: 'reader@example.com', subject: 'Reset code', text: 'Your code is 111222' })
    const root = resolve(import.meta.dirname, '../..')
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/mail/read-outbox.ts', 'reader@example.com'], {
      cwd: root, env: { ...process.env, DATABASE_URL: server.databaseUrl }, encoding: 'utf8',
    })
    expect(run.stderr).toBe('')
    expect(run.stdout).toContain('to reader@example.com  "Reset code"')
    expect(run.stdout).toContain('Your code is 111222')
  })
})
