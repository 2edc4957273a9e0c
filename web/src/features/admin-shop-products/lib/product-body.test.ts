import { describe, expect, it } from 'vitest'
import { productBody, productValues } from './product-body'
import { newSpecRow, specRowsOf } from './spec-rows'

describe('a product form made into a request', () => {
  it('trims, sends cents, and keeps only the spec rows and languages that have something', () => {
    const specs = specRowsOf({})
    specs.en = [newSpecRow(' Diameter ', ' 30 cm'), newSpecRow('  ', ''), newSpecRow('Felt', '')]
    const values = {
      ...productValues(undefined),
      name: ' Vinyl Slipmats ',
      category: 'accessories ',
      price_cents: '25,50',
      stock: '10',
      is_active: 'true',
      'description.es': ' Alfombrillas de fieltro. ',
      'name_translations.es': ' Alfombrillas para vinilo ',
      'name_translations.fr': '  ',
    }
    expect(productBody(values, specs, true)).toEqual({
      name: 'Vinyl Slipmats',
      name_translations: { es: 'Alfombrillas para vinilo' },
      category: 'accessories',
      price_cents: 2550,
      stock: 10,
      is_active: true,
      description: { es: 'Alfombrillas de fieltro.' },
      specs: {
        en: [
          { label: 'Diameter', value: '30 cm' },
          { label: 'Felt', value: '' },
        ],
      },
    })
  })

  it('on edit sends the address but neither the stock nor the visibility', () => {
    const body = productBody({ ...productValues(undefined), slug: 'mats' }, specRowsOf({}), false)
    expect(body).toMatchObject({ slug: 'mats' })
    expect(body).not.toHaveProperty('stock')
    expect(body).not.toHaveProperty('is_active')
  })
})
