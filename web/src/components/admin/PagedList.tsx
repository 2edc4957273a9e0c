import type { ReactNode } from 'react'
import { Pagination } from './Pagination'
import { QueryState } from './QueryState'

type Props<Item> = {
  data: { items: Item[]; total: number } | undefined
  error: unknown
  onRetry: () => void
  /** Said when nothing matches. */
  empty: string
  offset: number
  limit: number
  onOffsetChange: (offset: number) => void
  children: (items: Item[]) => ReactNode
}

/** A page of an admin list: loading, error or empty, else the items and the page links. */
export function PagedList<Item>(props: Props<Item>) {
  const { data, error, onRetry, empty, offset, limit, onOffsetChange, children } = props
  return (
    <QueryState data={data} error={error} onRetry={onRetry}>
      {(page) =>
        page.items.length === 0 ? (
          <p className="admin-empty">{empty}</p>
        ) : (
          <>
            {children(page.items)}
            <Pagination
              offset={offset}
              limit={limit}
              total={page.total}
              onOffsetChange={onOffsetChange}
            />
          </>
        )
      }
    </QueryState>
  )
}
