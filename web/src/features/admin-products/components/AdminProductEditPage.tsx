import { useTranslation } from 'react-i18next'
import { AdminPage } from '@/components/admin/AdminPage'

// Placeholder: the screen is being built.
export default function AdminProductEditPage() {
  const { t } = useTranslation('admin')
  return <AdminPage title={t('nav.shopProducts')}>{null}</AdminPage>
}
