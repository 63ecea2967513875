// A person's calls to one process of a fleet, over HTTP: JSON calls with a token, a multipart
// upload, and the customer service stream read as a browser reads it.
import { EventStreamParser, type ServerSentEvent } from '../../../src/client/event-stream'
import type { ServerProcess } from './server-processes'

export interface Answer {
  status: number
  body: { code: number; msg: string; data: any }
}

export async function callOn(
  process: ServerProcess,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; query?: Record<string, string | number>; token?: string } = {},
): Promise<Answer> {
  const url = new URL(path, process.url)
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value))
  const headers: Record<string, string> = {}
  if (options.token) headers.token = options.token
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const res = await fetch(url, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) })
  const text = await res.text()
  let body: Answer['body']
  try {
    body = JSON.parse(text) as Answer['body']
  } catch {
    throw new Error(`${process.name} ${method} ${path}: ${res.status} ${text.slice(0, 200)}`)
  }
  return { status: res.status, body }
}

/** The data of a call that must succeed. */
export async function dataOf(answer: Promise<Answer>, what: string): Promise<any> {
  const { status, body } = await answer
  if (status !== 200 || body.code !== 1) throw new Error(`${what} refused: ${status} ${JSON.stringify(body)}`)
  return body.data
}

export async function loginOn(process: ServerProcess, account: string, password: string): Promise<string> {
  const data = await dataOf(callOn(process, 'POST', '/api/user/login', { body: { account, password } }), `login of ${account} on ${process.name}`)
  return data.userinfo.token as string
}

export async function uploadOn(process: ServerProcess, token: string, bytes: Buffer, name: string): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)]), name)
  const res = await fetch(new URL('/api/common/upload', process.url), { method: 'POST', body: form, headers: { token } })
  const body = (await res.json()) as Answer['body']
  if (body.code !== 1) throw new Error(`upload on ${process.name} refused: ${JSON.stringify(body)}`)
  return body.data.url as string
}

export interface HeldStream {
  /** The HTTP status; 200 and an open stream, or a refusal's envelope in `refusal`. */
  status: number
  refusal?: Answer['body']
  events: ServerSentEvent[]
  /** Text received so far (comments included). */
  raw(): string
  close(): void
}

/** Opens GET /api/service/stream on a process; resolves once the server said it is open (or refused). */
export async function openStreamOn(process: ServerProcess, token: string): Promise<HeldStream> {
  const abort = new AbortController()
  const res = await fetch(new URL('/api/service/stream', process.url), { headers: { token, accept: 'text/event-stream' }, signal: abort.signal })
  if (!res.headers.get('content-type')?.startsWith('text/event-stream') || !res.body) {
    return { status: res.status, refusal: (await res.json()) as Answer['body'], events: [], raw: () => '', close: () => {} }
  }
  const events: ServerSentEvent[] = []
  const parser = new EventStreamParser()
  const decoder = new TextDecoder()
  let raw = ''
  const reader = res.body.getReader()
  let opened = () => {}
  const open = new Promise<void>((done) => (opened = done))
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }))
      if (done) return opened()
      const text = decoder.decode(value, { stream: true })
      raw += text
      events.push(...parser.feed(text))
      if (raw.includes(': open')) opened()
    }
  })()
  await open
  return { status: res.status, events, raw: () => raw, close: () => abort.abort() }
}
