import { randomUUID } from 'node:crypto'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { type RequestIdentity, runAs } from '../../functions/_shared/db/request-context.ts'
import type { Sql } from '../db/database.ts'
import type { Queryable } from './catalog.ts'
import { storageErrors } from './errors.ts'
import { objectFilePath, objectMetadata } from './object-store.ts'

/** create: the name must be free; upsert: create or replace; update: the object must exist. */
export type WriteMode = 'create' | 'upsert' | 'update'

export type ObjectWrite = {
  bucket: string
  name: string
  body: Uint8Array
  contentType: string
  cacheControl: string
  owner: string | null
  mode: WriteMode
}

/**
 * putObject's variant for the Storage API: the storage.objects row is written in the caller's
 * transaction, so row-level security decides exactly as on Supabase. The bytes go to a temporary
 * file first (the single database connection is not held while writing), and take the object's
 * place only once the row is accepted.
 */
export async function writeObject(
  sql: Sql,
  dataDir: string,
  identity: RequestIdentity,
  write: ObjectWrite,
): Promise<{ id: string }> {
  const file = objectFilePath(dataDir, write.bucket, write.name)
  await mkdir(dirname(file), { recursive: true })
  const temporary = join(dirname(file), `.${randomUUID()}.part`)
  await writeFile(temporary, write.body)
  try {
    return await runAs(sql, identity, async (tx) => {
      const row = await saveObjectRow(
        tx,
        write,
        objectMetadata(write.body, write.contentType, write.cacheControl),
      )
      await rename(temporary, file)
      return row
    })
  } finally {
    await rm(temporary, { force: true })
  }
}

/** The owner Storage records for an object: the signed-in user, or nobody for the service. */
export function ownerOf(identity: RequestIdentity): string | null {
  return identity.role === 'authenticated' ? identity.claims.sub : null
}

class ProbeRolledBack extends Error {}

/**
 * Whether the caller could write this object now: the row is written and rolled back, so the
 * policies (and the unique name) answer, as Storage checks before signing an upload URL.
 */
export async function assertCanWrite(
  sql: Sql,
  identity: RequestIdentity,
  write: Omit<ObjectWrite, 'body' | 'contentType' | 'cacheControl'>,
): Promise<void> {
  try {
    await runAs(sql, identity, async (tx) => {
      await saveObjectRow(tx, write, {})
      throw new ProbeRolledBack()
    })
  } catch (error) {
    if (!(error instanceof ProbeRolledBack)) throw error
  }
}

export type DeletedObject = Record<string, unknown> & { name: string }

/** Deletes what the caller may delete of `names`, then their files; returns the deleted rows. */
export async function deleteObjects(
  sql: Sql,
  dataDir: string,
  identity: RequestIdentity,
  bucket: string,
  names: string[],
): Promise<DeletedObject[]> {
  const deleted = await runAs(
    sql,
    identity,
    (tx) => tx<DeletedObject[]>`
      delete from storage.objects where bucket_id = ${bucket} and name in ${tx(names)}
      returning bucket_id, name, id, owner, owner_id, version, created_at, updated_at,
        last_accessed_at, metadata, user_metadata`,
  )
  await Promise.all(
    deleted.map((row) => rm(objectFilePath(dataDir, bucket, row.name), { force: true })),
  )
  return [...deleted]
}

async function saveObjectRow(
  tx: Queryable,
  write: Omit<ObjectWrite, 'body' | 'contentType' | 'cacheControl'>,
  metadata: Record<string, string | number>,
): Promise<{ id: string }> {
  const version = randomUUID()
  if (write.mode === 'update') {
    const [row] = await tx<{ id: string }[]>`
      update storage.objects
      set metadata = ${tx.json(metadata)}, version = ${version}, updated_at = now(),
          last_accessed_at = now()
      where bucket_id = ${write.bucket} and name = ${write.name}
      returning id`
    if (!row) throw storageErrors.noSuchKey()
    return row
  }
  const values = tx`(
    ${write.bucket}, ${write.name}, ${write.owner}, ${write.owner}, ${tx.json(metadata)}, ${version}
  )`
  const [row] =
    write.mode === 'upsert'
      ? await tx<{ id: string }[]>`
          insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
          values ${values}
          on conflict (bucket_id, name) do update
            set metadata = excluded.metadata, version = excluded.version, owner = excluded.owner,
                owner_id = excluded.owner_id, updated_at = now(), last_accessed_at = now()
          returning id`
      : await tx<{ id: string }[]>`
          insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
          values ${values}
          returning id`
  return row!
}

/** The same metadata keys putObject (and Supabase Storage) record. */
