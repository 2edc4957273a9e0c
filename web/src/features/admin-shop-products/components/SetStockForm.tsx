import { type AdminProduct, StockChange } from '@contract/admin/shop-products.ts'
import { useTranslation } from 'react-i18next'
import { InputField } from '@/components/ui/form/Field'
import { FormStatus, SubmitButton } from '@/components/ui/form/FormStatus'
import { useForm } from '@/components/ui/form/use-form'
import { wholeNumber } from '@/lib/admin/whole-number'
import { changeStock } from '../api/product-stock'
import { useStockSaved } from './use-stock-saved'

/** Sets the units on hand after a count (`{ stock }`); never below what checkouts hold. */
export function SetStockForm({ product }: { product: AdminProduct }) {
  const { t } = useTranslation(['admin-shop-products', 'admin'])
  const saved = useStockSaved()
  const form = useForm<AdminProduct>({
    // The `{ stock }` branch of the union, so a refusal names the input.
    schema: StockChange.options[1],
    initial: { stock: String(product.stock) },
    toInput: ({ stock }) => ({ stock: wholeNumber(stock) }),
    submit: (change: StockChange) => changeStock(product.id, change),
    onSuccess: saved,
  })
  return (
    <form
      ref={form.formRef}
      className="admin-form stock-form"
      noValidate
      onSubmit={form.handleSubmit}
    >
      <InputField
        binding={form.field('stock')}
        label={t('stock.setLabel')}
        type="number"
        min={product.reserved}
        hint={
          product.reserved > 0
            ? t('stock.reservedHint', { count: product.reserved })
            : t('stock.setHint')
        }
        required
      />
      <FormStatus failure={form.failure} />
      <div className="admin-form__actions">
        <SubmitButton
          submitting={form.submitting}
          label={t('stock.set')}
          busyLabel={t('admin:actions.saving')}
        />
      </div>
    </form>
  )
}
