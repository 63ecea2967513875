// The shape of one API call: method, path, who may make it, and the zod schemas of its input
// and of the `data` it answers. The server validates with it, the client parses with it, and the
// OpenAPI document is generated from the list of calls.
import type * as z from 'zod/mini'

/** Who may make a call: anyone, a logged-in user, a merchant of a shop, or an operator. */
export type Access = 'public' | 'user' | 'merchant' | 'operator'

export interface CallDef<
  Q extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  B extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  D extends z.ZodMiniType = z.ZodMiniType,
> {
  method: 'GET' | 'POST'
  path: string
  access: Access
  /** One line for the OpenAPI document. */
  summary: string
  /** Query-string parameters (GET, or POST with parameters in the URL). */
  query?: Q
  /** JSON body (POST). */
  body?: B
  /** The `data` of a successful envelope. */
  data: D
  /** The request must carry an `Idempotency-Key` header. */
  idempotent?: boolean
  /** multipart/form-data instead of JSON (uploads). */
  multipart?: boolean
  /**
   * Answers server-sent events (`text/event-stream`) instead of the envelope: `data` is the schema
   * of each event's data. Mounted by `mountStream`, read by the client's `stream`; refusals before
   * the stream opens (401, 400) are envelopes as usual.
   */
  stream?: boolean
  /**
   * Answers a file of comma-separated values (`text/csv`, streamed, named in Content-Disposition)
   * instead of the envelope: `data` is the schema of one row. Mounted by `mountCsv`, read by the
   * client's `file`; refusals before the file starts (401, 400) are envelopes as usual.
   */
  csv?: boolean
}

/** Declares a call; keeps the literal types for inference. */
export function defineCall<
  Q extends z.ZodMiniType | undefined = undefined,
  B extends z.ZodMiniType | undefined = undefined,
  D extends z.ZodMiniType = z.ZodMiniType,
>(call: CallDef<Q, B, D>): CallDef<Q, B, D> & { query: Q; body: B } {
  return call as CallDef<Q, B, D> & { query: Q; body: B }
}

type InputOf<S> = S extends z.ZodMiniType ? z.input<S> : undefined
type ParsedOf<S> = S extends z.ZodMiniType ? z.output<S> : undefined

/**
 * A query's input as a caller may give it: every value travels as text, so a number may come as
 * the text it was read from (a route's "12"); the server reads digits as the number the field asks for.
 */
type QueryText<T> = T extends number ? number | string : T extends Array<infer U> ? Array<QueryText<U>> : T extends object ? { [K in keyof T]: QueryText<T[K]> } : T

/** What a caller passes: the query and/or the body. */
export type CallInput<C extends CallDef> = {
  query: QueryText<InputOf<C['query']>>
  body: InputOf<C['body']>
}
/** What the server handler receives after validation. */
export type CallParsed<C extends CallDef> = {
  query: ParsedOf<C['query']>
  body: ParsedOf<C['body']>
}
/** The `data` a successful call answers. */
export type CallData<C extends CallDef> = z.output<C['data']>
