import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import { outsideAdmin } from '@/config/paths'
import type { CatalogueItem, CatalogueKind } from '@/lib/admin/catalogue-kind'
import { AdminPage } from './AdminPage'
import { AdminSection } from './AdminSection'
import { DeleteItemButton } from './DeleteItemButton'
import { QueryState } from './QueryState'

type Props<Item extends CatalogueItem> = {
  kind: CatalogueKind<Item>
  /** The address's id; none for a new item. */
  id: string | undefined
  /** The item's read (SWR). */
  query: { data?: Item; error?: unknown; mutate: () => unknown }
  /** The title while the item loads: the area's name. */
  areaTitle: string
  /** A line under the item's name. */
  intro: (item: Item) => string
  /** The item's public page and the link's text, while it shows on the site. */
  publicPage: (item: Item) => { path: string; label: string } | null
  /** The empty details form, to create an item. */
  newForm: ReactNode
  /** The loaded item's sections. */
  children: (item: Item) => ReactNode
}

/**
 * A catalogue item's screen (`/admin/tracks/{id}`, `/admin/shop-products/{id}`, or `…/new`): a
 * new item's details alone, or the item's sections under its name, with a link to its public page
 * and the Delete button.
 */
export function CatalogueEditPage<Item extends CatalogueItem>(props: Props<Item>) {
  const { kind, query } = props
  // 'forms' too: the page's forms render once their data is in, and a namespace loaded only then
  // would hide the whole page again (Suspense) while it arrives.
  const { t } = useTranslation([kind.ns, 'admin', 'forms'])
  const [, navigate] = useLocation()
  const back = { href: kind.listPath, label: t('back') }
  const item = query.data

  if (!props.id) {
    return (
      <AdminPage title={t('newTitle')} intro={t('newIntro')} back={back}>
        <AdminSection title={t('sections.details')}>{props.newForm}</AdminSection>
      </AdminPage>
    )
  }
  const page = item ? props.publicPage(item) : null
  return (
    <AdminPage
      title={item ? kind.nameOf(item) : props.areaTitle}
      intro={item ? props.intro(item) : undefined}
      back={back}
      actions={
        item ? (
          <>
            {page ? (
              <Link className="button button--ghost button--small" href={outsideAdmin(page.path)}>
                {page.label}
              </Link>
            ) : null}
            <DeleteItemButton kind={kind} item={item} onDeleted={() => navigate(kind.listPath)} />
          </>
        ) : null
      }
    >
      <QueryState data={item} error={query.error} onRetry={() => void query.mutate()}>
        {props.children}
      </QueryState>
    </AdminPage>
  )
}
