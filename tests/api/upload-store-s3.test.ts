// Uploads in an S3-compatible bucket (S3_BUCKET): the server creates a missing bucket at start,
// keeps pictures there and not on its disk, serves them at the same /uploads/ URLs, and "was it
// uploaded here" asks the bucket, so a server with another DATA_DIR on the same bucket takes the
// picture too. Against the s3rver that .ci/run starts (TEST_S3_ENDPOINT), or one of the test's own.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { updateProfile } from '../../src/contract/user'
import { loadSettings } from '../../src/server/settings'
import { uploadPicture } from './support/order-steps'
import { startTestS3, type TestS3 } from './support/s3-server'
import { newShopper } from './support/shoppers'
import { createTestServer, type TestServer } from './support/test-server'

let s3: TestS3
let server: TestServer
let other: TestServer
const bucket = `uploads-${randomBytes(6).toString('hex')}`

beforeAll(async () => {
  s3 = await startTestS3()
  // The settings as a process reads them from its environment.
  const { s3: settings } = loadSettings(s3.env(bucket))
  server = await createTestServer({ settings: { s3: settings } })
  // A second server on the same database and bucket, with a DATA_DIR of its own: another process.
  other = await createTestServer({ sameDatabaseAs: server, settings: { s3: settings } })
})
afterAll(async () => {
  await other?.close()
  await server?.close()
  await s3?.close()
})

const uploadedFiles = (dataDir: string) => (existsSync(join(dataDir, 'uploads')) ? readdirSync(join(dataDir, 'uploads'), { recursive: true }) : [])

describe('uploads in an S3 bucket', () => {
  it('the bucket is created at start; a picture goes there, not to the disk, and is served by every server', async () => {
    const { token } = await newShopper(server)
    const url = await uploadPicture(server, token)
    expect(url).toMatch(/^\/uploads\/u\/\d{6}\/[0-9a-f]{32}\.png$/)
    expect(uploadedFiles(server.settings.dataDir)).toEqual([])
    const served: Buffer[] = []
    for (const where of [server, other]) {
      const res = await where.app.request(url)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/png')
      served.push(Buffer.from(await res.arrayBuffer()))
    }
    // The picture as kept (drawn again from TINY_PNG), the same from either server.
    expect(await sharp(served[0]!).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 })
    expect(served[1]).toEqual(served[0])
    // Straight from the store's HTTP API: the object is in the bucket.
    const direct = await fetch(`${s3.endpoint}/${bucket}/uploads/${url.slice('/uploads/'.length)}`)
    expect(direct.status).toBe(200)
  })

  it('"was it uploaded here" asks the bucket: another server takes the picture, a never-uploaded one is refused', async () => {
    const { token } = await newShopper(server)
    const url = await uploadPicture(server, token)
    const saved = await other.call(updateProfile, { body: { avatar: url } }, { token })
    expect(saved.body, saved.text).toMatchObject({ code: 1, data: { avatar: url } })
    const missing = await other.call(updateProfile, { body: { avatar: '/uploads/u/202611/0123456789abcdef0123456789abcdef.png' } }, { token })
    expect(missing.body).toMatchObject({ code: 0, msg: 'That picture was not uploaded here: please upload it again' })
    expect((await other.app.request('/uploads/u/202611/0123456789abcdef0123456789abcdef.png')).status).toBe(404)
  })

  it('checks the content as on the disk: a text file named .png is refused and nothing is stored', async () => {
    const { token } = await newShopper(server)
    const form = new FormData()
    form.append('file', new Blob(['not a picture']), 'fake.png')
    const res = await server.app.request('/api/common/upload', { method: 'POST', body: form, headers: { token } })
    expect(await res.json()).toMatchObject({ code: 0, msg: 'Please upload a picture (PNG, JPEG, GIF or WebP)' })
  })
})
