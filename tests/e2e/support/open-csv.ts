// A downloaded CSV file shown as a table in a page of its own, as a spreadsheet program would open
// it, for the screenshot that proves an export was opened and read.
import type { BrowserContext } from 'playwright-core'
import { DESKTOP } from './console-steps'
import { snap } from './screenshots'

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** Opens `rows` (the header first) under the file's `name` in a new desktop page, snaps it as `shot` and closes it. */
export async function openCsv(context: BrowserContext, name: string, rows: string[][], shot: string): Promise<void> {
  const opened = await context.newPage()
  await opened.setViewportSize(DESKTOP)
  const cells = (row: string[], tag: 'th' | 'td') => row.map((cell) => `<${tag}>${escapeHtml(cell)}</${tag}>`).join('')
  await opened.setContent(`<meta charset="utf-8"><style>body{font:13px sans-serif;margin:16px}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 6px;white-space:nowrap}th{background:#f5f5f5}</style>
    <h3>${escapeHtml(name)}</h3><table>${rows.filter((row) => row.length > 1).map((row, i) => `<tr>${cells(row, i === 0 ? 'th' : 'td')}</tr>`).join('')}</table>`)
  await snap(opened, shot)
  await opened.close()
}
