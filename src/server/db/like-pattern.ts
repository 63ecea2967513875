// A text searched for as a part of a column (ILIKE), its own `%`, `_` and `\` taken literally.

/** `%part%` for ILIKE. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
