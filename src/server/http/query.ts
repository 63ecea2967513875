// Turns a query string into the object a call's query schema parses. The client writes nested
// objects as key[sub]=v and arrays as key[]=v (docs/api-conventions.md#requests); a repeated key is an array.
import type * as z from 'zod/mini'
import { fieldSchema, kindsOf } from '../../contract/schema-shape'

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

/**
 * The decoded query with each text read as its field's schema asks: a whole number from digits
 * only ("12", "-1"; not " 12", "1e3" or "0x1"), a boolean from "true" or "false". Anything else
 * stays text for the schema to refuse with its own message. Bodies get no such reading: a JSON
 * body says its types itself, so "12" there stays a string.
 */
export function readQueryAs(schema: z.ZodMiniType, query: QueryObject): unknown {
  const read = (fieldOf: z.ZodMiniType | undefined, value: QueryValue): unknown => {
    if (Array.isArray(value)) return value.map((item) => read(fieldOf && fieldSchema(fieldOf, '0'), item))
    if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, read(fieldOf && fieldSchema(fieldOf, key), item)]))
    if (!fieldOf) return value
    const kinds = kindsOf(fieldOf)
    if (kinds.has('string')) return value
    if (kinds.has('number') && /^-?\d{1,15}$/.test(value)) return Number(value)
    if (kinds.has('boolean') && (value === 'true' || value === 'false')) return value === 'true'
    return value
  }
  return read(schema, query)
}
