// The view layer of the driver protocol (tests/drivers/support/protocol.ts): Testing Library over
// jsdom, the whole storefront or console rendered in-process over a transport the test controls,
// bound to the real Hono app on a fresh database shared by a machine's paths.
import { act, fireEvent, screen as dom, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { tokenCookieOf, type ApiAnswer, type Layer, type OpenOptions, type Screen, type Session, type Target } from '../../drivers/support/protocol'
import { localeText } from '../../drivers/support/texts'
import { registerAccount } from './accounts'
import { acceptServerFilesAsBlobs, uploadInProcess, withMultipartBodies } from './multipart'
import { PARCEL_PNG } from '../../support/pictures'
import { ControlledTransport } from './controlled-transport'
import { installClipboard } from './held-clipboard'
import { hasCookie, setCookie } from './interact'
import { ServiceLine } from './service-line'
import { renderConsoleWith } from './render-console-with'
import { renderWithTransport } from './render-app'
import { watchAppToasts, type ToastWatch } from './toasts'
import type { TestServer } from '../../api/support/test-server'

function findAll(target: Target): HTMLElement[] {
  if ('css' in target) {
    const all = [...document.querySelectorAll<HTMLElement>(target.css)]
    const { text } = target
    return text === undefined ? all : all.filter((element) => element.textContent?.includes(text)).reverse()
  }
  if ('role' in target) return dom.queryAllByRole(target.role, target.name === undefined ? {} : { name: target.name })
  if ('label' in target) return dom.queryAllByLabelText(target.label)
  if ('text' in target) return dom.queryAllByText(target.text)
  return dom.queryAllByTestId(target.testId)
}

const first = (target: Target) =>
  waitFor(() => {
    const element = findAll(target)[0]
    expect(element, `${JSON.stringify(target)} is on the screen`).toBeTruthy()
    return element!
  })

const noLayout = (gesture: string) => Promise.reject(new Error(`jsdom has no layout to ${gesture} in: list the event in the driver's cannotProduce.view`))

interface Routed {
  router: {
    state: { status: string; location: { pathname: string; search: unknown; href: string } }
    navigate(options: { href: string }): Promise<void>
    history: { back(): void }
  }
}

function viewScreen(runtime: Routed, toasts: ToastWatch): Screen {
  const pathname = () => runtime.router.state.location.pathname
  return {
    async click(target) {
      const element = await first(target)
      await act(async () => void fireEvent.click(element))
    },
    async value(target) {
      return ((await first(target)) as HTMLInputElement).value
    },
    async fill(target, value) {
      const element = await first(target)
      await act(async () => void fireEvent.change(element, { target: { value } }))
    },
    async enter(target, value) {
      const element = await first(target)
      await act(async () => {
        fireEvent.focus(element)
        fireEvent.change(element, { target: { value } })
        fireEvent.blur(element)
      })
    },
    visible: async (target) => void (await first(target)),
    gone: (target) => waitFor(() => expect(findAll(target), `${JSON.stringify(target)} is gone`).toHaveLength(0)),
    count: async (target) => findAll(target).length,
    texts: async (target) => findAll(target).map((element) => element.textContent ?? ''),
    attribute: async (target, name) => findAll(target)[0]?.getAttribute(name) ?? null,
    hasText: (target, expected) => waitFor(() => expect(findAll(target)[0]?.textContent ?? '').toMatch(expected)),
    eventually: (check) => waitFor(check),
    visit: (path) => act(async () => void (await runtime.router.navigate({ href: path }))),
    async navigate(path) {
      await waitFor(() => expect(runtime.router.state.status).toBe('idle'))
      await act(async () => void (await runtime.router.navigate({ href: path })))
    },
    back: () => act(async () => runtime.router.history.back()),
    pathname: async () => pathname(),
    href: async () => runtime.router.state.location.href,
    toasted: (text) => waitFor(() => expect(toasts.shown.some((shown) => (typeof text === 'string' ? shown === text : text.test(shown))), `toast ${text} in ${JSON.stringify(toasts.shown)}`).toBe(true)),
    query: async (name) => {
      const value = (runtime.router.state.location.search as Record<string, unknown>)[name]
      return value === undefined ? null : String(value)
    },
    stored: async (key) => localStorage.getItem(key),
    store: async (key, value) => localStorage.setItem(key, value),
    reaches: (expected) => waitFor(() => expect(pathname()).toBe(expected)),
    hasCookie: async (name) => hasCookie(name),
    async choose(target, file) {
      const input = await first(target)
      // jsdom has no object URLs; an uploader previews a chosen file with one.
      URL.createObjectURL ??= () => 'blob:chosen-file'
      URL.revokeObjectURL ??= () => {}
      const chosen = new File([new Uint8Array(file.buffer)], file.name, { type: file.mimeType })
      await act(async () => void fireEvent.change(input, { target: { files: [chosen] } }))
    },
    network: (state) => act(async () => void window.dispatchEvent(new Event(state))),
    pullDown: () => noLayout('pull down'),
    scrollTo: () => noLayout('scroll'),
    swipeLeft: () => noLayout('swipe'),
  }
}

/** The view layer for one machine's paths; `server` is the machine's shared in-process server. */
export function viewLayer(server: () => TestServer, lang = 'en'): Layer {
  return {
    name: 'view',
    lang,
    backend: {
      fetch: async (path, init) => server().app.request(path, init),
      call: async (method, path, body, token, headers) => {
        const res = await server().app.request(path, {
          method,
          headers: { 'content-type': 'application/json', lang: 'en', ...(token ? { token } : {}), ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
        return (await res.json()) as ApiAnswer
      },
      newAccount: () => registerAccount(server()),
      upload: (token) => uploadInProcess(server(), token, PARCEL_PNG),
      lastResetCode: async (email) => server().lastResetCode(email),
      async timePasses(timer) {
        const { clock, settings, services } = server()
        clock.advance({ EXPIRE: settings.unpaidOrderTtlMs, AUTO_CONFIRM: settings.autoReceiveMs }[timer] + 60_000)
        await services.orderTimers.sweep(timer)
      },
      get db() {
        return server().db
      },
    },
    async open(path: string, options: OpenOptions = {}): Promise<Session> {
      const transport = new ControlledTransport(server())
      transport.hold(...(options.hold ?? []))
      const surface = options.surface ?? 'storefront'
      if (options.token) setCookie(tokenCookieOf(surface), options.token)
      for (const [key, value] of Object.entries(options.storage ?? {})) localStorage.setItem(key, value)
      const clipboard = installClipboard(options.holdClipboard ?? false, options.insecure ?? false)
      // jsdom draws no pictures: an uploader's preview of a file on its way needs an object URL.
      URL.createObjectURL ??= () => 'blob:view-layer'
      URL.revokeObjectURL ??= () => {}
      const toasts = await watchAppToasts()
      // An upload's FormData written out as a browser would, and the server's files taken for Blobs (./multipart.ts).
      const undoBlobs = await acceptServerFilesAsBlobs()
      const line = options.holdStream ? new ServiceLine(transport.fetch, options.holdStream) : undefined
      const app = { fetch: withMultipartBodies(line?.fetch ?? transport.fetch) }
      const runtime = surface === 'console' ? await renderConsoleWith(path, app) : await renderWithTransport(path, app)
      return {
        screen: viewScreen(runtime, toasts),
        transport,
        clipboard,
        stream: line && { isPending: () => line.isPending(), release: (outcome) => line.release(outcome), openStreams: () => line.openStreams(), cut: () => line.cut() },
        surface,
        close: async () => {
          toasts.stop()
          runtime.session.stop()
          undoBlobs()
          // Whatever stream the path left open goes: the page is gone.
          line?.cut()
        },
      }
    },
    text: (key, values) => localeText(lang, key, values),
  }
}
