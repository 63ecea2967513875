// Mounts one contract call on the app. It is the only way a route exists: it checks the session
// and role, parses query and body with the call's schemas, runs the handler, and parses the
// handler's answer with the call's data schema, which strips any key the contract does not list.
import type { Context, Hono } from 'hono'
import * as z from 'zod'
import type { CallDef, CallParsed } from '../../contract/call'
import type { LanguageFile } from '../../contract/fields'
import type { AuthUser } from '../auth-user'
import { ForbiddenError, InvalidRequestError, UnauthorizedError, UnsupportedMediaTypeError } from '../errors'
import type { Translator } from '../i18n'
import type { SessionStore } from '../services/sessions'
import type { Settings } from '../settings'
import { answerFailure, answerOk } from './answers'
import { bodyLimitOf } from './body-limit'
import type { AppEnv } from './app-env'
import { clientAddress } from './client-address'
import { decodeQuery, readQueryAs } from './query'
import { controlCharacterPath } from '../../contract/control-characters'
import { invalidRequest } from './validation'

export interface CallRouter {
  app: Hono<AppEnv>
  sessions: SessionStore
  translate: Translator
  settings: Settings
  /** Every call mounted so far: the boot check and the tests compare it with allCalls. */
  mounted: Set<CallDef>
  /** Writes the audit log's row of an operator call that changed something, once it has succeeded. */
  recordOperatorAction?: (operatorId: number, call: CallDef, body: unknown) => Promise<void>
}

export interface RequestContext {
  lang: LanguageFile
  /** The session's user; null on a public call made without a (valid) token. */
  user: AuthUser | null
  /** The user of a call whose access is not public (the helper has already answered 401 otherwise). */
  requireUser(): AuthUser
  /** The caller's address for per-address limits; null when unknown. */
  clientAddress: string | null
  /** The Idempotency-Key header of an idempotent call. */
  idempotencyKey: string | null
  header(name: string): string | undefined
}

export type CallHandler<C extends CallDef> = (
  input: CallParsed<C>,
  ctx: RequestContext,
) => Promise<z.input<C['data']>> | z.input<C['data']>

export interface MountOptions<D = unknown> {
  /**
   * A msg key answered with a success, e.g. msg.loginSuccess (docs/product/rules.md#messages), or a function
   * choosing it from the answered data (a toggle says what it did).
   * @example successMsg: (data) => (data.favourited ? 'msg.favouriteAdded' : 'msg.favouriteRemoved')
   */
  successMsg?: string | ((data: D) => string | undefined)
}

/** What a handler knows of its request: the language, the caller, the address, the headers. */
export function requestContextOf(router: CallRouter, c: Context, user: AuthUser | null, idempotencyKey: string | null): RequestContext {
  return {
    lang: c.get('lang'),
    user,
    requireUser() {
      if (!user) throw new UnauthorizedError()
      return user
    },
    clientAddress: clientAddress(c, router.settings.trustProxy),
    idempotencyKey,
    header: (name) => c.req.header(name),
  }
}

/** The session token of a request: the `token` header, or `Authorization: Bearer`. */
export function tokenOf(c: Context): string | undefined {
  const token = c.req.header('token')
  if (token) return token
  const authorization = c.req.header('authorization')
  return authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : undefined
}

/** JSON and nothing else: another website's form (text/plain, urlencoded) cannot make a JSON call. */
function isJson(contentType: string | undefined): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase()
  return type === 'application/json' || (type !== undefined && /^application\/[a-z0-9.+-]+\+json$/.test(type))
}

async function readJsonBody(c: Context): Promise<unknown> {
  const contentType = c.req.header('content-type')
  const text = await c.req.text()
  // An empty body without a type is an empty form: the schema then names the first missing field.
  if (text.trim() === '' && contentType === undefined) return {}
  if (!isJson(contentType)) throw new UnsupportedMediaTypeError('msg.jsonOnly')
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text)
  } catch {
    throw new InvalidRequestError('msg.invalidJson', {}, 'body')
  }
}

async function readMultipartBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (type !== 'multipart/form-data') {
    // Read (within the body limit) so the connection stays usable for the next request.
    await c.req.arrayBuffer()
    throw new UnsupportedMediaTypeError('msg.multipartOnly')
  }
  return c.req.parseBody({ all: true })
}

/** Refuses a string holding a control character its field does not allow, naming the field. */
function refuseControlCharacters(schema: CallDef['query'], input: unknown): void {
  const field = controlCharacterPath(schema, input)
  if (field !== null) throw new InvalidRequestError('msg.controlCharacter', { field }, field)
}

/** The caller of a call, checked against its access (401 / 403 otherwise). */
export async function authenticate(router: CallRouter, call: CallDef, c: Context): Promise<AuthUser | null> {
  const token = tokenOf(c)
  const session = token ? await router.sessions.verify(token) : null
  const user = session ? { userId: session.userId, role: session.role, sessionId: session.sessionId } : null
  if (call.access === 'public') return user
  if (!user) throw new UnauthorizedError()
  if (call.access !== 'user' && user.role !== call.access) throw new ForbiddenError()
  return user
}

/** The call's query and body, parsed with its schemas (400 naming the field otherwise). */
export async function parseInput(router: CallRouter, call: CallDef, c: Context): Promise<{ query: unknown; body: unknown }> {
  let query: unknown
  let body: unknown
  if (call.query) {
    const raw = decodeQuery(new URL(c.req.url).searchParams)
    refuseControlCharacters(call.query, raw)
    const read = readQueryAs(call.query, raw)
    const result = call.query.safeParse(read)
    if (!result.success) throw invalidRequest(result.error, router.translate, 'query', read)
    query = result.data
  }
  if (call.body) {
    const raw = call.multipart ? await readMultipartBody(c) : await readJsonBody(c)
    refuseControlCharacters(call.body, raw)
    const result = call.body.safeParse(raw)
    if (!result.success) throw invalidRequest(result.error, router.translate, 'body', raw)
    body = result.data
  }
  return { query, body }
}

export function mountCall<C extends CallDef>(
  router: CallRouter,
  call: C,
  handler: CallHandler<C>,
  options: MountOptions<z.output<C['data']>> = {},
): void {
  if (call.stream) throw new Error(`${call.method} ${call.path} answers an event stream: mount it with mountStream`)
  const { app, translate, settings } = router

  const answer = async (c: Context<AppEnv>) => {
    const user = await authenticate(router, call, c)
    const idempotencyKey = c.req.header('idempotency-key')?.trim() || null
    if (call.idempotent && (!idempotencyKey || idempotencyKey.length > 100)) {
      throw new InvalidRequestError('msg.idempotencyKeyRequired', {}, 'Idempotency-Key')
    }
    const input = await parseInput(router, call, c)
    const ctx = requestContextOf(router, c, user, idempotencyKey)
    const result = await handler(input as CallParsed<C>, ctx)
    const data = call.data.safeParse(result)
    if (!data.success) {
      // A bug on our side, not the caller's: answered as a server error and logged.
      throw new Error(`${call.method} ${call.path} answered data outside its contract:\n${z.prettifyError(data.error)}`)
    }
    if (call.access === 'operator' && call.method !== 'GET' && user && router.recordOperatorAction) {
      await router.recordOperatorAction(user.userId, call, input.body)
    }
    const successMsg = typeof options.successMsg === 'function' ? options.successMsg(data.data as z.output<C['data']>) : options.successMsg
    return answerOk(c, translate, data.data, successMsg)
  }
  if (call.body) {
    const limit = bodyLimitOf(call.multipart ? settings.maxUploadBytes : settings.maxBodyBytes, (c) =>
      answerFailure(c as Context<AppEnv>, translate, 413, 'msg.bodyTooLarge'))
    app.on(call.method, call.path, limit, answer)
  } else {
    // A call without a body never reads one, so it needs no limit: the limit's check of the body
    // builds the request's full Fetch object (with its abort signal), a third of a cached read's time.
    app.on(call.method, call.path, answer)
  }
  router.mounted.add(call)
}
