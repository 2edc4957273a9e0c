import { z } from 'zod'
import { runAs, type Sql } from '../../_shared/db/request-context.ts'

export type SitemapEntries = {
  tracks: { slug: string; title: string; lastModified: Date | null }[]
  products: { slug: string; name: string }[]
}

const TrackEntries = z.array(
  z.object({ slug: z.string(), title: z.string(), last_modified: z.date().nullable() }),
)
const ProductEntries = z.array(z.object({ slug: z.string(), name: z.string() }))

/**
 * The catalogue pages a visitor can open, read as `anon` so RLS keeps drafts and inactive
 * products out; a track whose exclusive rights are sold is off sale and left out too (its page
 * stays, not indexed). Visitors cannot read `updated_at`, so a track's date is when it was
 * published.
 */
export function readSitemapEntries(sql: Sql): Promise<SitemapEntries> {
  return runAs(sql, { role: 'anon' }, async (tx) => {
    const tracks = await tx`
      select slug, title, coalesce(published_at, release_date::timestamptz) as last_modified
      from public.tracks where exclusive_sold_at is null order by lower(title), slug`
    const products = await tx`select slug, name from public.products order by lower(name), slug`
    return {
      tracks: TrackEntries.parse(tracks).map((track) => ({
        slug: track.slug,
        title: track.title,
        lastModified: track.last_modified,
      })),
      products: ProductEntries.parse(products),
    }
  })
}
