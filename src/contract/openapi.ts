// Builds the OpenAPI 3.1 document from the list of calls. OpenAPI 3.1 schemas are JSON Schema
// 2020-12, which zod 4 writes itself (z.toJSONSchema), so no adapter library is needed.
import * as z from 'zod/mini'
import type { CallDef } from './call'
import { allCalls } from './calls'
import { envelopeOf } from './envelope'

function schemaOf(type: z.ZodMiniType, io: 'input' | 'output') {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(type, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, unknown>
  return schema
}

function queryParameters(call: CallDef) {
  if (!call.query) return []
  const schema = schemaOf(call.query, 'input') as { properties?: Record<string, unknown>; required?: string[] }
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }))
}

function operationOf(call: CallDef) {
  const parameters: unknown[] = [
    ...queryParameters(call),
    { name: 'lang', in: 'header', required: false, schema: { type: 'string' }, description: 'Language file name of msg (en, vi, zh-CN, ja, ko, th)' },
  ]
  if (call.idempotent) parameters.push({ name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string', maxLength: 100 } })
  const body = call.body
    ? {
        requestBody: {
          required: true,
          content: {
            [call.multipart ? 'multipart/form-data' : 'application/json']: { schema: schemaOf(call.body, 'input') },
          },
        },
      }
    : {}
  return {
    summary: call.summary,
    tags: [call.path.split('/')[2] ?? 'api'],
    ...(call.access === 'public' ? {} : { security: [{ token: [] }], 'x-access': call.access }),
    parameters,
    ...body,
    responses: {
      '200': call.csv
        ? {
            description: 'A CSV file (text/csv, UTF-8 with a byte-order mark, a header line); x-row is the schema of one row',
            content: { 'text/csv': { schema: { type: 'string' }, 'x-row': schemaOf(call.data, 'output') } },
          }
        : call.stream
        ? {
            description: 'Server-sent events; x-event-data is the schema of each event\'s data (JSON)',
            content: { 'text/event-stream': { schema: { type: 'string' }, 'x-event-data': schemaOf(call.data, 'output') } },
          }
        : {
            description: 'code 1 with data on success; code 0 with a localized msg on a business refusal',
            content: { 'application/json': { schema: schemaOf(envelopeOf(call.data), 'output') } },
          },
      '400': { description: 'The request does not match the schema: code 0, msg names the field' },
      ...(call.access === 'public' ? {} : { '401': { description: 'Missing or invalid token: code 401' } }),
    },
  }
}

/** The whole document, ready for JSON.stringify. */
export function buildOpenApiDocument(calls: CallDef[] = allCalls) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const call of calls) {
    paths[call.path] ??= {}
    paths[call.path][call.method.toLowerCase()] = operationOf(call)
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Marketplace API', version: '1.0.0', description: 'Generated from src/contract; do not edit by hand.' },
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    paths,
  }
}
