import {
  type AdminProduct,
  ProductCreateInput,
  ProductUpdateInput,
} from '@contract/admin/shop-products.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CatalogueForm, GroupField } from '@/components/admin/CatalogueForm'
import { LocalizedTextTabs } from '@/components/admin/LocalizedTextTabs'
import { SlugField } from '@/components/admin/SlugField'
import { InputField } from '@/components/ui/form/Field'
import { type FieldCodes, useForm, validate } from '@/components/ui/form/use-form'
import { decimalMarkOf } from '@/lib/admin/money'
import { useItemSaved } from '@/lib/admin/use-item-saved'
import { ApiError } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'
import { createProduct } from '../api/create-product'
import { updateProduct } from '../api/product'
import { productBody, productValues } from '../lib/product-body'
import { PRODUCTS } from '../lib/product-kind'
import { specErrorsByRow, specsBody } from '../lib/spec-rows'
import { NewProductFields } from './NewProductFields'
import { SpecsEditor } from './SpecsEditor'
import { useSpecRows } from './use-spec-rows'

/** A product's details: create one (then its page opens for photos), or edit them. */
export function ProductForm({ product }: { product?: AdminProduct }) {
  const { t, i18n } = useTranslation(['admin-shop-products', 'admin', 'common'])
  const creating = !product
  const schema = creating ? ProductCreateInput : ProductUpdateInput
  // The server's word on a spec row (the same rules as here, so rarely), until the rows change.
  const [serverSpecErrors, setServerSpecErrors] = useState<FieldCodes>({})
  const specs = useSpecRows(product?.specs, () => setServerSpecErrors({}))
  const saved = useItemSaved({ kind: PRODUCTS, creating, t })
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
    <CatalogueForm
      kind={PRODUCTS}
      form={form}
      creating={creating}
      beforeDescription={
        <LocalizedTextTabs
          legend={t('form.nameTranslations')}
          hint={t('form.nameTranslationsHint')}
          tabsLabel={t('form.nameLanguages')}
          emptyNote={t('form.nameEmpty')}
          field={(language) => form.field(`name_translations.${language}`)}
          singleLine
        />
      }
      more={<SpecsEditor specs={specs} errors={specErrors} failure={form.failure} />}
    >
      <InputField binding={form.field('name')} label={t('form.name')} required />
      <SlugField kind={PRODUCTS} binding={form.field('slug')} saved={product?.slug} />
      <GroupField kind={PRODUCTS} binding={form.field('category')} />
      <InputField
        binding={form.field('price_cents')}
        label={t('form.price')}
        hint={t('form.priceHint')}
        inputMode="decimal"
        required
      />
      {creating ? <NewProductFields field={form.field} /> : null}
    </CatalogueForm>
  )
}
