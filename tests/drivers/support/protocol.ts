// The page-object protocol of the model-based tests: one driver per machine
// (tests/drivers/<machine>.driver.ts) says how each event is produced and how each state looks,
// against a small Screen and a Layer; the view layer (Testing Library over jsdom, the real server
// in-process) and the browser layer (Playwright over Chromium, the built app and the real server)
// each implement them once, in tests/views/support/view-layer.tsx and tests/e2e/support/browser-layer.ts.
import type { Page } from 'playwright-core'
import type { GeneratedPath, PathStep } from '../../../src/tools/statecharts/paths'
import type { Database } from '../../../src/server/db/open-database'
import type { TestAccount } from '../../support/new-account'

export type LayerName = 'view' | 'browser'
export type Surface = 'storefront' | 'console'

/** What a person finds on a screen: by role and name, label, text, test id, or (last resort) CSS. */
export type Target =
  | { role: 'button' | 'link' | 'textbox' | 'searchbox' | 'checkbox' | 'dialog' | 'tab' | 'heading' | 'switch' | 'option'; name?: string | RegExp }
  | { label: string | RegExp }
  | { text: string | RegExp }
  | { testId: string }
  /** With `text`, only the elements whose text contains it, and the newest (last) of them first: a dialog's button. */
  | { css: string; text?: string }

/** One open app, as its user sees it. Every wait waits on a condition, never a fixed time. */
export interface Screen {
  /**
   * Taps the first element the target finds, once it is there; `at` a point of it (from its top
   * left corner) where another element covers its middle (a sheet over its mask: the browser's; jsdom has no layout).
   */
  click(target: Target, at?: { x: number; y: number }): Promise<void>
  /** Types `value` into the first field the target finds, replacing what was there. */
  fill(target: Target, value: string): Promise<void>
  /** Types `value` into the field as a person would and leaves it (focus, the value, blur): a field that acts when left. */
  enter(target: Target, value: string): Promise<void>
  /** Waits until the target finds an element. */
  visible(target: Target): Promise<void>
  /** Waits until the target finds nothing. */
  gone(target: Target): Promise<void>
  /** How many elements the target finds now. */
  count(target: Target): Promise<number>
  /** The texts of every element the target finds now, in the page's order. */
  texts(target: Target): Promise<string[]>
  /** What the first field the target finds holds now (its value). */
  value(target: Target): Promise<string>
  /** An attribute of the first element the target finds now (null when absent or not there). */
  attribute(target: Target, name: string): Promise<string | null>
  /** Waits until the first element the target finds has a text matching `expected`. */
  hasText(target: Target, expected: string | RegExp): Promise<void>
  /** Waits until `check` passes (it throws until then). */
  eventually(check: () => void | Promise<void>): Promise<void>
  /** Opens another page of the app, as a person following a link would. */
  visit(path: string): Promise<void>
  /** Moves the open app to another of its pages without loading it again (as its own links do), once it has settled; it may be sent on elsewhere (`reaches` waits for where). */
  navigate(path: string): Promise<void>
  /** The browser's Back. */
  back(): Promise<void>
  /** The path the app shows now. */
  pathname(): Promise<string>
  /** The address inside the app now: pathname and query (`/checkout?order_ids=1`). */
  href(): Promise<string>
  /** Waits until a toast saying `text` (or matching it) has been shown since the app opened (it may be gone again). */
  toasted(text: string | RegExp): Promise<void>
  /** A parameter of the address's query (`?keyword=`) now, or null. */
  query(name: string): Promise<string | null>
  /** What the app keeps in the device's local storage under `key`, or null. */
  stored(key: string): Promise<string | null>
  /** Writes the device's local storage under `key` while the app is open (another tab of the app would). */
  store(key: string, value: string): Promise<void>
  /** Waits until the app shows `pathname`. */
  reaches(pathname: string): Promise<void>
  hasCookie(name: string): Promise<boolean>
  /** Chooses `file` in the file input the target finds (a picture for an uploader). */
  choose(target: Target, file: ChosenFile): Promise<void>
  /** The device's network goes down or comes back: the page hears the browser's offline or online event. */
  network(state: 'offline' | 'online'): Promise<void>
  /**
   * Gestures that need layout: a finger pulling the target down, the page scrolled to its top or
   * bottom, a row swiped left. jsdom has none: the view layer refuses them (a driver lists the
   * events that use them in cannotProduce.view, and layer-limits.ts says why).
   */
  pullDown(target: Target): Promise<void>
  scrollTo(where: 'top' | 'bottom'): Promise<void>
  swipeLeft(target: Target): Promise<void>
}

/** The network between the app and the real server, held where a path needs a call in flight. */
export interface Transport {
  /** From now on, holds every `METHOD /path` call of `keys` too (a page reading something again). */
  hold(...keys: string[]): void | Promise<void>
  /** From now on, lets `METHOD /path` calls of `keys` go on at once (held ones wait for their release). */
  unhold(...keys: string[]): void
  isPending(key: string): boolean
  /** Lets the next held `METHOD /path` call go on to the server, or fail like a dropped line. */
  release(key: string, outcome: 'pass' | 'fail'): Promise<void>
  nextUrl(key: string): Promise<URL>
  /** A header of the next held `METHOD /path` call, once it has been made (null when it has none). */
  nextHeader(key: string, name: string): Promise<string | null>
}

export type ApiAnswer = { code: number; msg: string; data: any }

/** The real server, reached directly for what a path prepares or checks. */
export interface Backend {
  /** A raw request to the server (`/api/...`), for helpers written over fetch (tests/views/support/orders.ts). */
  fetch(path: string, init: RequestInit): Promise<Response>
  call(method: 'GET' | 'POST', path: string, body?: unknown, token?: string, headers?: Record<string, string>): Promise<ApiAnswer>
  newAccount(): Promise<TestAccount>
  /** A picture (the parcel photo) uploaded as `token`'s app would: its URL. */
  upload(token: string): Promise<string>
  /** The last reset code the server mailed to `email`, once it has. */
  lastResetCode(email: string): Promise<string | undefined>
  /**
   * Time passes on the server beyond a timer's setting and its scheduler runs (an unpaid order
   * expiring, receipt confirmed by itself): only where the server runs on the test's clock (the
   * view layer); elsewhere absent, and a driver lists the events in cannotProduce.
   */
  timePasses?(timer: 'EXPIRE' | 'AUTO_CONFIRM'): Promise<void>
  /**
   * The server's database, at the view layer only (the server runs in-process there): what only
   * support or an operator could do, which no call does. The browser layer's server keeps it to itself.
   */
  db?: Database
}

export interface OpenOptions {
  surface?: Surface
  /** Calls `METHOD /path` held until the path releases them. */
  hold?: string[]
  /** Logged in as this account (its token in the cookie the app reads). */
  token?: string
  /** The device's local storage before the app opens (what an earlier visit left). */
  storage?: Record<string, string>
  /** A screen of another size than the surface's own (the browser layer's; jsdom has no layout). */
  viewport?: { width: number; height: number }
  /** The page's clipboard writes held until the path releases them (Session.clipboard). */
  holdClipboard?: boolean
  /** The app served over plain HTTP: not a secure context, so no clipboard at all. */
  insecure?: boolean
  /** A streamed call's path (`/api/service/stream`): each request held until let through or failed (Session.stream). */
  holdStream?: string
}

/** The requests of a streamed call, held at the edge of the network. */
export interface HeldStream {
  isPending(): boolean
  /** Lets the next request through to the server's real stream, or fails it, once the page has made it. */
  release(outcome: 'pass' | 'fail'): Promise<void>
  /** Streams open now where the layer can tell (the view layer), else null. */
  openStreams(): number | null
  /** Cuts every open stream like a broken line (the view layer; Chromium cannot cut one response alone). */
  cut(): void
}

/** The page's clipboard, its writes held: each passes on to the clipboard or is refused (no permission). */
export interface HeldClipboard {
  isPending(): Promise<boolean>
  release(outcome: 'pass' | 'fail'): Promise<void>
  /** What the clipboard holds now. */
  text(): Promise<string>
}

/** The cookie each app keeps its user's token in. */
export const tokenCookieOf = (surface: Surface) => (surface === 'console' ? 'Console-Token' : 'Admin-Token')

/** A file a person picks on their device. */
export interface ChosenFile {
  name: string
  mimeType: string
  buffer: Uint8Array
}

/** One app opened for one path: its screen and its network. */
export interface Session {
  screen: Screen
  transport: Transport
  /** The browser page, at the browser layer only (for the atlas's screenshots). */
  page?: Page
  /** The clipboard, when opened with holdClipboard. */
  clipboard?: HeldClipboard
  /** The streamed call, when opened with holdStream. */
  stream?: HeldStream
  surface: Surface
  close(): Promise<void>
}

/** A test layer: how it opens the app, reaches the server, and in which language it reads. */
export interface Layer {
  name: LayerName
  lang: string
  backend: Backend
  open(path: string, options?: OpenOptions): Promise<Session>
  /** The text of a locale key (`auth.oldPassword`) in the layer's language. */
  text(key: string, values?: Record<string, string | number>): string
}

export interface StepContext {
  path: GeneratedPath
  index: number
  /** the step after this one, if any: an event's executor may need to know what is coming */
  next?: PathStep
}

/** What every driver's context holds: the app opened for the path, and the layer it runs in. */
export interface DriverCtx {
  session: Session
  layer: Layer
}

/** A machine's one driver, for both layers. */
export interface Driver<Ctx extends { session: Session }> {
  /**
   * Paths a person cannot cause at a layer (with the rule why), per layer; the transitions they
   * alone take must be listed in src/tools/statecharts/layer-limits.ts, or the runner fails.
   */
  accepts?: Partial<Record<LayerName, (path: GeneratedPath) => boolean>>
  /** Event types a layer cannot produce at all: each path is replayed up to its first such step. */
  cannotProduce?: Partial<Record<LayerName, string[]>>
  /**
   * Who replays the paths when it matters to the interface but not to the machine: every path runs
   * once per variant (per layer: a browser step costs more, so that layer may run fewer).
   */
  variants?: string[] | Partial<Record<LayerName, string[]>>
  start(layer: Layer, path: GeneratedPath, variant?: string): Promise<Ctx>
  stop?(ctx: Ctx): Promise<void>
  events: Record<string, (ctx: Ctx, event: PathStep['event'], step: StepContext) => Promise<void>>
  states: Record<string, (ctx: Ctx) => Promise<void>>
}

export type AnyDriver = Driver<{ session: Session }>

/** The variants a layer replays each path as (`[undefined]`: once, as no one in particular). */
export function variantsAt(driver: AnyDriver, layer: LayerName): Array<string | undefined> {
  const variants = Array.isArray(driver.variants) ? driver.variants : driver.variants?.[layer]
  return variants?.length ? variants : [undefined]
}
