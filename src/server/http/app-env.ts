// The Hono environment of our app: what middleware puts on the context for later handlers.
import type { LanguageFile } from '../../contract/fields'

export type AppEnv = {
  Variables: {
    /** The language of msg for this request (lang header, ?lang=, else en). */
    lang: LanguageFile
  }
}
