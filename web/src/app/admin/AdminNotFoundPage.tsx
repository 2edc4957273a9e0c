import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { AdminPage } from '@/components/admin/AdminPage'
import { adminHref } from '@/config/paths'

/** An address under /admin that is no section. */
export default function AdminNotFoundPage() {
  const { t } = useTranslation('admin')
  return (
    <AdminPage title={t('notFound.title')} intro={t('notFound.body')}>
      <p>
        <Link className="button button--primary" href={adminHref('/')}>
          {t('notFound.dashboard')}
        </Link>
      </p>
    </AdminPage>
  )
}
