import { posix } from 'node:path'

/** One `[functions.<name>]` table of supabase/config.toml, its paths as the CLI resolves them. */
export type FunctionSource = {
  name: string
  /** From the project's root (the CLI's working directory), as `supabase/` + the configured path. */
  entrypoint: string
  importMap: string | undefined
  /** Glob patterns, from the project's root. */
  staticFiles: string[]
}

/**
 * The functions supabase/config.toml declares. Paths there are relative to `supabase/`; the CLI
 * joins them to it (pkg/config/config.go, "paths in configs are specified relative to
 * config.toml"), so `../functions/site/index.ts` is `functions/site/index.ts` from the root.
 */
export function functionSources(toml: string): FunctionSource[] {
  const sources: FunctionSource[] = []
  for (const [, name, body] of toml.matchAll(
    /^\[functions\.([a-z0-9_-]+)\]\s*$([\s\S]*?)(?=^\[|(?![\s\S]))/gm,
  )) {
    const text = body!.replace(/^\s*#.*$/gm, '')
    const value = (key: string) => new RegExp(`^${key}\\s*=\\s*"([^"]*)"`, 'm').exec(text)?.[1]
    const entrypoint = value('entrypoint')
    if (!entrypoint) throw new Error(`supabase/config.toml: [functions.${name}] has no entrypoint`)
    const importMap = value('import_map')
    const list = /^static_files\s*=\s*\[([\s\S]*?)\]/m.exec(text)?.[1] ?? ''
    sources.push({
      name: name!,
      entrypoint: fromSupabaseDir(entrypoint),
      importMap: importMap ? fromSupabaseDir(importMap) : undefined,
      staticFiles: [...list.matchAll(/"([^"]+)"/g)].map((match) => fromSupabaseDir(match[1]!)),
    })
  }
  return sources
}

const fromSupabaseDir = (path: string) => posix.normalize(posix.join('supabase', path))
