import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SourceMapConsumer } from 'source-map-js'
import { type Chunk, chunkName } from './bundle.ts'

// What the JavaScript of a route is made of, by package: each chunk the route loaded is traced back
// through its source map to the modules it holds, and its gzip size shared out in proportion to
// the minified bytes each package has in it. The site is built once more for this, with source
// maps (the deployed build has none); its chunks are matched to the served ones by name.

const WEB = fileURLToPath(new URL('../../web', import.meta.url))

/** The web build's variables for the bench's own build: any valid values name the same chunks. */
const BUILD_ENV = {
  VITE_SUPABASE_URL: 'http://localhost:54321',
  VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_bench-build-for-source-maps',
  VITE_SITE_URL: 'http://localhost:5173',
}

export type PackageBytes = { name: string; gzipBytes: number }

/** `node_modules/@scope/name/…` → `@scope/name`; the site's own modules; the bundler's glue. */
function ownerOf(source: string | null): string {
  if (!source) return '(bundler glue: imports, exports, runtime)'
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)
  return modules ? modules[1]! : "the site's own code"
}

/** Minified characters per owner in `code`, from its source map. */
function charactersByOwner(code: string, map: string): Map<string, number> {
  const consumer = new SourceMapConsumer(JSON.parse(map))
  const lines = code.split('\n')
  const counts = new Map<string, number>()
  const add = (owner: string, characters: number) =>
    counts.set(owner, (counts.get(owner) ?? 0) + characters)
  const mappings: { line: number; column: number; source: string | null }[] = []
  consumer.eachMapping((mapping) =>
    mappings.push({
      line: mapping.generatedLine,
      column: mapping.generatedColumn,
      source: mapping.source,
    }),
  )
  mappings.sort((a, b) => a.line - b.line || a.column - b.column)
  let covered = 0
  mappings.forEach((mapping, index) => {
    const next = mappings[index + 1]
    const lineLength = lines[mapping.line - 1]?.length ?? 0
    const end = next && next.line === mapping.line ? next.column : lineLength
    const characters = Math.max(0, end - mapping.column)
    covered += characters
    add(ownerOf(mapping.source), characters)
  })
  add(ownerOf(null), Math.max(0, code.length - covered))
  return counts
}

/**
 * The gzip bytes of `chunks` (a route's, as served) by package, largest first. Builds the site
 * with source maps into a scratch folder, which it removes.
 */
export async function jsByPackage(chunks: Chunk[]): Promise<PackageBytes[]> {
  const outDir = await mkdtemp(join(tmpdir(), 'bench-sourcemaps-'))
  try {
    const saved = { ...process.env }
    Object.assign(process.env, BUILD_ENV)
    try {
      const { build } = await import('vite')
      await build({
        configFile: join(WEB, 'vite.config.ts'),
        logLevel: 'warn',
        build: { outDir, emptyOutDir: true, sourcemap: 'hidden' },
      })
    } finally {
      for (const key of Object.keys(BUILD_ENV)) {
        if (saved[key] === undefined) delete process.env[key]
        else process.env[key] = saved[key]
      }
    }
    const built = new Map<string, string>()
    const { readdir } = await import('node:fs/promises')
    for (const file of await readdir(join(outDir, 'assets'))) {
      if (file.endsWith('.js')) built.set(chunkName(`assets/${file}`), `assets/${file}`)
    }
    const totals = new Map<string, number>()
    for (const chunk of chunks) {
      const file = chunk.file.startsWith('assets/') ? built.get(chunkName(chunk.file)) : undefined
      if (!file) {
        totals.set(chunk.file, (totals.get(chunk.file) ?? 0) + chunk.gzipBytes)
        continue
      }
      const code = await readFile(join(outDir, file), 'utf8')
      // The bundler's own runtime comes without a map.
      const map = await readFile(join(outDir, `${file}.map`), 'utf8').catch(() => null)
      const counts = map ? charactersByOwner(code, map) : new Map([[ownerOf(null), code.length]])
      const characters = [...counts.values()].reduce((sum, count) => sum + count, 0)
      for (const [owner, count] of counts) {
        const share = (chunk.gzipBytes * count) / Math.max(characters, 1)
        totals.set(owner, (totals.get(owner) ?? 0) + share)
      }
    }
    return [...totals]
      .map(([name, gzipBytes]) => ({ name, gzipBytes: Math.round(gzipBytes) }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
  } finally {
    await rm(outDir, { recursive: true, force: true })
  }
}
