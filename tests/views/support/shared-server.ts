// One real server (in-process, fresh database) shared by every path of a machine's view driver.
import { createTestServer, type TestServer } from '../../api/support/test-server'

export function sharedTestServer() {
  let current: TestServer | undefined
  return {
    async setup() {
      current = await createTestServer()
    },
    async teardown() {
      await current?.close()
      current = undefined
    },
    get server(): TestServer {
      if (!current) throw new Error('the test server is not set up')
      return current
    },
  }
}
