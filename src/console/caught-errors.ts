// What React is told to do with an error a screen's boundary caught and shows (LoadFailure): a
// refusal the server answered on purpose ("Order not found", a bad link) is the page's content, not
// a fault, so it is not written to the console as an error; anything else still is.
import { ApiError } from '../client/api-error'

/** A refusal the page says in words: the server's business answer or its 400. */
export const isExpectedRefusal = (error: unknown): boolean => error instanceof ApiError && (error.kind === 'business' || error.status === 400)

export function onCaughtError(error: unknown, info: { componentStack?: string | null }): void {
  if (isExpectedRefusal(error)) return
  console.error(error, info.componentStack ?? '')
}
