import { z } from 'zod'
import {
  booleanQuery,
  Cents,
  contentType,
  filename,
  IMAGE_TYPES,
  LocalizedText,
  localized,
  nonEmpty,
  paging,
  Slug,
  searchQuery,
  text,
  uploadPath,
} from './catalog.ts'

// The admin panel's Shop products (`/admin/shop-products`): request bodies, queries and
// responses, shared by the admin function (the authority) and the admin panel (building blocks
// in `./catalog.ts`). Messages are error codes; the panel translates `errors.<code>`. Money in
// integer cents.

export const MAX_PRODUCT_IMAGES = 12
export const MAX_STOCK = 1_000_000

const Spec = z.strictObject({ label: text(60), value: text(200) })
const specList = z.array(Spec, 'specs_invalid').max(30, 'specs_too_many')

/** Specs per site language: `{ en: [{ label: "Weight", value: "285 g" }], … }`. */
export const LocalizedSpecs = z.strictObject(
  {
    es: specList.optional(),
    en: specList.optional(),
    fr: specList.optional(),
    de: specList.optional(),
    pt: specList.optional(),
  },
  'specs_invalid',
)
export type LocalizedSpecs = z.infer<typeof LocalizedSpecs>

const Stock = z
  .number('stock_invalid')
  .int('stock_invalid')
  .min(0, 'stock_invalid')
  .max(MAX_STOCK, 'stock_invalid')

const productFields = {
  name: text(200),
  /** The name in other site languages; a language left out shows `name`. */
  name_translations: localized(200),
  slug: Slug,
  category: text(60),
  description: LocalizedText,
  specs: LocalizedSpecs,
  price_cents: Cents,
  /** Units on hand; never below the units held by checkouts in progress (`reserved`). */
  stock: Stock,
  is_active: z.boolean('is_active_invalid'),
}

export const ProductCreateInput = z.strictObject({
  ...productFields,
  slug: productFields.slug.optional(),
  name_translations: productFields.name_translations.default({}),
  description: productFields.description.default({}),
  specs: productFields.specs.default({}),
  stock: productFields.stock.default(0),
  /** New products start hidden from the shop unless said otherwise. */
  is_active: productFields.is_active.default(false),
})
export type ProductCreateInput = z.infer<typeof ProductCreateInput>

export const ProductUpdateInput = z
  .strictObject(productFields)
  .partial()
  .refine(nonEmpty, 'nothing_to_update')
export type ProductUpdateInput = z.infer<typeof ProductUpdateInput>

/** Exactly one of: a change (`delta`, may be negative) or the new count (`stock`). */
export const StockChange = z.union(
  [
    z.strictObject({
      delta: z
        .number('delta_invalid')
        .int('delta_invalid')
        .min(-MAX_STOCK, 'delta_invalid')
        .max(MAX_STOCK, 'delta_invalid'),
    }),
    z.strictObject({ stock: Stock }),
  ],
  'stock_change_invalid',
)
export type StockChange = z.infer<typeof StockChange>

export const ProductListQuery = z.object({
  /** Name, category or slug; case and accents ignored. */
  q: searchQuery,
  active: booleanQuery('active_invalid'),
  ...paging,
})
export type ProductListQuery = z.infer<typeof ProductListQuery>

export const ProductUploadInput = z
  .strictObject({ content_type: contentType, filename })
  .superRefine((upload, ctx) => {
    if (!(IMAGE_TYPES as readonly string[]).includes(upload.content_type)) {
      ctx.addIssue({ code: 'custom', path: ['content_type'], message: 'content_type_not_allowed' })
    }
  })
export type ProductUploadInput = z.infer<typeof ProductUploadInput>

/** Completes an upload (appended to `images`) or names the image to remove. */
export const ProductImagePath = z.strictObject({ path: uploadPath })
export type ProductImagePath = z.infer<typeof ProductImagePath>

export const AdminProduct = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  name_translations: z.record(z.string(), z.string()),
  category: z.string(),
  description: z.record(z.string(), z.string()),
  specs: z.record(z.string(), z.array(z.object({ label: z.string(), value: z.string() }))),
  price_cents: z.number(),
  currency: z.string(),
  stock: z.number(),
  /** Units held by checkouts in progress; `available` is stock minus these. */
  reserved: z.number(),
  available: z.number(),
  /** In display order; the first is the main image. */
  images: z.array(z.object({ path: z.string(), url: z.string() })),
  is_active: z.boolean(),
  /** Units sold (paid orders, refunded ones included). */
  sold_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type AdminProduct = z.infer<typeof AdminProduct>

export const AdminProductList = z.object({ items: z.array(AdminProduct), total: z.number() })
export type AdminProductList = z.infer<typeof AdminProductList>
