import type { SignedUpload } from '@contract/admin/catalog.ts'
import type { AdminProduct, ProductUploadInput } from '@contract/admin/shop-products.ts'
import { adminRequest } from '@/lib/admin-api'
import { productPath } from './product'

// A product's images: `POST …/uploads` signs a storage URL, `…/uploads/complete` checks the image
// and appends it (409 `too_many_images` past the limit), `DELETE …/images` removes one.

export const signImageUpload = (id: string, upload: ProductUploadInput) =>
  adminRequest<SignedUpload>(productPath(id, 'uploads'), { method: 'POST', body: upload })

export const completeImageUpload = (id: string, path: string) =>
  adminRequest<AdminProduct>(productPath(id, 'uploads/complete'), {
    method: 'POST',
    body: { path },
  })

export const removeImage = (id: string, path: string) =>
  adminRequest<AdminProduct>(productPath(id, 'images'), { method: 'DELETE', body: { path } })
