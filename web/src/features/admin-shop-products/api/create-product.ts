import type { AdminProduct, ProductCreateInput } from '@contract/admin/shop-products.ts'
import { adminRequest } from '@/lib/admin-api'

// `POST admin/products`: a new product (hidden unless `is_active`; slug made from the name when
// not given).

export const createProduct = (input: ProductCreateInput) =>
  adminRequest<AdminProduct>('products', { method: 'POST', body: input })
