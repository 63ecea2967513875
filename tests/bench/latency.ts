// API latency under 50 concurrent clients (autocannon), bounded in time, on loopback only.
import autocannon from 'autocannon'

export interface LatencyFigure {
  name: string
  requestsPerSecond: number
  p50: number
  p90: number
  p97_5: number
  p99: number
  errors: number
  non2xx: number
}

export async function measureLatency(name: string, url: string, headers: Record<string, string> = {}, seconds = 5): Promise<LatencyFigure> {
  const result = await autocannon({ url, connections: 50, duration: seconds, headers })
  const latency = result.latency as unknown as Record<string, number>
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    // autocannon reports these percentiles (no p95): ms.
    p50: latency.p50 ?? 0,
    p90: latency.p90 ?? 0,
    p97_5: latency.p97_5 ?? 0,
    p99: latency.p99 ?? 0,
    errors: result.errors,
    non2xx: result.non2xx,
  }
}
