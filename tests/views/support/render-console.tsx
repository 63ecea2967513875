// Renders the whole console in jsdom at a path under /merchant/, with every call going to the real
// Hono app in-process (no mocked server): the same runtime the browser builds, only the transport
// differs (like render-app.tsx for the storefront).
import { act, render } from '@testing-library/react'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { createConsoleRuntime, type ConsoleRuntime } from '../../../src/console/runtime'
import { inProcessFetch, type InProcessServer } from './render-app'

/** `path` is the browser's: '/merchant/', '/merchant/orders?status=1'. */
export async function renderConsole(path: string, server: InProcessServer): Promise<ConsoleRuntime> {
  const runtime = createConsoleRuntime({ history: createMemoryHistory({ initialEntries: [path] }), fetch: inProcessFetch(server) })
  await act(async () => {
    render(<RouterProvider router={runtime.router} />)
  })
  return runtime
}
