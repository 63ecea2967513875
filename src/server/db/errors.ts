// Recognizes PostgreSQL errors the services turn into user messages. Drizzle wraps driver
// errors, so the chain of causes is searched.

/** The name of the unique constraint a write broke, or null if the error is something else. */
export function uniqueViolation(error: unknown): string | null {
  for (let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : ''
  }
  return null
}
