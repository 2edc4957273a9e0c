import {
  type AdminProduct,
  ProductCreateInput,
  ProductUpdateInput,
} from '@contract/admin-catalog.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LocalizedTextAreas } from '@/components/admin/LocalizedTextAreas'
import { LocalizedTextTabs } from '@/components/admin/LocalizedTextTabs'
import { SlugField } from '@/components/admin/SlugField'
import { InputField } from '@/components/ui/form/Field'
import { FormStatus, SubmitButton } from '@/components/ui/form/FormStatus'
import { type FieldCodes, useForm, validate } from '@/components/ui/form/use-form'
import { paths } from '@/config/paths'
import { decimalMarkOf } from '@/lib/admin/money'
import { useItemSaved } from '@/lib/admin/use-item-saved'
import { ApiError } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'
import { createProduct } from '../api/create-product'
import { productKey, updateProduct } from '../api/product'
import { useProductCategories } from '../api/products-list'
import { productBody, productValues } from '../lib/product-body'
import { useProductsChanged } from '../lib/products-changed'
import { specErrorsByRow, specsBody } from '../lib/spec-rows'
import { NewProductFields } from './NewProductFields'
import { SpecsEditor } from './SpecsEditor'
import { useSpecRows } from './use-spec-rows'

/** A product's details: create one (then its page opens for photos), or edit them. */
export function ProductForm({ product }: { product?: AdminProduct }) {
  const { t, i18n } = useTranslation(['admin-products', 'admin', 'common'])
  const categories = useProductCategories()
  const creating = !product
  const schema = creating ? ProductCreateInput : ProductUpdateInput
  // The server's word on a spec row (the same rules as here, so rarely), until the rows change.
  const [serverSpecErrors, setServerSpecErrors] = useState<FieldCodes>({})
  const specs = useSpecRows(product?.specs, () => setServerSpecErrors({}))
  const saved = useItemSaved<AdminProduct>({
    creating,
    itemKey: productKey,
    changed: useProductsChanged(),
    pathOf: (id) => `/shop-products/${id}`,
    nameOf: (item) => item.name,
    t,
  })
  const form = useForm<AdminProduct>({
    schema,
    initial: productValues(product, decimalMarkOf(currentLanguage(i18n))),
    toInput: (values) => productBody(values, specs.rows, creating),
    submit: async (body: ProductCreateInput) => {
      try {
        return await (product ? updateProduct(product.id, body) : createProduct(body))
      } catch (error) {
        if (error instanceof ApiError)
          setServerSpecErrors(specErrorsByRow(error.fields, specs.rows))
        throw error
      }
    },
    onSuccess: saved,
  })
  // Spec problems show once a save was tried, and follow the rows as they are fixed.
  const specErrors = form.failure
    ? {
        ...specErrorsByRow(validate(schema, { specs: specsBody(specs.rows) }), specs.rows),
        ...serverSpecErrors,
      }
    : serverSpecErrors

  return (
    <form ref={form.formRef} className="admin-form" noValidate onSubmit={form.handleSubmit}>
      <div className="admin-form__grid">
        <InputField binding={form.field('name')} label={t('form.name')} required />
        <SlugField
          binding={form.field('slug')}
          saved={product?.slug}
          ns="admin-products"
          pathOf={paths.product.build}
        />
        <InputField
          binding={form.field('category')}
          label={t('form.category')}
          hint={t('form.categoryHint')}
          suggestions={categories}
          required
        />
        <InputField
          binding={form.field('price_cents')}
          label={t('form.price')}
          hint={t('form.priceHint')}
          inputMode="decimal"
          required
        />
        {creating ? <NewProductFields field={form.field} /> : null}
      </div>
      <LocalizedTextTabs
        legend={t('form.nameTranslations')}
        hint={t('form.nameTranslationsHint')}
        tabsLabel={t('form.nameLanguages')}
        emptyNote={t('form.nameEmpty')}
        field={(language) => form.field(`name_translations.${language}`)}
        singleLine
      />
      <LocalizedTextAreas
        legend={t('form.description')}
        hint={t('form.descriptionHint')}
        field={(language) => form.field(`description.${language}`)}
        rows={4}
      />
      <SpecsEditor specs={specs} errors={specErrors} failure={form.failure} />
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
