import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/database.ts'
import { prepareDatabase } from '../../platform/db/setup.ts'
import { configBuckets, seedConfigBuckets } from '../../platform/seed/config-buckets.ts'
import { objectFilePath } from '../../platform/storage/object-store.ts'
import { openFreshDatabase } from '../helpers/database.ts'

const FONTS = new URL('../../supabase/buckets/fonts/', import.meta.url)

describe('the buckets supabase/config.toml declares', () => {
  let db: Database
  let dataDir: string

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'dj-buckets-'))
    db = await openFreshDatabase('pglite')
    await prepareDatabase(db.sql)
  })
  afterAll(async () => {
    await db?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('are read from config.toml as the Supabase CLI reads them', async () => {
    const toml = await readFile(new URL('../../supabase/config.toml', import.meta.url), 'utf8')
    expect(configBuckets(toml)).toEqual([
      {
        id: 'fonts',
        public: true,
        fileSizeLimit: 1024 * 1024,
        allowedMimeTypes: ['font/woff'],
        objectsPath: './buckets/fonts',
      },
    ])
  })

  it('are created with their files, as `supabase seed buckets` does, and a restart uploads nothing again', async () => {
    const files = (await readdir(FONTS)).sort()
    expect(files.length).toBeGreaterThan(400)
    expect(await seedConfigBuckets(db.sql, dataDir)).toEqual({ uploaded: files.length })
    const [bucket] = await db.sql`select public, file_size_limit, allowed_mime_types
      from storage.buckets where id = 'fonts'`
    expect(bucket).toEqual({
      public: true,
      file_size_limit: '1048576',
      allowed_mime_types: ['font/woff'],
    })
    const objects = await db.sql<{ name: string; mimetype: string; size: number }[]>`
      select name, metadata->>'mimetype' as mimetype, (metadata->>'size')::int as size
      from storage.objects where bucket_id = 'fonts' order by name`
    expect(objects.map((object) => object.name)).toEqual(files)
    expect(new Set(objects.map((object) => object.mimetype))).toEqual(new Set(['font/woff']))
    // Every file fits the bucket's limit, and its bytes are stored as they are in the repo.
    expect(Math.max(...objects.map((object) => object.size))).toBeLessThan(1024 * 1024)
    const first = files[0]!
    expect(await readFile(objectFilePath(dataDir, 'fonts', first))).toEqual(
      await readFile(new URL(first, FONTS)),
    )
    expect(await seedConfigBuckets(db.sql, dataDir)).toEqual({ uploaded: 0 })
  })
})
