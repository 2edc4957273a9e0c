import { IMAGE_TYPES, type SignedUpload } from '../../_shared/contract/admin/catalog.ts'
import {
  MAX_PRODUCT_IMAGES,
  type ProductUploadInput,
} from '../../_shared/contract/admin/shop-products.ts'
import { type RequestIdentity, runAs, type Sql, type Tx } from '../../_shared/db/request-context.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { type AdminStorage, removeQuietly } from '../catalog/storage-api.ts'
import { checkImage, checkOrRemove, openUpload, signUpload } from '../catalog/uploaded-file.ts'
import { productNotFound } from './product-reads.ts'

// Product images: uploaded like track files (signed URL, then a check of what arrived), kept in
// the public `products` bucket and listed in order in `products.images`.

const BUCKET = 'products'
const KIND = 'image'

type Admin = { sql: Sql; identity: RequestIdentity; storage: AdminStorage }

async function productImages(tx: Tx, id: string) {
  const [product] = await tx<{ slug: string; images: string[] }[]>`
    select slug, images from public.products where id = ${id}`
  if (!product) throw productNotFound()
  return product
}

export async function signImageUpload(
  admin: Admin,
  id: string,
  upload: ProductUploadInput,
): Promise<SignedUpload> {
  const product = await runAs(admin.sql, admin.identity, (tx) => productImages(tx, id))
  if (product.images.length >= MAX_PRODUCT_IMAGES) throw tooManyImages()
  return signUpload(admin.storage, { bucket: BUCKET, slug: product.slug, kind: KIND }, upload)
}

/** Checks an uploaded image and appends it to the product's images (once). */
export async function completeImageUpload(admin: Admin, id: string, path: string): Promise<void> {
  const { slug } = await runAs(admin.sql, admin.identity, (tx) => productImages(tx, id))
  // Storage is called between transactions: the local database serves one connection at a time.
  const object = await openUpload(admin.storage, { bucket: BUCKET, slug, kind: KIND }, path)
  await checkOrRemove(admin.storage, BUCKET, path, () => checkImage(object, IMAGE_TYPES))
  try {
    await runAs(admin.sql, admin.identity, async (tx) => {
      const appended = await tx`
        update public.products set images = array_append(images, ${path}::text)
        where id = ${id} and not (${path}::text = any (images))
          and cardinality(images) < ${MAX_PRODUCT_IMAGES}
        returning id`
      if (appended.length > 0) return
      const product = await productImages(tx, id)
      if (!product.images.includes(path)) throw tooManyImages()
    })
  } catch (error) {
    await removeQuietly(admin.storage, BUCKET, [path])
    throw error
  }
}

/** Takes an image off the product (404 `image_not_found` when it has no such image), then deletes it. */
export async function removeImage(admin: Admin, id: string, path: string): Promise<void> {
  await runAs(admin.sql, admin.identity, async (tx) => {
    const removed = await tx`
      update public.products set images = array_remove(images, ${path}::text)
      where id = ${id} and ${path}::text = any (images)
      returning id`
    if (removed.length > 0) return
    await productImages(tx, id)
    throw new AppError('image_not_found', 'This product has no such image.', {
      path: 'image_not_found',
    })
  })
  await removeQuietly(admin.storage, BUCKET, [path])
}

function tooManyImages() {
  return new AppError(
    'too_many_images',
    `A product can have at most ${MAX_PRODUCT_IMAGES} images. Remove one first.`,
  )
}
