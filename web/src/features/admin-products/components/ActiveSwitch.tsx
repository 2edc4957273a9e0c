import type { AdminProduct } from '@contract/admin-catalog.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSWRConfig } from 'swr'
import { Switch } from '@/components/admin/Switch'
import { errorText } from '@/lib/error-text'
import { showToast } from '@/lib/toast'
import { productKey } from '../api/product'
import { setProductActive } from '../api/product-visibility'
import { useProductsChanged } from '../lib/products-changed'

/** Shows a product in the shop or hides it. */
export function ActiveSwitch({
  product,
  withText = false,
}: {
  product: AdminProduct
  withText?: boolean
}) {
  const { t } = useTranslation(['admin-products', 'admin', 'common'])
  const { mutate } = useSWRConfig()
  const productsChanged = useProductsChanged()
  const [busy, setBusy] = useState(false)
  const change = async (active: boolean) => {
    setBusy(true)
    try {
      const saved = await setProductActive(product.id, active)
      await mutate(productKey(product.id), saved, false)
      showToast({
        tone: 'success',
        title: active ? t('active.shown') : t('active.hidden'),
        body: product.name,
      })
      await productsChanged()
    } catch (error) {
      showToast({
        tone: 'error',
        title: t('active.failed', { name: product.name }),
        body: errorText(t, error),
      })
    } finally {
      setBusy(false)
    }
  }
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
