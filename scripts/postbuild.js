// @ts-check
// After `react-router build`: put the 404 page where every server expects it, drop the SPA
// fallback we never serve, and precompress text files (brotli and gzip) so no server compresses
// per request.
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const dir = 'build/client'

renameSync(join(dir, '404/index.html'), join(dir, '404.html'))
rmSync(join(dir, '404'), { recursive: true })
rmSync(join(dir, '__spa-fallback.html'), { force: true })

const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/

/**
 * @param {string} folder
 * @returns {Generator<string>}
 */
function* files(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) yield* files(path)
    else yield path
  }
}

let count = 0
for (const file of [...files(dir)]) {
  if (!compressible.test(file)) continue
  const data = readFileSync(file)
  if (data.length < 256) continue
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }))
  count++
}
console.log(`postbuild: 404.html in place, ${count} files precompressed (br, gz).`)
