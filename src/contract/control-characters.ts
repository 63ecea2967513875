// Control characters (U+0000 to U+001F, and DEL) have no place in what a person types: PostgreSQL
// refuses U+0000 in text, and the others hide text or break lines in logs and exports. Every string
// a call receives is checked here before its schema parses it; a field marked `textBlock` may hold
// tabs and line breaks, nothing else.
import * as z from 'zod/mini'
import { fieldSchema, unwrapped } from './schema-shape'

const blocks = z.registry<{ textBlock: true }>()

/** Marks a field whose text may run over several lines (a description, a review): tab and newline allowed. */
export function textBlock<S extends z.ZodMiniType>(schema: S): S {
  blocks.add(schema, { textBlock: true })
  return schema
}

// Control characters are what these find: the lint's rule against them in a pattern does not apply.
/* eslint-disable no-control-regex */
const IN_A_LINE = /[\u0000-\u001f\u007f]/
const IN_A_BLOCK = /[\u0000-\u0008\u000b-\u001f\u007f]/
/* eslint-enable no-control-regex */

function allowsBlock(schema: z.ZodMiniType | undefined): boolean {
  if (!schema) return false
  return blocks.has(schema) || blocks.has(unwrapped(schema))
}

/**
 * The path ("address.detail", "ids.2") of the first string in `input` holding a control character
 * its field does not allow, or null when there is none. Keys are checked too. Every string under a
 * text block (e.g. each language of a description) may hold tabs and line breaks.
 */
export function controlCharacterPath(schema: z.ZodMiniType | undefined, input: unknown, path: string[] = [], inBlock = false): string | null {
  const block = inBlock || allowsBlock(schema)
  if (typeof input === 'string') return (block ? IN_A_BLOCK : IN_A_LINE).test(input) ? path.join('.') : null
  if (input === null || typeof input !== 'object') return null
  for (const [key, value] of Object.entries(input)) {
    const here = [...path, key]
    if (IN_A_LINE.test(key)) return here.join('.')
    const found = controlCharacterPath(schema && fieldSchema(schema, key), value, here, block)
    if (found !== null) return found
  }
  return null
}
