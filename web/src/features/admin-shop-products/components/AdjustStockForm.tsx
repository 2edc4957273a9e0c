import { type AdminProduct, StockChange } from '@contract/admin/shop-products.ts'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { InputField } from '@/components/ui/form/Field'
import { FormStatus } from '@/components/ui/form/FormStatus'
import { type FieldCodes, useForm } from '@/components/ui/form/use-form'
import { wholeNumber } from '@/lib/admin/whole-number'
import { changeStock } from '../api/product-stock'
import { useStockSaved } from './use-stock-saved'

/**
 * Adds units received or removes units lost (`{ delta }`), so a sale made meanwhile is never
 * overwritten by a count typed from an older figure.
 */
export function AdjustStockForm({ product }: { product: AdminProduct }) {
  const { t } = useTranslation(['admin-shop-products', 'admin'])
  const saved = useStockSaved()
  // Which of the two submit buttons was used: +1 adds, -1 removes.
  const direction = useRef<1 | -1>(1)
  const form = useForm<AdminProduct>({
    schema: StockChange.options[0],
    initial: { delta: '1' },
    toInput: ({ delta }) => ({ delta: direction.current * wholeNumber(delta) }),
    check: ({ delta }): FieldCodes => (wholeNumber(delta) === 0 ? { delta: 'delta_invalid' } : {}),
    submit: (change: StockChange) => changeStock(product.id, change),
    onSuccess: saved,
  })
  const submitButton = (by: 1 | -1, label: string) => (
    <button
      type="submit"
      className="button button--ghost"
      aria-disabled={form.submitting}
      onClick={() => {
        direction.current = by
      }}
    >
      {label}
    </button>
  )
  return (
    <form
      ref={form.formRef}
      className="admin-form stock-form"
      noValidate
      onSubmit={form.handleSubmit}
    >
      <InputField
        binding={form.field('delta')}
        label={t('stock.adjustLabel')}
        hint={t('stock.adjustHint')}
        type="number"
        min={1}
        required
      />
      <FormStatus failure={form.failure} />
      <div className="admin-form__actions">
        {submitButton(1, t('stock.add'))}
        {submitButton(-1, t('stock.remove'))}
      </div>
    </form>
  )
}
