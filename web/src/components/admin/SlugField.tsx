import { useTranslation } from 'react-i18next'
import { InputField } from '@/components/ui/form/Field'
import type { FieldBinding } from '@/components/ui/form/use-form'
import type { CatalogueItem, CatalogueKind } from '@/lib/admin/catalogue-kind'

/**
 * A public address's last part (`/track/<slug>`, `/product/<slug>`): optional on create (the
 * server makes it from the title or name); on edit, a change is allowed but the old address stops
 * working, which the hint says as soon as the value differs. The kind's namespace holds
 * `form.slug`, `form.slugHintNew`, `form.slugHintEdit` and `form.slugChanged`.
 */
export function SlugField<Item extends CatalogueItem>({
  kind,
  binding,
  saved,
}: {
  kind: CatalogueKind<Item>
  binding: FieldBinding
  /** The address as saved; undefined for a new item. */
  saved: string | undefined
}) {
  const { t } = useTranslation(kind.ns)
  const pathOf = kind.publicPath
  const changed = saved !== undefined && binding.value.trim() !== saved
  const hint =
    saved === undefined ? (
      t('form.slugHintNew')
    ) : changed ? (
      <strong className="slug-warning">{t('form.slugChanged', { path: pathOf(saved) })}</strong>
    ) : (
      t('form.slugHintEdit', { path: pathOf(saved) })
    )
  return (
    <InputField
      binding={binding}
      label={t('form.slug')}
      hint={hint}
      optional={saved === undefined}
      autoComplete="off"
    />
  )
}
