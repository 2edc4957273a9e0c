import type { CartLine } from '../../_shared/contract/checkout.ts'
import { runAs, type Sql } from '../../_shared/db/request-context.ts'
import { readLicenceTiers } from '../../_shared/licences/offers.ts'
import type { Catalog } from './pricing.ts'

/**
 * The catalogue rows a cart names, read as a visitor: row-level security leaves out unpublished
 * tracks and inactive products, and the column grants show only what a visitor may see. With
 * them, whether the licence bundle is on.
 */
export function readCatalog(
  sql: Sql,
  items: readonly CartLine[],
): Promise<Catalog & { bundleEnabled: boolean }> {
  const slugsOf = (kind: CartLine['kind']) => [
    ...new Set(items.filter((item) => item.kind === kind).map((item) => item.slug)),
  ]
  const trackSlugs = slugsOf('track')
  const productSlugs = slugsOf('product')
  return runAs(sql, { role: 'anon' }, async (tx) => {
    const tracks =
      trackSlugs.length === 0
        ? []
        : await tx<Catalog['tracks']>`
          select id, slug, title, artist, private_price_cents as "privatePriceCents",
            commercial_price_cents as "commercialPriceCents",
            exclusive_price_cents as "exclusivePriceCents", exclusive_sold_at as "exclusiveSoldAt",
            wav_price_cents as "wavPriceCents", trackout_price_cents as "trackoutPriceCents",
            has_wav as "hasWav", has_stems as "hasStems", currency
          from public.tracks where slug in ${tx(trackSlugs)}`
    const products =
      productSlugs.length === 0
        ? []
        : await tx<Catalog['products']>`
          select id, slug, name, price_cents as "priceCents", currency, available
          from public.products where slug in ${tx(productSlugs)}`
    const [settings] = await tx<{ bundle_enabled: boolean }[]>`
      select bundle_enabled from public.settings`
    return {
      tracks: [...tracks],
      products: [...products],
      tiers: trackSlugs.length === 0 ? [] : await readLicenceTiers(tx),
      bundleEnabled: settings?.bundle_enabled ?? false,
    }
  })
}
