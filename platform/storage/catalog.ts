import type postgres from 'postgres'
import { storageErrors } from './errors.ts'

/** Anything that runs queries: the pool (as the storage service) or a caller's transaction. */
export type Queryable = postgres.ISql

export type Bucket = {
  id: string
  name: string
  owner: string | null
  public: boolean
  file_size_limit: number | null
  allowed_mime_types: string[] | null
  created_at: Date
  updated_at: Date
}

/** The metadata keys Storage keeps on each object (see object-store.ts). */
export type ObjectMetadata = {
  eTag?: string
  size?: number
  mimetype?: string
  cacheControl?: string
  lastModified?: string
  contentLength?: number
}

export type StoredObject = { id: string; name: string; metadata: ObjectMetadata | null }

type BucketRow = Omit<Bucket, 'file_size_limit'> & { file_size_limit: string | null }

const BUCKET_COLUMNS = [
  'id',
  'name',
  'owner',
  'public',
  'file_size_limit',
  'allowed_mime_types',
  'created_at',
  'updated_at',
]

export async function findBucket(db: Queryable, id: string): Promise<Bucket | null> {
  const [row] = await db<BucketRow[]>`
    select ${db(BUCKET_COLUMNS)} from storage.buckets where id = ${id}`
  return row ? toBucket(row) : null
}

/** The bucket, read as the storage service itself (its limits apply whoever uploads). */
export async function requireBucket(db: Queryable, id: string): Promise<Bucket> {
  const bucket = await findBucket(db, id)
  if (!bucket) throw storageErrors.noSuchBucket()
  return bucket
}

export type BucketListOptions = {
  limit: number | null
  offset: number
  search: string
  sortColumn: 'id' | 'name' | 'created_at' | 'updated_at'
  descending: boolean
}

export async function listBuckets(db: Queryable, options: BucketListOptions): Promise<Bucket[]> {
  const rows = await db<BucketRow[]>`
    select ${db(BUCKET_COLUMNS)} from storage.buckets
    where name ilike ${`%${escapeLike(options.search)}%`}
    order by ${db(options.sortColumn)} ${options.descending ? db`desc` : db`asc`}
    limit ${options.limit} offset ${options.offset}`
  return rows.map(toBucket)
}

export async function findObject(
  db: Queryable,
  bucket: string,
  name: string,
): Promise<StoredObject | null> {
  const [row] = await db<StoredObject[]>`
    select id, name, metadata from storage.objects where bucket_id = ${bucket} and name = ${name}`
  return row ?? null
}

/** Which of `names` exist in the bucket (and are visible to whoever runs the query). */
export async function existingNames(
  db: Queryable,
  bucket: string,
  names: string[],
): Promise<Set<string>> {
  if (names.length === 0) return new Set()
  const rows = await db<{ name: string }[]>`
    select name from storage.objects where bucket_id = ${bucket} and name in ${db(names)}`
  return new Set(rows.map((row) => row.name))
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/** Storage answers buckets with the size limit as a number (the column is bigint). */
function toBucket(row: BucketRow): Bucket {
  return {
    ...row,
    file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
  }
}
