// An S3-compatible server for the tests of the S3 upload store: the one `.ci/run` started
// (TEST_S3_ENDPOINT, with the SDK's usual AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY), or else an
// s3rver of the test's own on a free loopback port, so that the tests run the same on a laptop.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'

export interface TestS3 {
  endpoint: string
  /** The environment a server process needs to use a bucket there. */
  env(bucket: string): Record<string, string>
  close(): Promise<void>
}

/** s3rver's built-in account. */
const S3RVER_KEY = 'S3RVER'

export async function startTestS3(): Promise<TestS3> {
  // The SDK reads them from the environment, in a server process and in this one (in-process test servers).
  process.env.AWS_ACCESS_KEY_ID ??= S3RVER_KEY
  process.env.AWS_SECRET_ACCESS_KEY ??= S3RVER_KEY
  const credentials = { AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY }
  const env = (endpoint: string) => (bucket: string) => ({ S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: '1', S3_REGION: 'us-east-1', ...credentials })
  const given = process.env.TEST_S3_ENDPOINT
  if (given) return { endpoint: given, env: env(given), close: async () => {} }
  const directory = mkdtempSync(join(tmpdir(), 'market-s3-'))
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory })
  const { port } = (await server.run()) as { port: number }
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    env: env(endpoint),
    async close() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
