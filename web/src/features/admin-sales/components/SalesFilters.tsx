import { ORDER_STATUSES } from '@contract/checkout.ts'
import { useTranslation } from 'react-i18next'
import { ListFilters } from '@/components/admin/ListFilters'
import type { OrderFilters } from '../api/orders'

type Props = {
  filters: OrderFilters
  onChange: (changes: Partial<OrderFilters>) => void
}

/** By status, by shipping, by date (UTC days), and a search of buyers and order numbers. */
export function SalesFilters({ filters, onChange }: Props) {
  const { t } = useTranslation('admin-sales')
  return (
    <ListFilters
      key={filters.q}
      search={{ label: t('filters.search'), value: filters.q, maxLength: 200 }}
      fields={[
        {
          kind: 'select',
          name: 'status',
          label: t('filters.status'),
          value: filters.status,
          options: [
            { value: '', label: t('filters.anyStatus') },
            ...ORDER_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
          ],
        },
        {
          kind: 'select',
          name: 'shipping',
          label: t('filters.shipping'),
          value: filters.shipping,
          options: [
            { value: '', label: t('filters.anyShipping') },
            ...(['to_ship', 'shipped'] as const).map((state) => ({
              value: state,
              label: t(`shippingStates.${state}`),
            })),
          ],
        },
        {
          kind: 'date',
          name: 'from',
          label: t('filters.from'),
          value: filters.from,
          max: filters.to,
        },
        { kind: 'date', name: 'to', label: t('filters.to'), value: filters.to, min: filters.from },
      ]}
      onChange={onChange}
    />
  )
}
