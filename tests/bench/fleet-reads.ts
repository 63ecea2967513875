// The bench's read mix (product list, detail, search) on PostgreSQL, served by one process and then
// by three behind a round-robin proxy, in the same run on the same database: requests per second,
// latency, and the database round trips per request (each process counts the queries its pool
// sends and prints the count on SIGUSR2). On a two-core machine three processes do not serve more
// (and the proxy runs beside the load generator); the figure that matters is the database's work.
// Each process keeps its own cache, so each loads a key once per READ_CACHE_TTL_MS: three processes
// send up to three times the few queries one does, whatever the traffic. The same mix on one process
// without the cache (READ_CACHE_TTL_MS=0) comes first: what each request would cost the database if
// nothing were cached, against which both cached figures read.
import { randomBytes } from 'node:crypto'
import autocannon from 'autocannon'
import pg from 'pg'
import { startServerProcess, waitUntilHealthy, type ServerProcess } from '../api/support/server-processes'
import { percentile } from './latency'
import { startRoundRobinProxy } from './round-robin-proxy'

export interface FleetReadFigure {
  processes: number
  requests: number
  requestsPerSecond: number
  p50: number
  p95: number
  errors: number
  non2xx: number
  databaseRoundTrips: number
  roundTripsPerSecond: number
  roundTripsPerRequest: number
}

export interface FleetReads {
  database: string
  seconds: number
  connections: number
  mix: string[]
  /** One process with the cache off, then one and three with it. */
  figures: Array<FleetReadFigure & { cache: 'off' | 'on' }>
  /** Round trips per request with three processes over those with one. */
  roundTripRatio: number
  /** Round trips per second (the database's load) with three processes over those with one. */
  roundTripsPerSecondRatio: number
  /** Round trips per request of one process without the cache over those of three with it. */
  uncachedOverThree: number
}

const ms = (n: number) => +n.toFixed(2)

/** The round trips a process has sent so far: asks with SIGUSR2 and reads its answer line. */
async function roundTripsOf(process: ServerProcess): Promise<number> {
  const lines = () => [...process.output().matchAll(/database round trips: (\d+)/g)]
  const before = lines().length
  process.signal('SIGUSR2')
  for (let waited = 0; lines().length === before; waited += 10) {
    if (waited > 10_000) throw new Error(`${process.name} did not print its round trips`)
    await new Promise((done) => setTimeout(done, 10))
  }
  return Number(lines().at(-1)![1])
}

const totalRoundTrips = async (processes: ServerProcess[]) => (await Promise.all(processes.map(roundTripsOf))).reduce((a, b) => a + b, 0)

function load(url: string, requests: autocannon.Request[], seconds: number, connections: number, times?: number[]) {
  return new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon({ url, connections, duration: seconds, requests }, (error: unknown, r: autocannon.Result) => (error ? fail(error) : done(r)))
    if (times) instance.on('response', (_client, _status, _bytes, responseTime) => void times.push(responseTime))
  })
}

async function measure(url: string, processes: ServerProcess[], requests: autocannon.Request[], seconds: number, connections: number): Promise<FleetReadFigure> {
  // Warm: every process has read the mix once, as a fleet that has served for a while.
  await load(url, requests, 2, connections)
  const before = await totalRoundTrips(processes)
  const times: number[] = []
  const result = await load(url, requests, seconds, connections, times)
  const roundTrips = (await totalRoundTrips(processes)) - before
  const sorted = Float64Array.from(times).sort()
  return {
    processes: processes.length,
    requests: sorted.length,
    requestsPerSecond: Math.round(result.requests.average),
    p50: ms(percentile(sorted, 50)),
    p95: ms(percentile(sorted, 95)),
    errors: result.errors,
    non2xx: result.non2xx,
    databaseRoundTrips: roundTrips,
    roundTripsPerSecond: +(roundTrips / seconds).toFixed(1),
    roundTripsPerRequest: +(roundTrips / Math.max(1, sorted.length)).toFixed(4),
  }
}

/** The mix: three list pages, the ten hot products' details, and searches in three languages. */
async function readMix(url: string): Promise<autocannon.Request[]> {
  const hot = (await (await fetch(`${url}/api/product/hot?limit=10`)).json()) as { data: { list: Array<{ id: number }> } }
  return [
    ...[1, 2, 3].map((page) => ({ method: 'GET' as const, path: `/api/product/list?page=${page}&limit=10` })),
    ...hot.data.list.map(({ id }) => ({ method: 'GET' as const, path: `/api/product/detail?id=${id}` })),
    { method: 'GET', path: `/api/product/list?keyword=${encodeURIComponent('điện thoại')}`, headers: { lang: 'vi' } },
    { method: 'GET', path: `/api/product/list?keyword=${encodeURIComponent('手机')}`, headers: { lang: 'zh-CN' } },
    { method: 'GET', path: '/api/product/list?keyword=lamp' },
  ]
}

/** Runs the mix on a new database of the PostgreSQL at `adminUrl` (dropped afterwards). */
export async function fleetReads(adminUrl: string, options: { seconds: number; connections: number }): Promise<FleetReads> {
  const name = `bench_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database "${name}"`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const env = { DATABASE_URL: url.toString(), DEMO: '1', NODE_ENV: 'production' }
  const processes: ServerProcess[] = []
  try {
    const uncached = await startServerProcess('bench-0', { ...env, READ_CACHE_TTL_MS: '0' })
    let requests: autocannon.Request[]
    let withoutCache: FleetReadFigure
    try {
      await waitUntilHealthy([uncached], 240_000)
      requests = await readMix(uncached.url)
      withoutCache = await measure(uncached.url, [uncached], requests, options.seconds, options.connections)
    } finally {
      await uncached.stop()
    }
    processes.push(await startServerProcess('bench-1', env))
    await waitUntilHealthy(processes, 240_000)
    const figures = [await measure(processes[0]!.url, processes, requests, options.seconds, options.connections)]

    processes.push(await startServerProcess('bench-2', env), await startServerProcess('bench-3', env))
    await waitUntilHealthy(processes, 240_000)
    const proxy = await startRoundRobinProxy(processes.map((p) => p.url))
    try {
      figures.push(await measure(proxy.url, processes, requests, options.seconds, options.connections))
    } finally {
      await proxy.close()
    }
    const [one, three] = figures as [FleetReadFigure, FleetReadFigure]
    return {
      database: 'postgres',
      seconds: options.seconds,
      connections: options.connections,
      mix: requests.map((r) => r.path!),
      figures: [{ ...withoutCache, cache: 'off' as const }, ...figures.map((f) => ({ ...f, cache: 'on' as const }))],
      uncachedOverThree: three.roundTripsPerRequest > 0 ? Math.round(withoutCache.roundTripsPerRequest / three.roundTripsPerRequest) : Number.POSITIVE_INFINITY,
      roundTripRatio: one.roundTripsPerRequest > 0 ? +(three.roundTripsPerRequest / one.roundTripsPerRequest).toFixed(2) : Number.NaN,
      roundTripsPerSecondRatio: one.roundTripsPerSecond > 0 ? +(three.roundTripsPerSecond / one.roundTripsPerSecond).toFixed(2) : Number.NaN,
    }
  } finally {
    await Promise.all(processes.map((p) => p.stop()))
    await admin.query(`drop database if exists "${name}" with (force)`).catch(() => {})
    await admin.end()
  }
}
