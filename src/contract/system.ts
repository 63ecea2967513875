// Calls about the service itself.
import * as z from 'zod/mini'
import { defineCall } from './call'

export const health = defineCall({
  method: 'GET',
  path: '/api/health',
  access: 'public',
  summary: 'Liveness with a database round trip',
  data: z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) }),
})
