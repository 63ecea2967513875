// The fields a call's input schema names, read from the contract itself, so tests can put bad
// values in every field of every call without listing them by hand: each field's path and the
// kinds of value its schema takes (string, number, boolean, enum, literal...).
import type * as z from 'zod/mini'
import { alternatives } from '../../../src/contract/schema-shape'

export interface InputField {
  /** Keys from the top of the input; an array's item is `0`. */
  path: string[]
  /** What the field's schema reads: zod's type names (`string`, `number`, `enum`...), literals by their type. */
  kinds: Set<string>
}

type Def = { type: string; shape?: Record<string, z.ZodMiniType>; element?: z.ZodMiniType; values?: unknown[] }
const defOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/** Every leaf field of `schema` (objects and arrays walked into, unions read as each of their options). */
export function inputFields(schema: z.ZodMiniType, path: string[] = []): InputField[] {
  const leaves = new Map<string, InputField>()
  const add = (field: InputField) => {
    const key = field.path.join('.')
    const known = leaves.get(key)
    if (known) for (const kind of field.kinds) known.kinds.add(kind)
    else leaves.set(key, field)
  }
  for (const option of alternatives(schema)) {
    const def = defOf(option)
    if (def.type === 'object') for (const [key, child] of Object.entries(def.shape ?? {})) inputFields(child, [...path, key]).forEach(add)
    else if (def.type === 'array' && def.element) inputFields(def.element, [...path, '0']).forEach(add)
    else if (def.type === 'literal') add({ path, kinds: new Set((def.values ?? []).map((value) => typeof value)) })
    else add({ path, kinds: new Set([def.type]) })
  }
  return [...leaves.values()]
}

/** An input holding `value` at `path` and nothing else (`['items', '0', 'id']` -> `{ items: [{ id: value }] }`). */
export function inputWith(path: string[], value: unknown): unknown {
  return path.reduceRight<unknown>((inner, key) => (/^\d+$/.test(key) ? [inner] : { [key]: inner }), value)
}
