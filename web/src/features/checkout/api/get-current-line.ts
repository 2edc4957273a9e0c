import type { Licence } from '@contract/checkout.ts'
import type { Product } from '@contract/site/site.ts'
import { siteUrl } from '@/lib/api-client'

// After a 409, what a refused cart line costs and how many are left right now. The catalogue is
// cached by browsers for a minute: `no-cache` asks the server (an unchanged answer is a cheap 304).

async function getNow<T>(path: string): Promise<T | null> {
  try {
    const response = await fetch(siteUrl(path), {
      cache: 'no-cache',
      headers: { accept: 'application/json' },
    })
    return response.ok ? ((await response.json()) as T) : null
  } catch {
    return null
  }
}

export const getProductNow = (slug: string) =>
  getNow<Pick<Product, 'price_cents' | 'available' | 'max_per_order'>>(
    `products/${encodeURIComponent(slug)}`,
  )

export async function getTrackPriceNow(slug: string, licence: Licence) {
  const track = await getNow<{ prices: Record<Licence, number> }>(
    `tracks/${encodeURIComponent(slug)}`,
  )
  return track?.prices[licence] ?? null
}
