import type { AdminProduct } from '@contract/admin/shop-products.ts'
import type { Values } from '@/components/ui/form/use-form'
import { localizedBody, localizedValues } from '@/lib/admin/localized-values'
import { centsFromEuros, eurosFromCents } from '@/lib/admin/money'
import { wholeNumber } from '@/lib/admin/whole-number'
import { type SpecRows, specsBody } from './spec-rows'

// Between a product and its form: the inputs' strings, and the request body made from them.

export function productValues(product: AdminProduct | undefined, decimalMark = '.'): Values {
  return {
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    category: product?.category ?? '',
    price_cents: product ? eurosFromCents(product.price_cents, decimalMark) : '',
    // Stock and visibility are set here only for a new product; later they have their own controls.
    ...(product ? {} : { stock: '0', is_active: 'false' }),
    ...localizedValues('name_translations', product?.name_translations),
    ...localizedValues('description', product?.description),
  }
}

/**
 * The request body: texts trimmed, the price in cents, empty descriptions and spec rows left out.
 * On create an empty address is left to the server (made from the name).
 */
export function productBody(values: Values, specs: SpecRows, creating: boolean) {
  const text = (name: string) => (values[name] ?? '').trim()
  const slug = text('slug')
  return {
    name: text('name'),
    name_translations: localizedBody(values, 'name_translations'),
    category: text('category'),
    price_cents: centsFromEuros(values.price_cents ?? ''),
    description: localizedBody(values, 'description'),
    specs: specsBody(specs),
    ...(slug || !creating ? { slug } : {}),
    ...(creating
      ? { stock: wholeNumber(values.stock), is_active: values.is_active === 'true' }
      : {}),
  }
}
