// A body over the limit, over a real socket: the client reads the localized 413 (never a broken
// pipe), the answer says `Connection: close`, and the next request works. Sent by node's own HTTP
// client with keep-alive, as a browser or a script would.
import { Agent, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from './support/test-server'

let server: TestServer
let listening: ServerType
let port: number
let token: string
beforeAll(async () => {
  server = await createTestServer()
  token = await server.login()
  listening = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((ready) => listening.once('listening', ready))
  port = (listening.address() as AddressInfo).port
})
afterAll(async () => {
  await new Promise((closed) => listening.close(closed))
  await server.close()
})

interface Answer {
  status: number
  connection: string | undefined
  body: { code: number; msg: string }
}

/** One request with a body of its declared length, on a keep-alive agent; errors (EPIPE, reset) fail the test. */
function send(agent: Agent, path: string, body: Buffer, contentType: string, lang = 'en'): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: 'POST', agent, headers: { 'content-type': contentType, 'content-length': body.length, token, lang } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => done({ status: res.statusCode!, connection: res.headers.connection, body: JSON.parse(Buffer.concat(chunks).toString()) }))
      },
    )
    req.on('error', fail)
    req.end(body)
  })
}

function multipart(bytes: number): { body: Buffer; type: string } {
  const boundary = 'x-boundary-413'
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`)
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return { body: Buffer.concat([head, Buffer.alloc(bytes, 1), tail]), type: `multipart/form-data; boundary=${boundary}` }
}

describe('a body over the limit, on a real connection', () => {
  it('a 6 MB upload gets the localized 413 with Connection: close, every time, and the next request works', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const big = multipart(6 * 1024 * 1024 + 1)
    for (let i = 0; i < 3; i++) {
      const answer = await send(agent, '/api/common/upload', big.body, big.type, 'vi')
      expect(answer).toEqual({ status: 413, connection: 'close', body: { code: 0, msg: 'Yêu cầu quá lớn', data: null } })
      const next = await send(agent, '/api/user/profile', Buffer.from('{"family_name":"Tran"}'), 'application/json')
      expect(next.status, JSON.stringify(next.body)).toBe(200)
    }
    agent.destroy()
  })

  it('a JSON body over 1 MiB: the same', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const body = Buffer.from(JSON.stringify({ family_name: 'x'.repeat(1024 * 1024 + 10) }))
    const answer = await send(agent, '/api/user/profile', body, 'application/json')
    expect(answer).toMatchObject({ status: 413, connection: 'close', body: { code: 0, msg: 'The request is too large' } })
    expect((await send(agent, '/api/user/profile', Buffer.from('{}'), 'application/json')).status).toBe(200)
    agent.destroy()
  })

  it('an answer that keeps the connection says so, and the connection carries the next request', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const first = await send(agent, '/api/user/profile', Buffer.from('{}'), 'application/json')
    expect(first.connection).toBe('keep-alive')
    expect((await send(agent, '/api/user/profile', Buffer.from('{}'), 'application/json')).status).toBe(200)
    agent.destroy()
  })
})
