// A country named in the reader's language from its ISO 3166 code (VN -> Vietnam, Việt Nam, 越南
// ...), by the browser's own Intl data; a code Intl does not know reads as itself.

export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}
