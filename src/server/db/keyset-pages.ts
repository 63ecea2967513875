// Reads a long result in pages by id, newest first, and yields its rows one by one: an export
// streams as it reads, and a row written meanwhile never shifts a page (no offsets).
/** Rows of `read(before)` (ids below `before`, newest first, at most `size`) until a page comes short. */
export async function* keysetPages<T extends { id: number }>(read: (before: number) => Promise<T[]>, size: number): AsyncGenerator<T> {
  let before = 2_147_483_647
  for (;;) {
    const rows = await read(before)
    yield* rows
    if (rows.length < size) return
    before = rows[rows.length - 1]!.id
  }
}
