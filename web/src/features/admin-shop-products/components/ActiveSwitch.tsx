import type { AdminProduct } from '@contract/admin/shop-products.ts'
import { useTranslation } from 'react-i18next'
import { Switch } from '@/components/admin/Switch'
import { ErrorText } from '@/components/ui/ErrorText'
import { useItemSwitch } from '@/lib/admin/use-item-switch'
import { setProductActive } from '../api/product-visibility'
import { PRODUCTS } from '../lib/product-kind'

/** Shows a product in the shop or hides it. */
export function ActiveSwitch({
  product,
  withText = false,
}: {
  product: AdminProduct
  withText?: boolean
}) {
  const { t } = useTranslation(['admin-shop-products', 'admin', 'common'])
  const { busy, change } = useItemSwitch({
    kind: PRODUCTS,
    item: product,
    save: setProductActive,
    doneTitle: (active) => (active ? t('active.shown') : t('active.hidden')),
    failed: (_active, error) => ({
      title: t('active.failed', { name: product.name }),
      body: <ErrorText error={error} />,
    }),
  })
  return (
    <Switch
      checked={product.is_active}
      label={t('active.label', { name: product.name })}
      text={withText ? (product.is_active ? t('active.on') : t('active.off')) : undefined}
      disabled={busy}
      onChange={change}
    />
  )
}
