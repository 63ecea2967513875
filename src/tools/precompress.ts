// A Vite plugin that writes a brotli (.br) and a gzip (.gz) copy beside every built text asset, so
// the server sends compressed bytes without compressing on each request (serveStatic's
// `precompressed`). Copies that would not be smaller are not written.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { promisify } from 'node:util'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)
const TEXT = /\.(js|css|json|svg|html|map|txt)$/

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* files(path)
    else if (TEXT.test(entry.name) && !entry.name.endsWith('.map')) yield path
  }
}

export async function precompressDir(dir: string): Promise<number> {
  let written = 0
  const jobs: Promise<void>[] = []
  for await (const path of files(dir)) {
    jobs.push(
      (async () => {
        const source = await readFile(path)
        if (source.length < 1024) return
        const [br, gzipped] = await Promise.all([
          brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
          gz(source, { level: 9 }),
        ])
        if (br.length < source.length) await writeFile(`${path}.br`, br)
        if (gzipped.length < source.length) await writeFile(`${path}.gz`, gzipped)
        written++
      })(),
    )
  }
  await Promise.all(jobs)
  return written
}

export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    async closeBundle() {
      await precompressDir(join(outDir, 'assets'))
    },
  }
}
