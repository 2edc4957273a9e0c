import type { SandboxContext } from '../context.ts'
import { invalidRequest, missingParam, resourceMissing } from '../errors.ts'
import { ID_PREFIX, newId } from '../ids.ts'
import type { ParamReader } from '../params.ts'
import type { LineItemObject, PriceObject, ProductObject } from '../types.ts'

const MAX_UNIT_AMOUNT = 99_999_999
const MAX_PRODUCT_IMAGES = 8

/** One `line_items[i]` entry with inline `price_data`; the sandbox has no Prices API to look up. */
export function buildLineItem(
  ctx: SandboxContext,
  item: ParamReader,
  created: number,
): LineItemObject {
  item.allowOnly(['price', 'price_data', 'quantity', 'metadata'])
  const priceId = item.string('price')
  if (priceId !== undefined) throw resourceMissing('price', priceId, item.pathOf('price'))
  const priceData = item.object('price_data')
  if (!priceData) {
    throw invalidRequest(
      item.pathOf('price_data'),
      `You must specify either \`price\` or \`price_data\` in ${item.path}.`,
      'parameter_missing',
    )
  }
  priceData.allowOnly(['currency', 'unit_amount', 'product_data', 'tax_behavior'])
  const currency = priceData.requiredString('currency').toLowerCase()
  if (!/^[a-z]{3}$/.test(currency)) {
    throw invalidRequest(priceData.pathOf('currency'), `Invalid currency: ${currency}.`)
  }
  const unitAmount = priceData.requiredInteger('unit_amount', { min: 0, max: MAX_UNIT_AMOUNT })
  const product = buildProduct(priceData, created)
  const quantity = item.integer('quantity', { min: 1, max: 999_999 })
  if (quantity === undefined) throw missingParam(item.pathOf('quantity'))
  const metadata = item.metadata('metadata')

  const price: PriceObject = {
    id: newId(ID_PREFIX.price),
    object: 'price',
    active: false,
    billing_scheme: 'per_unit',
    created,
    currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: product.id,
    recurring: null,
    tax_behavior:
      priceData.oneOf('tax_behavior', ['exclusive', 'inclusive', 'unspecified']) ?? 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'one_time',
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
  }
  ctx.state.products[product.id] = product
  const amount = unitAmount * quantity
  return {
    id: newId(ID_PREFIX.lineItem),
    object: 'item',
    adjustable_quantity: null,
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency,
    description: product.name,
    metadata,
    price,
    quantity,
  }
}

function buildProduct(priceData: ParamReader, created: number): ProductObject {
  const productData = priceData.object('product_data')
  if (!productData) throw missingParam(priceData.pathOf('product_data'))
  productData.allowOnly(['name', 'description', 'images', 'metadata', 'tax_code'])
  const images = productData.list('images') ?? []
  if (images.length > MAX_PRODUCT_IMAGES) {
    throw invalidRequest(productData.pathOf('images'), 'A product can have up to 8 images.')
  }
  for (const { value, path } of images) {
    if (typeof value !== 'string' || !URL.canParse(value)) {
      throw invalidRequest(path, 'Not a valid URL', 'url_invalid')
    }
  }
  return {
    id: newId(ID_PREFIX.product, 14),
    object: 'product',
    active: false,
    created,
    description: productData.string('description') ?? null,
    images: images.map(({ value }) => String(value)),
    livemode: false,
    marketing_features: [],
    metadata: productData.metadata('metadata'),
    name: productData.requiredString('name'),
    package_dimensions: null,
    shippable: null,
    tax_code: readTaxCode(productData),
    tax_details: null,
    type: 'service',
    updated: created,
    url: null,
  }
}

/** Stripe Tax's product tax codes look like `txcd_10401100`. */
function readTaxCode(productData: ParamReader): string | null {
  const code = productData.string('tax_code')
  if (code === undefined) return null
  if (!/^txcd_\d{8}$/.test(code)) {
    throw invalidRequest(productData.pathOf('tax_code'), `Invalid tax code: ${code}`)
  }
  return code
}
