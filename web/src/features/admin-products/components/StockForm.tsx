import { type AdminProduct, StockChange } from '@contract/admin-catalog.ts'
import { useTranslation } from 'react-i18next'
import { useSWRConfig } from 'swr'
import { InputField } from '@/components/ui/form/Field'
import { FormStatus, SubmitButton } from '@/components/ui/form/FormStatus'
import { useForm } from '@/components/ui/form/use-form'
import { showToast } from '@/lib/toast'
import { changeStock, productKey } from '../api/products'
import { useProductsChanged } from '../lib/products-changed'
import { StockState } from './StockState'

/** The units on hand, never below those held by checkouts in progress. */
export function StockForm({ product }: { product: AdminProduct }) {
  const { t } = useTranslation(['admin-products', 'admin'])
  const { mutate } = useSWRConfig()
  const productsChanged = useProductsChanged()
  const form = useForm<AdminProduct>({
    schema: StockChange,
    initial: { stock: String(product.stock) },
    toInput: ({ stock = '' }) => ({
      stock: /^\s*\d+\s*$/.test(stock) ? Number(stock) : Number.NaN,
    }),
    submit: (change: StockChange) => changeStock(product.id, change),
    onSuccess: (saved) => {
      void mutate(productKey(saved.id), saved, false)
      void productsChanged()
      showToast({
        tone: 'success',
        title: t('stock.saved'),
        body: t('stock.savedBody', { count: saved.stock }),
      })
    },
  })
  return (
    <form ref={form.formRef} className="admin-form" noValidate onSubmit={form.handleSubmit}>
      <p>
        <StockState product={product} />
      </p>
      <InputField
        binding={form.field('stock')}
        label={t('stock.label')}
        type="number"
        min={product.reserved}
        hint={
          product.reserved > 0 ? t('stock.reservedHint', { count: product.reserved }) : undefined
        }
        required
      />
      <FormStatus failure={form.failure} />
      <div className="admin-form__actions">
        <SubmitButton
          submitting={form.submitting}
          label={t('stock.save')}
          busyLabel={t('admin:actions.saving')}
        />
      </div>
    </form>
  )
}
