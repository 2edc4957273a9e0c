import { readdir } from 'node:fs/promises'
import { join, posix } from 'node:path'

/**
 * The files `static_files` patterns match, from the project root, in the CLI's order (each
 * pattern's matches sorted, duplicates dropped). Go's `fs.Glob`: `*` and `?` stay within one path
 * segment and there is no `**`. A pattern matching nothing is reported, as the CLI warns of it.
 */
export async function globStaticFiles(
  root: string,
  patterns: string[],
): Promise<{ files: string[]; unmatched: string[] }> {
  const files: string[] = []
  const unmatched: string[] = []
  for (const pattern of patterns) {
    const matches = (await globSegments(root, '', pattern.split('/'))).sort()
    if (matches.length === 0) unmatched.push(pattern)
    for (const match of matches) if (!files.includes(match)) files.push(match)
  }
  return { files, unmatched }
}

async function globSegments(root: string, base: string, segments: string[]): Promise<string[]> {
  const [segment, ...rest] = segments
  if (segment === undefined) return []
  const entries = await readdir(join(root, base), { withFileTypes: true }).catch(() => [])
  const matcher = segmentMatcher(segment)
  const found: string[] = []
  for (const entry of entries) {
    if (!matcher.test(entry.name)) continue
    const path = base ? posix.join(base, entry.name) : entry.name
    if (rest.length === 0) {
      if (entry.isFile()) found.push(path)
    } else if (entry.isDirectory()) {
      found.push(...(await globSegments(root, path, rest)))
    }
  }
  // `..` and `.` name no entry of a directory listing: follow them as written.
  if (segment === '..' || segment === '.') {
    return globSegments(root, posix.normalize(posix.join(base, segment)), rest)
  }
  return found
}

function segmentMatcher(segment: string): RegExp {
  const source = [...segment]
    .map((char) =>
      char === '*' ? '[^/]*' : char === '?' ? '[^/]' : char.replace(/[\\^$.|+()[\]{}]/g, '\\$&'),
    )
    .join('')
  return new RegExp(`^${source}$`)
}

/**
 * Whether the CLI's Docker bundler can see a file: it mounts `supabase/functions`, the import map
 * and the walked modules into its container and nothing else, so a static file anywhere else
 * matches no pattern there and is left out of the bundle without an error.
 */
export function dockerMounts(file: string, mounted: ReadonlySet<string>): boolean {
  return file.startsWith('supabase/functions/') || mounted.has(file)
}
