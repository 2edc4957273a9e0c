import type { AdminProduct } from '@contract/admin/shop-products.ts'
import { paths } from '@/config/paths'
import type { CatalogueKind } from '@/lib/admin/catalogue-kind'
import { deleteProduct, productKey } from '../api/product'
import { useProductCategories } from '../api/products-list'
import { useProductsChanged } from './products-changed'

/** Shop products, for the catalogue's shared screens (edit page, form, switch, delete button). */
export const PRODUCTS: CatalogueKind<AdminProduct> = {
  ns: 'admin-shop-products',
  resource: 'products',
  flag: { name: 'active', label: 'filters.show', on: 'filters.inShop', off: 'filters.hidden' },
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
