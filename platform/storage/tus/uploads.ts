import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { type RequestIdentity, runAs } from '../../../functions/_shared/db/request-context.ts'
import type { Sql } from '../../db/database.ts'
import { objectFilePath } from '../object-store.ts'

/** A resumable upload in progress: where it goes, how big it will be, who started it. */
export type TusUpload = {
  id: string
  bucket: string
  name: string
  version: string
  length: number
  contentType: string
  cacheControl: string
  /** Base64 pairs as the client sent them, echoed by HEAD. */
  metadata: string
  upsert: boolean
  owner: string | null
  /** Unix milliseconds. */
  expiresAt: number
}

/** Storage keeps an unfinished resumable upload for 24 hours. */
export const UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000

/**
 * Uploads in progress, on disk beside the objects: `{dataDir}/storage/.tus/{id}.json` and the
 * bytes so far in `{id}.part`, so an upload survives a dropped connection and a restart.
 */
export class TusUploads {
  constructor(private readonly dataDir: string) {}

  private file(id: string, extension: 'json' | 'part') {
    return join(this.dataDir, 'storage', '.tus', `${id}.${extension}`)
  }

  partPath(id: string) {
    return this.file(id, 'part')
  }

  async create(upload: TusUpload): Promise<void> {
    await mkdir(dirname(this.file(upload.id, 'json')), { recursive: true })
    await writeFile(this.file(upload.id, 'part'), new Uint8Array(0))
    await writeFile(this.file(upload.id, 'json'), JSON.stringify(upload))
  }

  async find(id: string, now: number): Promise<TusUpload | null> {
    if (!/^[A-Za-z0-9_-]{1,2000}$/.test(id)) return null
    try {
      const upload = JSON.parse(await readFile(this.file(id, 'json'), 'utf8')) as TusUpload
      if (upload.expiresAt < now) {
        await this.remove(id)
        return null
      }
      return upload
    } catch {
      return null
    }
  }

  /** Bytes received so far: the part file's size. */
  async offset(id: string): Promise<number> {
    return (await stat(this.file(id, 'part'))).size
  }

  async remove(id: string): Promise<void> {
    await rm(this.file(id, 'json'), { force: true })
    await rm(this.file(id, 'part'), { force: true })
  }

  /**
   * The last byte arrived: the object takes the upload's bytes and its storage.objects row is
   * written as the uploader, so row-level security decides as for any upload.
   */
  async complete(sql: Sql, identity: RequestIdentity, upload: TusUpload): Promise<{ id: string }> {
    const part = this.file(upload.id, 'part')
    const size = (await stat(part)).size
    const eTag = `"${await md5Of(part)}"`
    const target = objectFilePath(this.dataDir, upload.bucket, upload.name)
    await mkdir(dirname(target), { recursive: true })
    const metadata = {
      eTag,
      size,
      mimetype: upload.contentType,
      cacheControl: upload.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: size,
      httpStatusCode: 200,
    }
    const row = await runAs(sql, identity, async (tx) => {
      const [saved] = upload.upsert
        ? await tx<{ id: string }[]>`
            insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
            values (${upload.bucket}, ${upload.name}, ${upload.owner}, ${upload.owner},
              ${tx.json(metadata)}, ${upload.version})
            on conflict (bucket_id, name) do update
              set metadata = excluded.metadata, version = excluded.version,
                owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now(),
                last_accessed_at = now()
            returning id`
        : await tx<{ id: string }[]>`
            insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
            values (${upload.bucket}, ${upload.name}, ${upload.owner}, ${upload.owner},
              ${tx.json(metadata)}, ${upload.version})
            returning id`
      // Inside the row's transaction: a refused row leaves no file behind.
      await rename(part, target)
      return saved!
    })
    await rm(this.file(upload.id, 'json'), { force: true })
    return row
  }
}

async function md5Of(path: string): Promise<string> {
  const hash = createHash('md5')
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}
