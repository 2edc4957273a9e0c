import type { ReactNode } from 'react'
import useSWR from 'swr'
import { Link } from 'wouter'
import { listKey, useAddressQuery } from '@/lib/admin/use-address-query'
import { adminGet } from '@/lib/admin-api'
import { AdminPage } from './AdminPage'
import { ListFilters } from './ListFilters'
import { PagedList } from './PagedList'

type Props<Item> = {
  /** The admin API list (`tracks`, `products`): `GET admin/<resource>?q&<flag>&limit&offset`. */
  resource: string
  pageSize: number
  title: string
  intro: string
  newItem: { href: string; label: string }
  searchLabel: string
  /** The on/off filter: its address parameter (`published`, `active`), label and option labels. */
  flag: { name: string; label: string; all: string; on: string; off: string }
  empty: string
  children: (items: Item[]) => ReactNode
}

/**
 * A catalogue screen (tracks, shop products): a "New" link, a search and an on/off filter kept in
 * the address, and the matching items a page at a time.
 */
export function CatalogueListPage<Item>(props: Props<Item>) {
  const { resource, pageSize, flag, children } = props
  const query = useAddressQuery()
  const filters = { q: query.get('q'), [flag.name]: query.get(flag.name), offset: query.offset }
  const { data, error, mutate } = useSWR(
    listKey(resource, { ...filters, limit: pageSize }),
    adminGet<{ items: Item[]; total: number }>,
  )
  return (
    <AdminPage
      title={props.title}
      intro={props.intro}
      actions={
        <Link className="button button--primary" href={props.newItem.href}>
          {props.newItem.label}
        </Link>
      }
    >
      <ListFilters
        key={filters.q}
        search={{ label: props.searchLabel, value: filters.q }}
        fields={[
          {
            kind: 'select',
            name: flag.name,
            label: flag.label,
            value: query.get(flag.name),
            options: [
              { value: '', label: flag.all },
              { value: 'true', label: flag.on },
              { value: 'false', label: flag.off },
            ],
          },
        ]}
        onChange={query.set}
      />
      <PagedList
        data={data}
        error={error}
        onRetry={() => void mutate()}
        empty={props.empty}
        offset={query.offset}
        limit={pageSize}
        onOffsetChange={(offset) => query.set({ offset })}
      >
        {children}
      </PagedList>
    </AdminPage>
  )
}
