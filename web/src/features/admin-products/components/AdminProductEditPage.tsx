import { useTranslation } from 'react-i18next'
import { Link, useLocation, useParams } from 'wouter'
import { AdminPage } from '@/components/admin/AdminPage'
import { AdminSection } from '@/components/admin/AdminSection'
import { QueryState } from '@/components/admin/QueryState'
import { outsideAdmin, paths } from '@/config/paths'
import { useAdminProduct } from '../api/products'
import { ActiveSwitch } from './ActiveSwitch'
import { DeleteProductButton } from './DeleteProductButton'
import { ProductForm } from './ProductForm'
import { ProductImages } from './ProductImages'
import { StockForm } from './StockForm'
import './products.css'

/** /admin/shop-products/new and /admin/shop-products/{id}: details, stock, images, visibility. */
export default function AdminProductEditPage() {
  const { t } = useTranslation(['admin-products', 'admin'])
  const { id } = useParams<{ id?: string }>()
  const [, navigate] = useLocation()
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
      back={back}
      actions={
        product ? (
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
        ) : null
      }
    >
      <QueryState data={product} error={error} onRetry={() => void mutate()}>
        {(loaded) => (
          <div className="product-edit">
            <AdminSection title={t('sections.visibility')}>
              <ActiveSwitch product={loaded} withText />
            </AdminSection>
            <AdminSection title={t('sections.stock')}>
              <StockForm key={`${loaded.stock}-${loaded.reserved}`} product={loaded} />
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
