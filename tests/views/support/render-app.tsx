// Renders the whole shopper app in jsdom at a path, with every call going to the real Hono app
// in-process (no mocked server): the same runtime the browser builds, only the transport differs.
import { act, render } from '@testing-library/react'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { HELD_CALL_TIMEOUT_MS } from './controlled-transport'
import { createAppRuntime, type AppRuntime } from '../../../src/app/runtime'

export interface InProcessServer {
  app: { request(input: string | Request | URL, init?: RequestInit): Response | Promise<Response> }
}

export function inProcessFetch(server: InProcessServer): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init)
    return server.app.request(request)
  }
}

export async function renderApp(path: string, server: InProcessServer): Promise<AppRuntime> {
  const runtime = createAppRuntime({ history: createMemoryHistory({ initialEntries: [path] }), fetch: inProcessFetch(server) })
  await act(async () => {
    render(<RouterProvider router={runtime.router} />)
  })
  return runtime
}

/** Renders the app with a controlled transport between it and the server. */
export async function renderWithTransport(path: string, transport: { fetch: typeof fetch }): Promise<AppRuntime> {
  const runtime = createAppRuntime({ history: createMemoryHistory({ initialEntries: [path] }), fetch: transport.fetch, timeoutMs: HELD_CALL_TIMEOUT_MS })
  await act(async () => {
    render(<RouterProvider router={runtime.router} />)
  })
  return runtime
}
