import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { useSettings } from '@/lib/api/get-settings'
import { pageTitle, useDocumentMeta } from '@/lib/use-document-meta'

type Props = {
  title: string
  /** A line under the title. */
  intro?: ReactNode
  /** Buttons or links beside the title (New track, Export CSV…). */
  actions?: ReactNode
  /** A link back to the list this page belongs to. */
  back?: { href: string; label: string }
  children: ReactNode
}

/** Every admin screen: its `<h1>`, the document title ("Tracks · Admin Panel · Brand"), never indexed. */
export function AdminPage({ title, intro, actions, back, children }: Props) {
  const { t } = useTranslation('admin')
  const { data: settings } = useSettings()
  useDocumentMeta({
    title: pageTitle(`${title} · ${t('panel')}`, settings?.brand_name),
    description: t('panel'),
    noindex: true,
  })
  return (
    <div className="admin-page">
      {back ? (
        <Link className="admin-page__back" href={back.href}>
          <span aria-hidden="true">← </span>
          {back.label}
        </Link>
      ) : null}
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">{title}</h1>
          {intro ? <p className="admin-page__intro">{intro}</p> : null}
        </div>
        {actions ? <div className="admin-page__actions">{actions}</div> : null}
      </div>
      {children}
    </div>
  )
}
