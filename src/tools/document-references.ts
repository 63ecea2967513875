// Finds what the code and the documents cite, and what they cite that is not there: a document
// (`docs/product/money.md`), a heading in it (`docs/product/money.md#paying`, or a Markdown link's
// `#anchor`), a document outside the repository (the specification the project started from), or
// an issue number in code (the tracker is not part of the repository; the code says what it means).
// `npx tsx src/tools/document-references.ts` lists them; tests/tools/document-references.test.ts
// fails on any.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
/** Where references are looked for. */
export const SCANNED = ['src', 'machines', 'tests', 'docs', 'README.md']
const CODE = /\.(ts|tsx|js|mjs|css|html)$/
const SKIPPED = new Set(['node_modules', 'migrations'])

export interface Problem {
  file: string
  line: number
  text: string
  why: string
}

function filesUnder(path: string, out: string[] = []): string[] {
  if (!existsSync(path)) return out
  if (statSync(path).isFile()) return [...out, path]
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue
    const full = join(path, entry.name)
    if (entry.isDirectory()) filesUnder(full, out)
    else if (CODE.test(entry.name) || entry.name.endsWith('.md')) out.push(full)
  }
  return out
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-')
}

const anchorsCache = new Map<string, Set<string>>()
/** The anchors of a Markdown file's headings (outside code blocks). */
export function anchorsOf(file: string): Set<string> {
  let anchors = anchorsCache.get(file)
  if (!anchors) {
    anchors = new Set()
    let fenced = false
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (line.startsWith('```')) fenced = !fenced
      const heading = !fenced && /^#{1,6}\s+(.+)$/.exec(line)
      if (heading) anchors.add(anchorOf(heading[1]))
    }
    anchorsCache.set(file, anchors)
  }
  return anchors
}

/** A cited file and anchor, checked; `undefined` when both exist. */
function missing(root: string, file: string, anchor: string | undefined): string | undefined {
  if (!existsSync(file) || !statSync(file).isFile()) return `no file ${relative(root, file)}`
  if (anchor && file.endsWith('.md') && !anchorsOf(file).has(anchor)) return `no heading #${anchor} in ${relative(root, file)}`
  return undefined
}

/** The part of a line of code that is a comment, roughly: a whole comment line, or what follows `// `. */
function commentOf(line: string): string {
  const trimmed = line.trim()
  if (trimmed.startsWith('//') || trimmed.startsWith('/*') || trimmed.startsWith('*')) return line
  const at = line.indexOf(' // ')
  return at >= 0 ? line.slice(at) : ''
}

const OUTSIDE_DOCUMENT = /\b(SPEC|DESIGN|STYLE|STACK)\.md\b/
const ISSUE_WORD = /\bissues?\s+#?\d+/i
const ISSUE_HASH = /(^|[\s(])#\d+\b(?!;)/
const CITED_PATH = /(?<![\w/.-])((?:docs\/[\w./-]+|README)\.md)(?:#([\w-]+))?/g
const MARKDOWN_LINK = /\]\(([^)\s]+?)\)/g

export function findProblems(root = ROOT): Problem[] {
  const problems: Problem[] = []
  for (const file of SCANNED.flatMap((path) => filesUnder(join(root, path)))) {
    const name = relative(root, file)
    const isCode = CODE.test(file)
    const lines = readFileSync(file, 'utf8').split('\n')
    lines.forEach((text, index) => {
      const say = (why: string) => problems.push({ file: name, line: index + 1, text: text.trim(), why })
      if (OUTSIDE_DOCUMENT.test(text)) say('cites a document outside the repository')
      for (const [, path, anchor] of text.matchAll(CITED_PATH)) {
        const why = missing(root, join(root, path), anchor)
        if (why) say(why)
      }
      if (isCode) {
        const comment = commentOf(text)
        if (ISSUE_WORD.test(comment) || ISSUE_HASH.test(comment)) say('names an issue number')
      } else {
        for (const [, target] of text.matchAll(MARKDOWN_LINK)) {
          if (/^[a-z]+:/i.test(target) || target.startsWith('<')) continue
          const [path, anchor] = target.split('#')
          const why = missing(root, path ? resolve(dirname(file), path) : file, anchor)
          if (why) say(why)
        }
      }
    })
  }
  return problems
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = findProblems()
  for (const p of problems) console.log(`${p.file}:${p.line}: ${p.why}\n    ${p.text}`)
  console.log(problems.length ? `${problems.length} problems` : 'every reference holds')
  process.exit(problems.length ? 1 : 0)
}
