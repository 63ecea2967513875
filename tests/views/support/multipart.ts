// jsdom's FormData and File are not the server's (undici's): a Request built from jsdom's FormData
// does not carry the file. For uploads in view tests, the app's multipart body is written out as
// the bytes a browser would send, with its boundary, before it reaches the in-process server.
import { randomBytes } from 'node:crypto'

const encoder = new TextEncoder()

async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer())
}

/** The multipart/form-data body and content type of a FormData, as a browser writes them. */
export async function encodeFormData(form: FormData): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const boundary = `----review-test-${randomBytes(8).toString('hex')}`
  const parts: Uint8Array[] = []
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
    } else {
      const file = value as File
      parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name || 'blob'}"\r\nContent-Type: ${file.type || 'application/octet-stream'}\r\n\r\n`))
      parts.push(await bytesOf(file))
      parts.push(encoder.encode('\r\n'))
    }
  }
  parts.push(encoder.encode(`--${boundary}--\r\n`))
  const body = new Uint8Array(new ArrayBuffer(parts.reduce((n, p) => n + p.length, 0)))
  let at = 0
  for (const part of parts) {
    body.set(part, at)
    at += part.length
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` }
}

/** A fetch that writes multipart bodies out before handing the request on. */
export function withMultipartBodies(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return async (input, init) => {
    // A FormData of whichever realm (jsdom's or Node's): not bytes already written out (a typed array has entries too).
    if (init?.body && typeof init.body === 'object' && typeof (init.body as FormData).getAll === 'function' && !(init.body instanceof URLSearchParams)) {
      const { body, contentType } = await encodeFormData(init.body as FormData)
      const headers = new Headers(init.headers)
      headers.set('content-type', contentType)
      return fetch(input, { ...init, body, headers })
    }
    return fetch(input, init)
  }
}

/**
 * In the views' jsdom environment the in-process server runs with jsdom's `Blob` as its global, so
 * a contract's `z.instanceof(Blob)` refuses the undici File that Hono parsed from the request. While
 * installed, jsdom's Blob also claims Node's blobs (undici's File extends them). Answers the undo.
 */
export async function acceptServerFilesAsBlobs(): Promise<() => void> {
  const { Blob: NodeBlob } = await import('node:buffer')
  const PageBlob = globalThis.Blob
  if (PageBlob === (NodeBlob as unknown)) return () => {}
  const own = Object.getOwnPropertyDescriptor(PageBlob, Symbol.hasInstance)
  Object.defineProperty(PageBlob, Symbol.hasInstance, {
    configurable: true,
    value: (value: unknown) => Function.prototype[Symbol.hasInstance].call(PageBlob, value) || value instanceof NodeBlob,
  })
  return () => {
    if (own) Object.defineProperty(PageBlob, Symbol.hasInstance, own)
    else delete (PageBlob as unknown as Record<symbol, unknown>)[Symbol.hasInstance]
  }
}

/** A picture uploaded to the in-process server as `token` (evidence, proof): its URL. */
export async function uploadInProcess(server: { app: { request(path: string, init: RequestInit): Response | Promise<Response> } }, token: string, png: Uint8Array): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([png as BlobPart], { type: 'image/png' }), 'picture.png')
  const { body, contentType } = await encodeFormData(form)
  const res = await server.app.request('/api/common/upload', { method: 'POST', body, headers: { token, 'content-type': contentType } })
  const answer = (await res.json()) as { code: number; data: { url: string } }
  if (answer.code !== 1) throw new Error(`upload refused: ${JSON.stringify(answer)}`)
  return answer.data.url
}
