import type { AdminProduct } from '@contract/admin/shop-products.ts'
import { adminRequest } from '@/lib/admin-api'
import { productPath } from './product'

// `POST admin/products/{id}/activate` and `…/deactivate`: shown in the shop, or hidden from it.

export const setProductActive = (id: string, active: boolean) =>
  adminRequest<AdminProduct>(productPath(id, active ? 'activate' : 'deactivate'), {
    method: 'POST',
  })
