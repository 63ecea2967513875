// Reading a call's input schema as a shape: which schema stands at a field, and what kind of value
// it takes. The request edge uses it to apply the rules every field shares (control characters,
// query text read as numbers) in one place instead of in each call.
import type * as z from 'zod/mini'

type Def = {
  type: string
  innerType?: z.ZodMiniType
  in?: z.ZodMiniType
  out?: z.ZodMiniType
  shape?: Record<string, z.ZodMiniType>
  element?: z.ZodMiniType
  valueType?: z.ZodMiniType
  options?: z.ZodMiniType[]
  values?: unknown[]
}

const defOf = (schema: z.ZodMiniType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def

/** The schema under wrappers that do not change what is read (optional, default, the input side of a pipe...). */
export function unwrapped(schema: z.ZodMiniType): z.ZodMiniType {
  let current = schema
  for (;;) {
    const def = defOf(current)
    if (def.innerType) current = def.innerType
    else if (def.type === 'pipe' && def.in && defOf(def.in).type !== 'transform') current = def.in
    else if (def.type === 'pipe' && def.out) current = def.out
    else return current
  }
}

/** The schemas a value may be read by: the options of a union, else the schema itself. */
export function alternatives(schema: z.ZodMiniType): z.ZodMiniType[] {
  const inner = unwrapped(schema)
  const def = defOf(inner)
  return def.type === 'union' && def.options ? def.options.flatMap(alternatives) : [inner]
}

/** The schema of a field (or array item) inside `schema`, or undefined when it names none. */
export function fieldSchema(schema: z.ZodMiniType, key: string): z.ZodMiniType | undefined {
  for (const option of alternatives(schema)) {
    const def = defOf(option)
    const child = def.type === 'object' ? def.shape?.[key] : def.type === 'array' ? def.element : def.type === 'record' ? def.valueType : undefined
    if (child) return child
  }
  return undefined
}

/** The kind of value a schema reads: what a query string's text must become for it. */
export function kindsOf(schema: z.ZodMiniType): Set<string> {
  const kinds = new Set<string>()
  for (const option of alternatives(schema)) {
    const def = defOf(option)
    if (def.type === 'literal') for (const value of def.values ?? []) kinds.add(typeof value)
    else kinds.add(def.type)
  }
  return kinds
}
