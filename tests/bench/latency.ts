// API latency under 50 concurrent clients (autocannon), bounded in time, on loopback only.
// autocannon's own percentiles come from an integer-millisecond histogram and have no p95; the
// figures here are computed from every response time it reports (fractional ms), so p95 is exact.
// Before the load, one plain request tells whether the call answers at all: HTTP status and the
// envelope's `code` (1 = success). A call not implemented yet shows as status 404 / non-2xx.
import autocannon from 'autocannon'

export interface LatencyFigure {
  name: string
  status: number
  /** the envelope's code of the probe request; null when the answer is not JSON */
  code: number | null
  requestsPerSecond: number
  p50: number
  p90: number
  p95: number
  p97_5: number
  p99: number
  max: number
  requests: number
  errors: number
  non2xx: number
}

export function percentile(sorted: Float64Array, p: number) {
  if (sorted.length === 0) return 0
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[i]!
}

const ms = (n: number) => +n.toFixed(2)

async function probe(url: string, headers: Record<string, string>) {
  try {
    const response = await fetch(url, { headers })
    const text = await response.text()
    let code: number | null = null
    try {
      const body = JSON.parse(text) as { code?: unknown }
      if (typeof body?.code === 'number') code = body.code
    } catch {
      // not JSON (the SPA's HTML)
    }
    return { status: response.status, code }
  } catch {
    return { status: 0, code: null }
  }
}

export async function measureLatency(name: string, url: string, headers: Record<string, string> = {}, seconds = 5, connections = 50): Promise<LatencyFigure> {
  const { status, code } = await probe(url, headers)
  const times: number[] = []
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon({ url, connections, duration: seconds, headers }, (error: unknown, r: autocannon.Result) => (error ? fail(error) : done(r)))
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime)
    })
  })
  const sorted = Float64Array.from(times).sort()
  return {
    name,
    status,
    code,
    requestsPerSecond: Math.round(result.requests.average),
    p50: ms(percentile(sorted, 50)),
    p90: ms(percentile(sorted, 90)),
    p95: ms(percentile(sorted, 95)),
    p97_5: ms(percentile(sorted, 97.5)),
    p99: ms(percentile(sorted, 99)),
    max: ms(sorted.length ? sorted[sorted.length - 1]! : 0),
    requests: sorted.length,
    errors: result.errors,
    non2xx: result.non2xx,
  }
}
