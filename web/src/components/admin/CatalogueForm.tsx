import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { InputField } from '@/components/ui/form/Field'
import { FormStatus, SubmitButton } from '@/components/ui/form/FormStatus'
import type { FieldBinding, useForm } from '@/components/ui/form/use-form'
import type { CatalogueItem, CatalogueKind } from '@/lib/admin/catalogue-kind'
import { LocalizedTextAreas } from './LocalizedTextAreas'

type Form = Pick<
  ReturnType<typeof useForm>,
  'formRef' | 'handleSubmit' | 'field' | 'failure' | 'submitting'
>

type Props<Item extends CatalogueItem> = {
  kind: CatalogueKind<Item>
  form: Form
  creating: boolean
  /** The fields of the grid, above the description. */
  children: ReactNode
  /** Under the grid, above the description (a product's name in each language). */
  beforeDescription?: ReactNode
  /** Between the description and the form's status (a product's specs). */
  more?: ReactNode
}

/**
 * A catalogue item's details form (a track, a product): its fields, the description in each
 * language, what went wrong, and Create or Save.
 */
export function CatalogueForm<Item extends CatalogueItem>(props: Props<Item>) {
  const { form, creating } = props
  const { t } = useTranslation([props.kind.ns, 'admin', 'common'])
  return (
    <form ref={form.formRef} className="admin-form" noValidate onSubmit={form.handleSubmit}>
      <div className="admin-form__grid">{props.children}</div>
      {props.beforeDescription}
      <LocalizedTextAreas
        legend={t('form.description')}
        hint={t('form.descriptionHint')}
        field={(language) => form.field(`description.${language}`)}
        rows={4}
      />
      {props.more}
      <FormStatus failure={form.failure} />
      <div className="admin-form__actions">
        <SubmitButton
          submitting={form.submitting}
          label={creating ? t('form.create') : t('admin:actions.save')}
          busyLabel={t('admin:actions.saving')}
        />
      </div>
    </form>
  )
}

/** The field that groups the items (a track's genre, a product's category), with suggestions. */
export function GroupField<Item extends CatalogueItem>(props: {
  kind: CatalogueKind<Item>
  binding: FieldBinding
}) {
  const { kind } = props
  const { t } = useTranslation(kind.ns)
  const groups = kind.useGroups()
  return (
    <InputField
      binding={props.binding}
      label={t(`form.${kind.group}`)}
      hint={t(`form.${kind.group}Hint`)}
      suggestions={groups}
      required
    />
  )
}
