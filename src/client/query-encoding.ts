// Turns a call's query object into a query string (docs/api-conventions.md#requests): nested objects become
// key[sub] pairs, empty values are skipped, arrays repeat their key.

type Pair = [key: string, value: string]

/** undefined, null and '' are "not given": the server then applies its own default. */
function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === ''
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

function scalar(value: unknown): string {
  // Dates travel as ISO strings in UTC (docs/api-conventions.md#requests), never in the browser's
  // local format.
  return value instanceof Date ? value.toISOString() : String(value)
}

function collect(key: string, value: unknown, pairs: Pair[]): void {
  if (isEmpty(value)) return
  if (Array.isArray(value)) {
    // Primitives repeat the key (ids=1&ids=2), which Hono reads with c.req.queries('ids');
    // objects inside an array need their position to keep their fields together.
    value.forEach((item, index) => {
      if (isPlainObject(item)) collect(`${key}[${index}]`, item, pairs)
      else collect(key, item, pairs)
    })
    return
  }
  if (isPlainObject(value)) {
    for (const [sub, inner] of Object.entries(value)) collect(`${key}[${sub}]`, inner, pairs)
    return
  }
  pairs.push([key, scalar(value)])
}

/**
 * Encodes a query object, without the leading `?`; '' when nothing is left to send.
 * @example encodeQuery({ page: 1, filter: { status: 2 }, ids: [1, 2] })
 *   // 'page=1&filter%5Bstatus%5D=2&ids=1&ids=2'
 */
export function encodeQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return ''
  const pairs: Pair[] = []
  for (const [key, value] of Object.entries(query)) collect(key, value, pairs)
  return pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')
}

/** The path with its query string appended (when there is one). */
export function withQueryString(path: string, query: Record<string, unknown> | undefined): string {
  const qs = encodeQuery(query)
  if (!qs) return path
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`
}
