// The body of one request: JSON text for ordinary calls, FormData for uploads (call.multipart),
// nothing for GET. Serialised here, once, so the duplicate-submit guard compares what is sent.

export interface EncodedBody {
  body?: string | FormData
  /** Set for JSON only; for FormData the browser writes the boundary itself. */
  contentType?: string
}

function appendField(form: FormData, key: string, value: unknown): void {
  if (value === undefined || value === null) return
  if (value instanceof Blob) form.append(key, value)
  else if (Array.isArray(value)) for (const item of value) appendField(form, key, item)
  else if (typeof value === 'object' && !(value instanceof Date)) form.append(key, JSON.stringify(value))
  else form.append(key, value instanceof Date ? value.toISOString() : String(value))
}

/** A plain object becomes form fields; files keep their names, arrays repeat their key. */
export function toFormData(fields: Record<string, unknown>): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) appendField(form, key, value)
  return form
}

export function encodeBody(method: string, multipart: boolean | undefined, body: unknown): EncodedBody {
  if (method.toUpperCase() === 'GET' || body === undefined) return {}
  if (multipart) {
    return { body: body instanceof FormData ? body : toFormData(body as Record<string, unknown>) }
  }
  return { body: JSON.stringify(body), contentType: 'application/json' }
}
