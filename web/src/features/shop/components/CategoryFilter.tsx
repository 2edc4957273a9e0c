import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'

type Props = {
  categories: string[]
  active: string | null
  onChange: (category: string | null) => void
}

/** Toggle buttons: "All" and one per category; the pressed one is the current filter. */
export function CategoryFilter({ categories, active, onChange }: Props) {
  const { t } = useTranslation('shop')
  if (categories.length < 2) return null
  const options: (string | null)[] = [null, ...categories]
  return (
    <fieldset className="shop-filter">
      <legend className="visually-hidden">{t('filter.label')}</legend>
      {options.map((category) => {
        const pressed = category === null ? active === null : category === active
        return (
          <button
            key={category ?? 'all'}
            type="button"
            className="shop-filter__option"
            aria-pressed={pressed}
            onClick={() => onChange(category)}
          >
            {category === null ? t('filter.all') : categoryLabel(t, category)}
          </button>
        )
      })}
    </fieldset>
  )
}

/** The owner names categories freely: a known one is translated, any other shown as written. */
export function categoryLabel(t: TFunction<'shop'>, category: string) {
  const written = category.charAt(0).toUpperCase() + category.slice(1)
  return t(`categories.${category.toLowerCase()}`, { defaultValue: written })
}
