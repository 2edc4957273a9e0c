import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { AdminPage } from '@/components/admin/AdminPage'
import { Pagination } from '@/components/admin/Pagination'
import { QueryState } from '@/components/admin/QueryState'
import { useAddressQuery } from '@/lib/admin/use-address-query'
import { PRODUCTS_PAGE_SIZE, useAdminProducts } from '../api/products'
import { ProductsTable } from './ProductsTable'

/** /admin/shop-products: every product, in the shop or hidden, with stock at a glance. */
export default function AdminProductsPage() {
  const { t } = useTranslation(['admin-products', 'admin'])
  const query = useAddressQuery()
  const filters = { q: query.get('q'), active: query.get('active'), offset: query.offset }
  const { data, error, mutate } = useAdminProducts(filters)
  return (
    <AdminPage
      title={t('admin:nav.shopProducts')}
      intro={t('intro')}
      actions={
        <Link className="button button--primary" href="/shop-products/new">
          {t('new')}
        </Link>
      }
    >
      <ProductFilters key={filters.q} q={filters.q} active={filters.active} onChange={query.set} />
      <QueryState data={data} error={error} onRetry={() => void mutate()}>
        {(list) =>
          list.items.length === 0 ? (
            <p className="admin-empty">{t('empty')}</p>
          ) : (
            <>
              <ProductsTable products={list.items} />
              <Pagination
                offset={filters.offset}
                limit={PRODUCTS_PAGE_SIZE}
                total={list.total}
                onOffsetChange={(offset) => query.set({ offset })}
              />
            </>
          )
        }
      </QueryState>
    </AdminPage>
  )
}

type FiltersProps = {
  q: string
  active: string
  onChange: (changes: Record<string, string>) => void
}

function ProductFilters({ q, active, onChange }: FiltersProps) {
  const { t } = useTranslation(['admin-products', 'admin'])
  const id = useId()
  const [search, setSearch] = useState(q)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange({ q: search.trim() })
  }
  return (
    <form className="admin-filters" role="search" onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-q`}>
          {t('filters.search')}
        </label>
        <input
          id={`${id}-q`}
          className="field__control"
          type="search"
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-active`}>
          {t('filters.show')}
        </label>
        <select
          id={`${id}-active`}
          className="field__control"
          value={active}
          onChange={(event) => onChange({ active: event.target.value })}
        >
          <option value="">{t('filters.all')}</option>
          <option value="true">{t('filters.inShop')}</option>
          <option value="false">{t('filters.hidden')}</option>
        </select>
      </div>
      <button type="submit" className="button button--ghost">
        {t('admin:actions.search')}
      </button>
    </form>
  )
}
