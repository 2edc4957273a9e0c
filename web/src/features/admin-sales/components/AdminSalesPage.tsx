import { useTranslation } from 'react-i18next'
import { AdminPage } from '@/components/admin/AdminPage'
import { PagedList } from '@/components/admin/PagedList'
import { useAddressQuery } from '@/lib/admin/use-address-query'
import { ORDERS_PAGE_SIZE, type OrderFilters, useOrders } from '../api/orders'
import { ExportCsvButton } from './ExportCsvButton'
import { OrdersTable } from './OrdersTable'
import { SalesFilters } from './SalesFilters'

/** /admin/sales: every order, newest first, with filters and the CSV export. */
export default function AdminSalesPage() {
  const { t } = useTranslation(['admin-sales', 'admin'])
  const query = useAddressQuery()
  const filters: OrderFilters = {
    status: query.get('status'),
    shipping: query.get('shipping'),
    from: query.get('from'),
    to: query.get('to'),
    q: query.get('q'),
  }
  const { data, error, mutate } = useOrders(filters, query.offset)
  return (
    <AdminPage
      title={t('admin:nav.sales')}
      intro={t('intro')}
      actions={<ExportCsvButton filters={filters} />}
    >
      <SalesFilters filters={filters} onChange={query.set} />
      <PagedList
        data={data}
        error={error}
        onRetry={() => void mutate()}
        empty={t('empty')}
        offset={query.offset}
        limit={ORDERS_PAGE_SIZE}
        onOffsetChange={(offset) => query.set({ offset })}
      >
        {(items) => <OrdersTable orders={items} />}
      </PagedList>
    </AdminPage>
  )
}
