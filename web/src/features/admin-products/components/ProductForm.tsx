import {
  type AdminProduct,
  ProductCreateInput,
  ProductUpdateInput,
} from '@contract/admin-catalog.ts'
import { useTranslation } from 'react-i18next'
import { useSWRConfig } from 'swr'
import { useLocation } from 'wouter'
import { LocalizedTextAreas } from '@/components/admin/LocalizedTextAreas'
import { InputField } from '@/components/ui/form/Field'
import { FormStatus, SubmitButton } from '@/components/ui/form/FormStatus'
import { useForm, type Values } from '@/components/ui/form/use-form'
import { centsFromEuros, eurosFromCents } from '@/lib/admin/money'
import { LANGUAGES } from '@/lib/i18n'
import { showToast } from '@/lib/toast'
import { createProduct, productKey, updateProduct } from '../api/products'
import { useProductsChanged } from '../lib/products-changed'
import { specsFromText, specsProblem, specsToText } from '../lib/specs-text'

const wholeNumber = (text = '') => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN)

function initialValues(product: AdminProduct | undefined): Values {
  return {
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    category: product?.category ?? '',
    price_cents: product ? eurosFromCents(product.price_cents) : '',
    ...(product ? {} : { stock: '0' }),
    ...Object.fromEntries(
      LANGUAGES.flatMap((language) => [
        [`description.${language}`, product?.description[language] ?? ''],
        [`specs.${language}`, specsToText(product?.specs[language])],
      ]),
    ),
  }
}

function toBody(values: Values, creating: boolean) {
  return {
    name: values.name ?? '',
    category: values.category ?? '',
    price_cents: centsFromEuros(values.price_cents ?? ''),
    description: Object.fromEntries(
      LANGUAGES.map((language) => [language, values[`description.${language}`] ?? '']),
    ),
    specs: Object.fromEntries(
      LANGUAGES.map((language) => [language, specsFromText(values[`specs.${language}`] ?? '')]),
    ),
    ...(values.slug?.trim() ? { slug: values.slug } : {}),
    // A new product starts hidden from the shop, with the stock counted in.
    ...(creating ? { stock: wholeNumber(values.stock) } : {}),
  }
}

/** A product's details: create one, or edit them (stock and images are changed beside). */
export function ProductForm({ product }: { product?: AdminProduct }) {
  const { t } = useTranslation(['admin-products', 'admin', 'common'])
  const { mutate } = useSWRConfig()
  const productsChanged = useProductsChanged()
  const [, navigate] = useLocation()
  const creating = !product
  const form = useForm<AdminProduct>({
    schema: creating ? ProductCreateInput : ProductUpdateInput,
    initial: initialValues(product),
    toInput: (values) => toBody(values, creating),
    check: (values) => {
      const problems: Record<string, string> = {}
      for (const language of LANGUAGES) {
        const problem = specsProblem(values[`specs.${language}`] ?? '')
        if (problem) problems[`specs.${language}`] = problem
      }
      return problems
    },
    submit: (body: ProductCreateInput) =>
      product ? updateProduct(product.id, body) : createProduct(body),
    onSuccess: (saved) => {
      void mutate(productKey(saved.id), saved, false)
      void productsChanged()
      if (creating) {
        showToast({ tone: 'success', title: t('form.created'), body: t('form.createdBody') })
        navigate(`/shop-products/${saved.id}`, { replace: true })
      } else {
        showToast({ tone: 'success', title: t('form.saved'), body: saved.name })
      }
    },
  })
  return (
    <form ref={form.formRef} className="admin-form" noValidate onSubmit={form.handleSubmit}>
      <div className="admin-form__grid">
        <InputField binding={form.field('name')} label={t('form.name')} required />
        <InputField
          binding={form.field('slug')}
          label={t('form.slug')}
          hint={creating ? t('form.slugHintNew') : t('form.slugHintEdit')}
          optional={creating}
        />
        <InputField
          binding={form.field('category')}
          label={t('form.category')}
          hint={t('form.categoryHint')}
          required
        />
        <InputField
          binding={form.field('price_cents')}
          label={t('form.price')}
          hint={t('form.priceHint')}
          required
        />
        {creating ? (
          <InputField
            binding={form.field('stock')}
            label={t('form.stock')}
            type="number"
            min={0}
            required
          />
        ) : null}
      </div>
      <LocalizedTextAreas
        legend={t('form.description')}
        field={(language) => form.field(`description.${language}`)}
      />
      <LocalizedTextAreas
        legend={t('form.specs')}
        hint={t('form.specsHint')}
        field={(language) => form.field(`specs.${language}`)}
        label={(language) => t('form.specsIn', { language })}
        rows={4}
      />
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
