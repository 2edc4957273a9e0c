import { createHash, randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { OUTPUT_FORMATS, type OutputFormat, type Rendition } from './render-image.ts'

export type RenditionKey = {
  bucket: string
  name: string
  /** storage.objects.version: a new upload under the same name is a new version. */
  version: string
  /** Everything else the bytes depend on: the transformations and the format they resolve to. */
  variant: string
}

export type CachedRendition = Pick<Rendition, 'body' | 'format'>

/**
 * Renditions kept on disk under {dataDir}/storage-renditions/{bucket}/{hash of the name}/, one file
 * per version and variant, so each is rendered once. Files of an older version of the object are
 * removed the next time it is rendered; a deleted object's renditions are never served, since the
 * object is looked up first.
 */
export function renditionCache(dataDir: string) {
  const root = resolve(dataDir, 'storage-renditions')
  const folderOf = (key: RenditionKey) => join(root, hash(key.bucket), hash(key.name))
  const prefixOf = (key: RenditionKey) => `${hash(key.version)}.${hash(key.variant)}.`

  return {
    async read(key: RenditionKey): Promise<CachedRendition | null> {
      const folder = folderOf(key)
      const prefix = prefixOf(key)
      const entries = await readdir(folder).catch(() => [])
      const entry = entries.find((file) => file.startsWith(prefix))
      const format = entry?.slice(prefix.length) as OutputFormat | undefined
      if (!entry || !format || !OUTPUT_FORMATS.includes(format)) return null
      const body = await readFile(join(folder, entry)).catch(() => null)
      return body ? { body: new Uint8Array(body), format } : null
    },

    /** Keeps a rendition; a failure only costs a later render, so it is logged, not thrown. */
    async write(key: RenditionKey, rendition: CachedRendition): Promise<void> {
      const folder = folderOf(key)
      const current = hash(key.version)
      try {
        await mkdir(folder, { recursive: true })
        const stale = (await readdir(folder)).filter(
          (file) => !file.startsWith(`${current}.`) && !file.startsWith('.'),
        )
        await Promise.all(stale.map((file) => rm(join(folder, file), { force: true })))
        const temporary = join(folder, `.${randomUUID()}.part`)
        await writeFile(temporary, rendition.body)
        await rename(temporary, join(folder, `${prefixOf(key)}${rendition.format}`))
      } catch (error) {
        console.error('storage: a rendition could not be cached', error)
      }
    },
  }
}

export type RenditionCache = ReturnType<typeof renditionCache>

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 32)
}
