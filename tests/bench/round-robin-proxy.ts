// A tiny HTTP proxy on loopback that hands each request to the next of several servers in turn,
// as a load balancer in front of a fleet would; for the bench's 1-vs-3-processes read mix only.
import { Agent, createServer, request, type Server } from 'node:http'

export interface RoundRobinProxy {
  url: string
  close(): Promise<void>
}

export async function startRoundRobinProxy(targets: string[]): Promise<RoundRobinProxy> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 })
  const upstreams = targets.map((target) => new URL(target))
  let next = 0
  const server: Server = createServer((incoming, outgoing) => {
    const upstream = upstreams[next++ % upstreams.length]!
    const forwarded = request(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers: incoming.headers, agent },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    forwarded.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502)
      outgoing.end()
    })
    incoming.pipe(forwarded)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((done) => {
        agent.destroy()
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}
