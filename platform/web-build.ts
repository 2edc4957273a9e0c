import { createHash } from 'node:crypto'
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const WEB = join(ROOT, 'web')
const STAMP = join(WEB, 'dist', '.build-stamp')
// What the web build reads besides web/: the shared contract and the lockfile (dependency versions).
const INPUTS = [
  WEB,
  join(ROOT, 'functions', '_shared', 'contract'),
  join(ROOT, 'package-lock.json'),
]

export type WebBuildEnv = { VITE_SUPABASE_URL: string; VITE_SUPABASE_PUBLISHABLE_KEY: string }

/**
 * Builds web/ for this platform (its URL and publishable key are baked in, as a static host's
 * build would), unless the last build had the same sources and environment.
 */
export async function ensureWebBuild(env: WebBuildEnv, log: (line: string) => void): Promise<void> {
  const fingerprint = await fingerprintOf(env)
  const previous = await readFile(STAMP, 'utf8').catch(() => '')
  if (previous === fingerprint) return

  log('Building the web app…')
  const started = Date.now()
  Object.assign(process.env, env)
  const { build } = await import('vite')
  await build({ configFile: join(WEB, 'vite.config.ts'), logLevel: 'warn' })
  await writeFile(STAMP, fingerprint)
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
    if (['node_modules', 'dist'].includes(entry.name) || entry.name.startsWith('.')) continue
    files.push(...(await filesUnder(join(path, entry.name))))
  }
  return files.sort()
}
