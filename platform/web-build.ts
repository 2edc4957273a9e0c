import { createHash } from 'node:crypto'
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const WEB = join(ROOT, 'web')
// What the web build reads besides web/: the shared contract and the lockfile (dependency versions).
const INPUTS = [
  WEB,
  join(ROOT, 'functions', '_shared', 'contract'),
  join(ROOT, 'package-lock.json'),
]

export type WebBuildEnv = {
  VITE_SUPABASE_URL: string
  VITE_SUPABASE_PUBLISHABLE_KEY: string
  VITE_SITE_URL: string
}

/**
 * Builds web/ for this platform into `outDir` (its URL and publishable key are baked in, as a
 * static host's build would), and the page renderer's server build into `serverOutDir`, unless the
 * last build there had the same sources and environment. Each platform builds into its own data
 * folder, so two running side by side never share a build.
 */
export async function ensureWebBuild(
  env: WebBuildEnv,
  outDir: string,
  serverOutDir: string,
  log: (line: string) => void,
): Promise<void> {
  const stamp = join(outDir, '.build-stamp')
  const fingerprint = await fingerprintOf(env)
  const previous = await readFile(stamp, 'utf8').catch(() => '')
  if (previous === fingerprint) return

  log('Building the web app…')
  const started = Date.now()
  Object.assign(process.env, env)
  const { build } = await import('vite')
  await build({
    configFile: join(WEB, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  })
  process.env.WEB_CLIENT_OUT_DIR = outDir
  await build({
    configFile: join(WEB, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: serverOutDir, emptyOutDir: true },
  })
  delete process.env.WEB_CLIENT_OUT_DIR
  await writeFile(stamp, fingerprint)
  log(`  built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

async function fingerprintOf(env: WebBuildEnv): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(env))
  for (const input of INPUTS) {
    for (const file of await filesUnder(input)) {
      hash.update(relative(ROOT, file)).update(await readFile(file))
    }
  }
  return hash.digest('hex')
}

async function filesUnder(path: string): Promise<string[]> {
  const info = await stat(path).catch(() => null)
  if (!info) return []
  if (info.isFile()) return [path]
  const files: string[] = []
  for (const entry of await readdir(path, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'dist-server'].includes(entry.name) || entry.name.startsWith('.'))
      continue
    files.push(...(await filesUnder(join(path, entry.name))))
  }
  return files.sort()
}
