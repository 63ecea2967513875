// Renders the whole console at a path under /merchant/ over a transport the test controls (held
// calls, dropped connections), like render-app.tsx's renderWithTransport for the storefront.
import { act, render } from '@testing-library/react'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { createConsoleRuntime, type ConsoleRuntime } from '../../../src/console/runtime'
import { HELD_CALL_TIMEOUT_MS } from './controlled-transport'

export async function renderConsoleWith(path: string, transport: { fetch: typeof fetch }): Promise<ConsoleRuntime> {
  const runtime = createConsoleRuntime({ history: createMemoryHistory({ initialEntries: [path] }), fetch: transport.fetch, timeoutMs: HELD_CALL_TIMEOUT_MS })
  await act(async () => {
    render(<RouterProvider router={runtime.router} />)
  })
  return runtime
}

/**
 * Holds the next request of one kind (METHOD /path) until `open()` is called, once: a step that
 * must change the world between the server's answer and the page reading it again.
 */
export function gate(transport: { fetch: typeof fetch }, key: string) {
  let waiting: Promise<void> | null = null
  let open: () => void = () => {}
  let arrived = false
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init)
    if (waiting && `${request.method} ${new URL(request.url).pathname}` === key) {
      arrived = true
      await waiting
    }
    return transport.fetch(input, init)
  }
  return {
    fetch,
    /** From now on the next such request waits. */
    close() {
      arrived = false
      waiting = new Promise((resolve) => (open = resolve))
    },
    /** Whether a request has reached the closed gate. */
    get arrived() {
      return arrived
    },
    open() {
      waiting = null
      open()
    },
  }
}
