import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

// Every text file of the browser build gets a .br and a .gz beside it, made once here at the highest levels
// (too slow per request), so the server only picks the one the browser accepts.

const distDir = fileURLToPath(new URL('../dist/client/', import.meta.url))
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/
const toBrotli = promisify(brotliCompress)
const toGzip = promisify(gzip)

let count = 0
for (const entry of await readdir(distDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT_FILE.test(entry.name)) continue
  const file = path.join(entry.parentPath, entry.name)
  const content = await readFile(file)
  const [brotli, gzipped] = await Promise.all([
    toBrotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    toGzip(content, { level: constants.Z_BEST_COMPRESSION }),
  ])
  await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped)])
  count++
}
console.log(`Precompressed ${count} files in ${distDir} (brotli and gzip)`)
