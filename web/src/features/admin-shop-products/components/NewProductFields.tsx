import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { InputField } from '@/components/ui/form/Field'
import type { FieldBinding } from '@/components/ui/form/use-form'

/** What only a new product sets in its form: the first stock count and whether it is on sale. */
export function NewProductFields({ field }: { field: (name: string) => FieldBinding }) {
  const { t } = useTranslation('admin-shop-products')
  const id = useId()
  const active = field('is_active')
  return (
    <>
      <InputField
        binding={field('stock')}
        label={t('form.stock')}
        hint={t('form.stockHint')}
        type="number"
        min={0}
        required
      />
      <div className="field product-active-choice">
        <div className="product-active-choice__row">
          <input
            id={id}
            type="checkbox"
            name={active.name}
            checked={active.value === 'true'}
            aria-describedby={`${id}-hint`}
            onChange={(event) => active.onValueChange(String(event.target.checked))}
          />
          <label className="field__label" htmlFor={id}>
            {t('form.activeNow')}
          </label>
        </div>
        <p id={`${id}-hint`} className="field__hint">
          {t('form.activeHint')}
        </p>
      </div>
    </>
  )
}
