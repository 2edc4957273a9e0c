import { z } from 'zod'
import { escapeLike, type Queryable } from './catalog.ts'

export const ListBody = z.object({
  prefix: z.string().default(''),
  limit: z.number().int().min(1).max(1000).default(100),
  offset: z.number().int().min(0).default(0),
  search: z.string().default(''),
  sortBy: z
    .object({
      column: z
        .enum(['name', 'id', 'created_at', 'updated_at', 'last_accessed_at'])
        .default('name'),
      order: z
        .string()
        .transform((order) => order.toLowerCase())
        .pipe(z.enum(['asc', 'desc']))
        .default('asc'),
    })
    .optional(),
})

export type ListRequest = z.infer<typeof ListBody>

export type ListEntry = {
  name: string
  id: string | null
  updated_at: Date | null
  created_at: Date | null
  last_accessed_at: Date | null
  metadata: Record<string, unknown> | null
}

/**
 * One level of a bucket, as Storage's `storage.search` returns it: the folders directly under
 * `prefix` first (name only, other fields null), then its files, sorted, then paged.
 */
export async function listObjects(
  db: Queryable,
  bucket: string,
  request: ListRequest,
): Promise<ListEntry[]> {
  const prefix =
    request.prefix === '' || request.prefix.endsWith('/') ? request.prefix : `${request.prefix}/`
  const level = prefix.split('/').length
  const pattern = `${escapeLike(prefix + request.search)}%`
  const column = request.sortBy?.column ?? 'name'
  const direction = request.sortBy?.order === 'desc' ? db`desc` : db`asc`
  return db<ListEntry[]>`
    with matching as (
      select name, id, updated_at, created_at, last_accessed_at, metadata, path_tokens
      from storage.objects
      where bucket_id = ${bucket} and name ilike ${pattern}
    ), entries as (
      select distinct 0 as kind, path_tokens[${level}] as name, null::uuid as id,
        null::timestamptz as updated_at, null::timestamptz as created_at,
        null::timestamptz as last_accessed_at, null::jsonb as metadata
      from matching where array_length(path_tokens, 1) <> ${level}
      union all
      select 1, path_tokens[${level}], id, updated_at, created_at, last_accessed_at, metadata
      from matching where array_length(path_tokens, 1) = ${level}
    )
    select name, id, updated_at, created_at, last_accessed_at, metadata from entries
    order by kind, ${db(column)} ${direction}, name ${direction}
    limit ${request.limit} offset ${request.offset}`
}
