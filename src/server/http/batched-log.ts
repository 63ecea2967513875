// Log lines written in batches: the lines of one turn of the event loop go out in one write. The
// process's standard output is written synchronously, and a write per request line cost a fifth of
// a cached catalogue read's time under load; a batch waits at most until the loop's next turn.
export interface BatchedLog {
  log(line: string): void
  /** Writes what is waiting now (before the process exits). */
  flush(): void
}

export function batchedLog(write: (text: string) => void): BatchedLog {
  let waiting: string[] = []
  let scheduled = false
  function flush() {
    scheduled = false
    if (waiting.length === 0) return
    const text = `${waiting.join('\n')}\n`
    waiting = []
    write(text)
  }
  return {
    log(line) {
      waiting.push(line)
      if (scheduled) return
      scheduled = true
      setImmediate(flush)
    },
    flush,
  }
}
