import { z } from 'zod'
import type { Tx } from '../../_shared/db/request-context.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { firstFreeSlug, slugify } from '../../_shared/slug.ts'

export type SluggedTable = 'tracks' | 'products'

const Slugs = z.array(z.object({ slug: z.string() }))

/**
 * The slug for a new row: the one given, which must be free (409 `slug_taken`), or one made from
 * the name, numbered (`-2`, `-3`…) past those taken. The unique index stays the authority: a
 * concurrent insert of the same slug still fails there, and the caller retries.
 */
export async function chooseSlug(
  tx: Tx,
  table: SluggedTable,
  given: string | undefined,
  name: string,
): Promise<string> {
  if (given) {
    await assertSlugFree(tx, table, given, null)
    return given
  }
  const base = slugify(name) || (table === 'tracks' ? 'track' : 'product')
  // The base is [a-z0-9-] only, so it is safe inside the pattern.
  const pattern = `^${base}(-[0-9]+)?$`
  const rows =
    table === 'tracks'
      ? await tx`select slug from public.tracks where slug ~ ${pattern}`
      : await tx`select slug from public.products where slug ~ ${pattern}`
  return firstFreeSlug(
    base,
    Slugs.parse(rows).map((row) => row.slug),
  )
}

/** 409 `slug_taken` when another row (not `exceptId`) has the slug. */
export async function assertSlugFree(
  tx: Tx,
  table: SluggedTable,
  slug: string,
  exceptId: string | null,
): Promise<void> {
  const rows =
    table === 'tracks'
      ? await tx`select slug from public.tracks where slug = ${slug} and id is distinct from ${exceptId}::uuid`
      : await tx`select slug from public.products where slug = ${slug} and id is distinct from ${exceptId}::uuid`
  if (rows.length > 0) throw slugTaken()
}

export function slugTaken() {
  return new AppError('slug_taken', 'Another item already uses this address.', {
    slug: 'slug_taken',
  })
}
