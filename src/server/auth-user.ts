// Who is making a request, as the route helper hands it to a handler after checking the token.
import type { ROLES } from '../contract/fields'

export type Role = (typeof ROLES)[number]

export interface AuthUser {
  userId: number
  role: Role
  /** The session the request came with (logout revokes exactly this one). */
  sessionId: number
}
