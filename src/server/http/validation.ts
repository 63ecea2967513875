// Turns a zod refusal of a request into the 400 answer: the contract's own message when it is a
// msg key (the contract writes its messages as keys), else "Invalid value: <field>".
import type * as z from 'zod'
import { InvalidRequestError } from '../errors'
import type { Translator } from '../i18n'

export function invalidRequest(error: z.core.$ZodError, translate: Translator, where: 'query' | 'body'): InvalidRequestError {
  const issue = error.issues[0]
  const field = issue ? issue.path.map(String).join('.') : ''
  if (issue && translate.has(issue.message)) return new InvalidRequestError(issue.message, { field }, field)
  if (!field) return new InvalidRequestError('msg.invalidField', { field: where }, where)
  return new InvalidRequestError('msg.invalidField', { field }, field)
}
