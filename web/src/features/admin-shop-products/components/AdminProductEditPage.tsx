import { useTranslation } from 'react-i18next'
import { useParams } from 'wouter'
import { AdminSection } from '@/components/admin/AdminSection'
import { CatalogueEditPage } from '@/components/admin/CatalogueEditPage'
import { paths } from '@/config/paths'
import { useAdminProduct } from '../api/product'
import { PRODUCTS } from '../lib/product-kind'
import { ActiveSwitch } from './ActiveSwitch'
import { ProductForm } from './ProductForm'
import { ProductImages } from './ProductImages'
import { StockPanel } from './StockPanel'

/** /admin/shop-products/new and /admin/shop-products/{id}: details, stock, photos, visibility. */
export default function AdminProductEditPage() {
  const { t } = useTranslation(['admin-shop-products', 'admin'])
  const { id } = useParams<{ id?: string }>()
  return (
    <CatalogueEditPage
      kind={PRODUCTS}
      id={id}
      query={useAdminProduct(id)}
      areaTitle={t('admin:nav.shopProducts')}
      intro={(product) => `${product.category} · /${product.slug}`}
      publicPage={(product) =>
        product.is_active
          ? { path: paths.product.build(product.slug), label: t('viewInShop') }
          : null
      }
      newForm={<ProductForm />}
    >
      {(loaded) => (
        <div className="product-edit">
          <AdminSection title={t('sections.visibility')}>
            <div className="product-visibility">
              <ActiveSwitch product={loaded} withText />
              {!loaded.is_active && loaded.images.length === 0 ? (
                <p className="admin-muted">{t('active.noPhotos')}</p>
              ) : null}
              {loaded.sold_count > 0 ? (
                <p className="admin-muted">{t('delete.soldNote', { count: loaded.sold_count })}</p>
              ) : null}
            </div>
          </AdminSection>
          <AdminSection title={t('sections.stock')}>
            <StockPanel product={loaded} />
          </AdminSection>
          <AdminSection title={t('sections.images')}>
            <ProductImages product={loaded} />
          </AdminSection>
          <AdminSection title={t('sections.details')}>
            <ProductForm key={loaded.id} product={loaded} />
          </AdminSection>
        </div>
      )}
    </CatalogueEditPage>
  )
}
