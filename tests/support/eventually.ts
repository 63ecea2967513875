// "Within a deadline" for tests that watch another process: asks again and again until the answer
// satisfies, and fails with the last answer when the deadline passes. No fixed sleep.
export async function eventually<T>(what: string, ask: () => Promise<T>, satisfied: (answer: T) => boolean, deadlineMs: number, everyMs = 25): Promise<{ answer: T; ms: number }> {
  const started = Date.now()
  let last: T | undefined
  let failure: unknown
  for (;;) {
    try {
      last = await ask()
      failure = undefined
      if (satisfied(last)) return { answer: last, ms: Date.now() - started }
    } catch (error) {
      failure = error
    }
    if (Date.now() - started > deadlineMs) {
      throw new Error(`${what}: not within ${deadlineMs} ms; last answer: ${failure ? String(failure) : JSON.stringify(last)}`)
    }
    await new Promise((done) => setTimeout(done, everyMs))
  }
}
