// Turns a zod refusal of a request into the 400 answer: the contract's own message when it is a
// msg key (the contract writes its messages as keys), else "Invalid value: <field>". A value that
// was sent and is wrong is named before a value that is missing: it is the one the caller got wrong.
import type * as z from 'zod'
import { InvalidRequestError } from '../errors'
import type { Translator } from '../i18n'

/** Whether `input` holds a value at `path` (an issue about a value sent, not a value missing). */
function sentAt(input: unknown, path: PropertyKey[]): boolean {
  let node = input
  for (const key of path) {
    if (node === null || typeof node !== 'object') return false
    node = (node as Record<PropertyKey, unknown>)[key]
  }
  return node !== undefined
}

export function invalidRequest(error: z.core.$ZodError, translate: Translator, where: 'query' | 'body', input?: unknown): InvalidRequestError {
  const issue = error.issues.find((i) => i.path.length > 0 && sentAt(input, i.path)) ?? error.issues[0]
  const field = issue ? issue.path.map(String).join('.') : ''
  if (issue && translate.has(issue.message)) return new InvalidRequestError(issue.message, { field }, field)
  if (!field) return new InvalidRequestError('msg.invalidField', { field: where }, where)
  return new InvalidRequestError('msg.invalidField', { field }, field)
}
