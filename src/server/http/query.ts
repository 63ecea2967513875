// Turns a query string into the object a call's query schema parses. The client writes nested
// objects as key[sub]=v and arrays as key[]=v (docs/api-conventions.md#requests); a repeated key is an array.

type QueryValue = string | string[] | QueryObject
interface QueryObject {
  [key: string]: QueryValue
}

// Keys that would reach Object.prototype through a plain object: never set them.
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor'])

function add(target: QueryObject, key: string, value: string): void {
  if (FORBIDDEN.has(key)) return
  const existing = target[key]
  if (existing === undefined) target[key] = value
  else if (Array.isArray(existing)) existing.push(value)
  else if (typeof existing === 'string') target[key] = [existing, value]
  // A key used both as an object and as a plain value is ambiguous: the first use wins.
}

export function decodeQuery(params: URLSearchParams): QueryObject {
  const result: QueryObject = {}
  for (const [rawKey, value] of params) {
    const match = /^([^[\]]+)\[([^[\]]*)\]$/.exec(rawKey)
    if (!match) {
      add(result, rawKey, value)
      continue
    }
    const [, key, sub] = match
    if (FORBIDDEN.has(key)) continue
    if (sub === '') {
      const list = result[key]
      if (list === undefined) result[key] = [value]
      else if (Array.isArray(list)) list.push(value)
      continue
    }
    const nested = (result[key] ??= {})
    if (typeof nested === 'object' && !Array.isArray(nested)) add(nested, sub, value)
  }
  return result
}
