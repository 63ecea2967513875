// What the browser downloads before /home shows: the entry chunk, its static imports, the /home
// view chunk and its static imports, and the English texts it waits for (the first part,
// `locales/en.json?first`, when the build splits them: src/tools/split-texts.ts; the rest loads
// after); gzipped, from Vite's manifest.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
  isEntry?: boolean
  src?: string
}

export function initialJsForHome(distDir: string) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    chunk.imports?.forEach(visit)
  }
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry && key.endsWith('app/index.html'))
  if (!entry) throw new Error('no app entry in the manifest: run the build')
  visit(entry)
  const view = Object.keys(manifest).find((key) => key.endsWith('views/home/home-page.tsx'))
  if (view) visit(view)
  const english = ['locales/en.json?first', 'locales/en.json'].map((name) => Object.keys(manifest).find((key) => key.endsWith(name))).find(Boolean)
  if (english) visit(english)
  const sizes = [...files].filter((f) => f.endsWith('.js')).map((file) => {
    const bytes = readFileSync(join(distDir, file))
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
  })
  return {
    files: sizes,
    rawKB: sizes.reduce((sum, f) => sum + f.raw, 0) / 1024,
    gzipKB: sizes.reduce((sum, f) => sum + f.gzip, 0) / 1024,
  }
}
