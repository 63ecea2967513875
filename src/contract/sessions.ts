// The user's logged-in devices (one row per live session) and logging one of them out.
import * as z from 'zod/mini'
import { defineCall } from './call'
import { integer, isoTime, pageOf, pageQuery } from './fields'

export const sessionRow = z.object({
  id: integer(),
  /** What the browser said it was (User-Agent), shortened. */
  device: z.string(),
  created_at: isoTime,
  expires_at: isoTime,
  /** The session this request is made with. */
  current: z.boolean(),
})
export type SessionRow = z.output<typeof sessionRow>

export const sessionList = defineCall({
  method: 'GET',
  path: '/api/user/sessions',
  access: 'user',
  summary: "The user's live sessions, newest first",
  query: pageQuery,
  data: pageOf(sessionRow),
})

export const revokeSession = defineCall({
  method: 'POST',
  path: '/api/user/session_revoke',
  access: 'user',
  summary: 'Log one of the user’s other devices out',
  body: z.object({ id: z.number({ error: 'msg.invalidRequest' }).check(z.int('msg.invalidRequest'), z.positive('msg.invalidRequest')) }),
  data: z.null(),
})
