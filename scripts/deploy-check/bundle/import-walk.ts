import { readFile } from 'node:fs/promises'
import { join, posix } from 'node:path'

// Which of the project's files the Supabase CLI takes with a function: the import map, and every
// local module reached from the entrypoint by its own walk (supabase/cli, pkg/function/deno.go,
// `WalkImportPaths`). With `--use-api` it uploads exactly these; with Docker (the default) it
// bind-mounts exactly these into the bundling container, beside `supabase/functions` itself
// (internal/functions/deploy/bundle.go, `GetBindMounts`). A module the walk misses is missing
// from the deployed bundle, whatever Deno would have resolved.

/** The CLI's pattern (its comment links https://regex101.com/r/DfBdJA/1), unchanged. */
const IMPORT_PATH =
  /(?:import|export)\s+(?:type\s+)?(?:{[^{}]+}|.*?)\s*(?:from)?\s*['"](.*?)['"]|import\(\s*['"](.*?)['"]\)/gi

export type ImportMap = { imports: Record<string, string> }

/** The import map's entries, with relative targets resolved against its own folder. */
export async function readImportMap(root: string, path: string): Promise<ImportMap> {
  const { imports = {} } = JSON.parse(await readFile(join(root, path), 'utf8')) as {
    imports?: Record<string, string>
  }
  const resolved: Record<string, string> = {}
  for (const [key, target] of Object.entries(imports)) {
    resolved[key] =
      target.startsWith('./') || target.startsWith('../')
        ? `./${posix.join(posix.dirname(path), target)}${target.endsWith('/') ? '/' : ''}`
        : target
  }
  return { imports: resolved }
}

/**
 * The local files reached from `entrypoint` (paths from the project root), as the CLI walks them:
 * a regular expression over each file's text, import-map prefixes substituted, only relative or
 * absolute specifiers with an extension followed, and missing files skipped with a warning.
 */
export async function walkImportPaths(
  root: string,
  entrypoint: string,
  importMap: ImportMap,
): Promise<string[]> {
  const seen = new Set<string>()
  const queue = [entrypoint]
  while (queue.length > 0) {
    const current = queue.pop()!
    if (seen.has(current)) continue
    const text = await readFile(join(root, current), 'utf8').catch(() => undefined)
    if (text === undefined) continue
    seen.add(current)
    for (const match of text.matchAll(IMPORT_PATH)) {
      let specifier = (match[1] || match[2] || '').trim()
      let substituted = false
      for (const [key, target] of Object.entries(importMap.imports)) {
        if (specifier.startsWith(key)) {
          specifier = target + specifier.slice(key.length)
          substituted = true
        }
      }
      if (posix.extname(specifier) === '') continue
      const relative = specifier.startsWith('./') || specifier.startsWith('../')
      if (!relative && !specifier.startsWith('/')) continue
      queue.push(
        posix.normalize(
          relative && !substituted ? posix.join(posix.dirname(current), specifier) : specifier,
        ),
      )
    }
  }
  return [...seen]
}
