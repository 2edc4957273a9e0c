import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Sql } from '../db/database.ts'
import { objectFilePath, objectMetadata } from '../storage/object-store.ts'

const SUPABASE_DIR = fileURLToPath(new URL('../../supabase/', import.meta.url))

export type ConfigBucket = {
  id: string
  public: boolean
  fileSizeLimit: number | null
  allowedMimeTypes: string[] | null
  /** Relative to supabase/, as the CLI reads it. */
  objectsPath: string | null
}

/**
 * The `[storage.buckets.<id>]` tables of supabase/config.toml, the few keys the CLI reads there
 * (a small reader for this flat TOML, not a general one).
 */
export function configBuckets(toml: string): ConfigBucket[] {
  const buckets: ConfigBucket[] = []
  for (const [, id, body] of toml.matchAll(
    /^\[storage\.buckets\.([\w-]+)\]\n((?:(?!\[).*\n?)*)/gm,
  )) {
    const value = (key: string) => new RegExp(`^${key}\\s*=\\s*(.+)$`, 'm').exec(body!)?.[1]?.trim()
    const string = (raw: string | undefined) => (raw ? (JSON.parse(raw) as string) : null)
    const size = string(value('file_size_limit'))
    buckets.push({
      id: id!,
      public: value('public') === 'true',
      fileSizeLimit: size ? bytes(size) : null,
      allowedMimeTypes: value('allowed_mime_types')
        ? (JSON.parse(value('allowed_mime_types')!) as string[])
        : null,
      objectsPath: string(value('objects_path')),
    })
  }
  return buckets
}

function bytes(size: string): number {
  const match = /^(\d+)\s*(B|KiB|MiB|GiB)?$/.exec(size)
  if (!match) throw new Error(`Unreadable file_size_limit: ${size}`)
  const unit = { B: 1, KiB: 1024, MiB: 1024 ** 2, GiB: 1024 ** 3 }[match[2] ?? 'B']!
  return Number(match[1]) * unit
}

/**
 * What `supabase start` and `supabase seed buckets` do with config.toml's buckets: create or
 * update each, and upload the files in its objects_path (here only those new or changed, so a
 * restart costs a checksum per file). Runs at every start: these are the project's files, not
 * demo data.
 */
export async function seedConfigBuckets(
  sql: Sql,
  dataDir: string,
  toml?: string,
): Promise<{ uploaded: number }> {
  const config = toml ?? (await readFile(`${SUPABASE_DIR}config.toml`, 'utf8'))
  let uploaded = 0
  for (const bucket of configBuckets(config)) {
    await sql`
      insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
      values (${bucket.id}, ${bucket.id}, ${bucket.public}, ${bucket.fileSizeLimit},
        ${bucket.allowedMimeTypes})
      on conflict (id) do update set public = excluded.public,
        file_size_limit = excluded.file_size_limit,
        allowed_mime_types = excluded.allowed_mime_types, updated_at = now()`
    if (!bucket.objectsPath) continue
    const folder = new URL(bucket.objectsPath.replace(/\/?$/, '/'), `file://${SUPABASE_DIR}`)
    const stored = new Map(
      (
        await sql<{ name: string; etag: string | null }[]>`
          select name, metadata->>'eTag' as etag from storage.objects
          where bucket_id = ${bucket.id}`
      ).map((row) => [row.name, row.etag]),
    )
    const changed: { name: string; metadata: ReturnType<typeof objectMetadata> }[] = []
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      if (!entry.isFile()) continue
      const body = new Uint8Array(await readFile(new URL(entry.name, folder)))
      const metadata = objectMetadata(body, contentType(body, entry.name), 'max-age=3600')
      if (stored.get(entry.name) === metadata.eTag) continue
      const file = objectFilePath(dataDir, bucket.id, entry.name)
      await mkdir(dirname(file), { recursive: true })
      await writeFile(file, body)
      changed.push({ name: entry.name, metadata })
    }
    // One statement for all rows: hundreds of single inserts take seconds on the embedded database.
    if (changed.length) {
      await sql`
        insert into storage.objects (bucket_id, name, metadata, version)
        select ${bucket.id}, name, metadata, gen_random_uuid()::text
        from jsonb_to_recordset(${sql.json(changed)}) as changed (name text, metadata jsonb)
        on conflict (bucket_id, name) do update
          set metadata = excluded.metadata, version = excluded.version, updated_at = now()`
    }
    uploaded += changed.length
  }
  return { uploaded }
}

/** The CLI sniffs the type from the first bytes (Go's http.DetectContentType), as here. */
function contentType(body: Uint8Array, name: string): string {
  const magic = new TextDecoder().decode(body.subarray(0, 4))
  if (magic === 'wOFF') return 'font/woff'
  if (magic === 'wOF2') return 'font/woff2'
  return name.endsWith('.txt') ? 'text/plain; charset=utf-8' : 'application/octet-stream'
}
