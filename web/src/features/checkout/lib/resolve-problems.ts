import { isCartProblem, type LineProblem, type LineProblems } from '@/lib/line-problems'
import type { CartLine } from '@/stores/cart'
import { getProductNow, getTrackPriceNow } from '../api/get-current-line'

/**
 * Turns a 409's `fields` (`items.<index>` → code, indexes into the lines sent) into problems by
 * cart line, with the current stock or price so the line can say "only 2 left" or offer the new
 * price.
 */
export async function resolveProblems(
  fields: Record<string, string>,
  sent: readonly CartLine[],
): Promise<LineProblems> {
  const resolved = await Promise.all(
    Object.entries(fields).map(async ([field, code]) => {
      const line = sent[Number(field.replace(/^items\./, ''))]
      if (!line || !isCartProblem(code)) return null
      return [line.id, await describe(line, code)] as const
    }),
  )
  return Object.fromEntries(resolved.filter((entry) => entry !== null))
}

async function describe(line: CartLine, code: LineProblem['code']): Promise<LineProblem> {
  switch (code) {
    case 'item_unavailable':
    case 'exclusive_on_hold':
      return { code }
    case 'out_of_stock': {
      const product = line.kind === 'product' ? await getProductNow(line.slug) : null
      // What this order could still hold: all but one of what is left.
      return { code, available: product?.max_per_order ?? null }
    }
    case 'price_changed': {
      const priceCents =
        line.kind === 'product'
          ? ((await getProductNow(line.slug))?.price_cents ?? null)
          : await getTrackPriceNow(line.slug, line.licence)
      return { code, priceCents }
    }
  }
}
