import type { AdminProduct } from '@contract/admin-catalog.ts'
import { paths } from '@/config/paths'
import type { CatalogueKind } from '@/lib/admin/catalogue-kind'
import { deleteProduct, productKey } from '../api/product'
import { useProductCategories } from '../api/products-list'
import { useProductsChanged } from './products-changed'

/** Shop products, for the catalogue's shared screens (edit page, form, switch, delete button). */
export const PRODUCTS: CatalogueKind<AdminProduct> = {
  ns: 'admin-products',
  listPath: '/shop-products',
  itemKey: productKey,
  nameOf: (product) => product.name,
  nameVar: 'name',
  remove: deleteProduct,
  useChanged: useProductsChanged,
  publicPath: paths.product.build,
  group: 'category',
  useGroups: useProductCategories,
}
