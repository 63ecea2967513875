// The texts a model path expects of the page, in the language the path runs in (its layer's): a
// world helper sets the toasts and refusals it expects with them, never with English words of its own.
import { localePattern } from '../../drivers/support/texts'

export interface PathTexts {
  /** The text of a locale key (`msg.networkError`) in the path's language, its placeholders filled in. */
  text(key: string, values?: Record<string, string | number>): string
  /** The language the path runs in: amounts are written its way. */
  lang: string
}

/** A layer's texts, for a world's path: `{ ...textsOf(layer), ... }`. */
export const textsOf = (layer: PathTexts): PathTexts => ({ text: layer.text, lang: layer.lang })

/** The text of `key` in the path's language as a pattern, each placeholder standing for any text. */
export const patternOf = (s: PathTexts, key: string): RegExp => localePattern(s.lang, key)
