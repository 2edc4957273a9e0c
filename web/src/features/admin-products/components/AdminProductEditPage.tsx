import type { AdminProduct } from '@contract/admin-catalog.ts'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useParams } from 'wouter'
import { AdminPage } from '@/components/admin/AdminPage'
import { AdminSection } from '@/components/admin/AdminSection'
import { QueryState } from '@/components/admin/QueryState'
import { outsideAdmin, paths } from '@/config/paths'
import { useAdminProduct } from '../api/product'
import { ActiveSwitch } from './ActiveSwitch'
import { DeleteProductButton } from './DeleteProductButton'
import { ProductForm } from './ProductForm'
import { ProductImages } from './ProductImages'
import { StockPanel } from './StockPanel'

/** /admin/shop-products/new and /admin/shop-products/{id}: details, stock, photos, visibility. */
export default function AdminProductEditPage() {
  // 'forms' too: the page's forms render once their data is in, and a namespace loaded only then
  // would hide the whole page again (Suspense) while it arrives.
  const { t } = useTranslation(['admin-products', 'admin', 'forms'])
  const { id } = useParams<{ id?: string }>()
  const { data: product, error, mutate } = useAdminProduct(id)
  const back = { href: '/shop-products', label: t('back') }

  if (!id) {
    return (
      <AdminPage title={t('newTitle')} intro={t('newIntro')} back={back}>
        <AdminSection title={t('sections.details')}>
          <ProductForm />
        </AdminSection>
      </AdminPage>
    )
  }
  return (
    <AdminPage
      title={product?.name ?? t('admin:nav.shopProducts')}
      intro={product ? `${product.category} · /${product.slug}` : undefined}
      back={back}
      actions={product ? <ProductActions product={product} /> : null}
    >
      <QueryState data={product} error={error} onRetry={() => void mutate()}>
        {(loaded) => (
          <div className="product-edit">
            <AdminSection title={t('sections.visibility')}>
              <div className="product-visibility">
                <ActiveSwitch product={loaded} withText />
                {!loaded.is_active && loaded.images.length === 0 ? (
                  <p className="admin-muted">{t('active.noPhotos')}</p>
                ) : null}
                {loaded.sold_count > 0 ? (
                  <p className="admin-muted">
                    {t('delete.soldNote', { count: loaded.sold_count })}
                  </p>
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
      </QueryState>
    </AdminPage>
  )
}

function ProductActions({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('admin-products')
  const [, navigate] = useLocation()
  return (
    <>
      {product.is_active ? (
        <Link
          className="button button--ghost button--small"
          href={outsideAdmin(paths.product.build(product.slug))}
        >
          {t('viewInShop')}
        </Link>
      ) : null}
      <DeleteProductButton product={product} onDeleted={() => navigate('/shop-products')} />
    </>
  )
}
