import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import useSWR from 'swr'
import { Link } from 'wouter'
import type { CatalogueItem, CatalogueKind } from '@/lib/admin/catalogue-kind'
import { listKey, useAddressQuery } from '@/lib/admin/use-address-query'
import { adminGet } from '@/lib/admin-api'
import { AdminPage } from './AdminPage'
import { ListFilters } from './ListFilters'
import { PagedList } from './PagedList'

type Props<Item extends CatalogueItem> = {
  kind: CatalogueKind<Item>
  pageSize: number
  title: string
  children: (items: Item[]) => ReactNode
}

/**
 * A catalogue screen (tracks, shop products): a "New" link, a search and an on/off filter kept in
 * the address, and the matching items a page at a time.
 */
export function CatalogueListPage<Item extends CatalogueItem>(props: Props<Item>) {
  const { kind, pageSize, children } = props
  const { t } = useTranslation(kind.ns)
  const { resource, flag } = kind
  const query = useAddressQuery()
  const filters = { q: query.get('q'), [flag.name]: query.get(flag.name), offset: query.offset }
  const { data, error, mutate } = useSWR(
    listKey(resource, { ...filters, limit: pageSize }),
    adminGet<{ items: Item[]; total: number }>,
  )
  return (
    <AdminPage
      title={props.title}
      intro={t('intro')}
      actions={
        <Link className="button button--primary" href={`${kind.listPath}/new`}>
          {t('new')}
        </Link>
      }
    >
      <ListFilters
        key={filters.q}
        search={{ label: t('filters.search'), value: filters.q }}
        fields={[
          {
            kind: 'select',
            name: flag.name,
            label: t(flag.label),
            value: query.get(flag.name),
            options: [
              { value: '', label: t('filters.all') },
              { value: 'true', label: t(flag.on) },
              { value: 'false', label: t(flag.off) },
            ],
          },
        ]}
        onChange={query.set}
      />
      <PagedList
        data={data}
        error={error}
        onRetry={() => void mutate()}
        empty={t('empty')}
        offset={query.offset}
        limit={pageSize}
        onOffsetChange={(offset) => query.set({ offset })}
      >
        {children}
      </PagedList>
    </AdminPage>
  )
}
