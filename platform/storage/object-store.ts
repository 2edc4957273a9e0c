import { createHash, randomUUID } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import type { Sql } from '../db/database.ts'

/** Object bytes live on disk under {dataDir}/storage/{bucket}/{name}; metadata in storage.objects. */
export function objectFilePath(dataDir: string, bucket: string, name: string): string {
  const root = resolve(dataDir, 'storage', bucket)
  const file = resolve(root, name)
  if (!file.startsWith(root + sep)) throw new Error(`Object name escapes its bucket: ${name}`)
  return file
}

export type PutObject = {
  bucket: string
  name: string
  body: Uint8Array
  contentType: string
  cacheControl?: string
  owner?: string | null
}

/**
 * Stores an object the way the Storage API does: the file, then its storage.objects row with the
 * same metadata keys (eTag, size, mimetype, cacheControl, lastModified, contentLength,
 * httpStatusCode). Replaces an existing object of the same name.
 */
export async function putObject(
  sql: Sql,
  dataDir: string,
  object: PutObject,
): Promise<{ id: string }> {
  const file = objectFilePath(dataDir, object.bucket, object.name)
  await mkdir(dirname(file), { recursive: true })
  const temporary = join(dirname(file), `.${randomUUID()}.part`)
  await writeFile(temporary, object.body)
  await rename(temporary, file)

  const metadata = objectMetadata(
    object.body,
    object.contentType,
    object.cacheControl ?? 'max-age=3600',
  )
  const [row] = await sql<{ id: string }[]>`
    insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
    values (
      ${object.bucket}, ${object.name}, ${object.owner ?? null}, ${object.owner ?? null},
      ${sql.json(metadata)}, ${randomUUID()}
    )
    on conflict (bucket_id, name) do update
      set metadata = excluded.metadata, version = excluded.version, updated_at = now(),
          last_accessed_at = now()
    returning id`
  return { id: row!.id }
}

/** The metadata Supabase Storage keeps for an object, under the same keys. */
export function objectMetadata(body: Uint8Array, contentType: string, cacheControl: string) {
  return {
    eTag: `"${createHash('md5').update(body).digest('hex')}"`,
    size: body.byteLength,
    mimetype: contentType,
    cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: body.byteLength,
    httpStatusCode: 200,
  }
}
