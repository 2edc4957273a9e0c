import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** The releases our base schema is compared with: the newest release tags of each repository. */
export const PINS = {
  auth: {
    repo: 'supabase/auth',
    tag: 'v2.196.0',
    commit: '0204331ca41a5b49f076b6fa3dc6c0d20b996590',
  },
  storage: {
    repo: 'supabase/storage',
    tag: 'v1.70.6',
    commit: '4fa61fba9371c4bd40cbb81509f07bcb3af21683',
  },
  realtime: {
    repo: 'supabase/realtime',
    tag: 'v2.129.8',
    commit: '2aa997873a5e0addd6b799945ed65c3407fc0d1a',
  },
  postgres: {
    repo: 'supabase/postgres',
    tag: '15.8.1.004',
    commit: 'd4709ba1ca6e5881f65265578f8fec124bb34bd0',
  },
} as const

export type VendorName = keyof typeof PINS

/** A local copy of a vendor repository: a checked-out folder, or a bare git directory at a tag. */
export type VendorSource = {
  label: string
  list(dir: string): string[]
  read(path: string): string
  has(path: string): boolean
}

export function openSource(name: VendorName, location: string | undefined): VendorSource {
  if (!location) throw new Error(`--${name} is missing: give a local copy of ${PINS[name].repo}`)
  const [path, ref = PINS[name].tag] = location.split('#')
  if (!existsSync(path!)) throw new Error(`--${name} ${path}: no such folder`)
  if (existsSync(join(path!, 'HEAD')) && existsSync(join(path!, 'objects'))) {
    return gitSource(path!, ref)
  }
  if (!statSync(path!).isDirectory()) throw new Error(`--${name} ${path}: not a folder`)
  return {
    label: path!,
    list: (dir) => (existsSync(join(path!, dir)) ? readdirSync(join(path!, dir)).sort() : []),
    read: (file) => readFileSync(join(path!, file), 'utf8'),
    has: (file) => existsSync(join(path!, file)),
  }
}

function gitSource(gitDir: string, ref: string): VendorSource {
  const git = (...args: string[]) =>
    execFileSync('git', [`--git-dir=${gitDir}`, ...args], {
      encoding: 'utf8',
      maxBuffer: 64 << 20,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
  try {
    git('rev-parse', '--verify', `${ref}^{commit}`)
  } catch {
    throw new Error(`${gitDir} has no ${ref}: give a copy that holds the pinned tag`)
  }
  const list = (dir: string) =>
    git('ls-tree', '--name-only', `${ref}:${dir}`).split('\n').filter(Boolean).sort()
  return {
    label: `${gitDir}#${ref}`,
    list: (dir) => {
      try {
        return list(dir)
      } catch {
        return []
      }
    },
    read: (file) => git('show', `${ref}:${file}`),
    has: (file) => {
      try {
        git('cat-file', '-e', `${ref}:${file}`)
        return true
      } catch {
        return false
      }
    },
  }
}
