import type { ProductSpec } from '@contract/site/site.ts'
import { useTranslation } from 'react-i18next'

export function SpecsTable({ specs }: { specs: ProductSpec[] }) {
  const { t } = useTranslation('shop')
  if (specs.length === 0) return null
  return (
    <section className="product__specs" aria-labelledby="product-specs">
      <h2 id="product-specs" className="product__subtitle">
        {t('product.specs')}
      </h2>
      <table className="specs">
        <tbody>
          {specs.map((spec) => (
            <tr key={spec.label}>
              <th scope="row">{spec.label}</th>
              <td>{spec.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
