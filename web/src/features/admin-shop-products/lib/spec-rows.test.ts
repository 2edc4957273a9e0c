import { describe, expect, it } from 'vitest'
import { newSpecRow, specErrorsByRow, specRowsOf, specsBody } from './spec-rows'

describe('spec rows', () => {
  it('come from the API per language and go back trimmed, empty rows dropped', () => {
    const rows = specRowsOf({ en: [{ label: 'Weight', value: '285 g' }] })
    expect(rows.en.map(({ label, value }) => [label, value])).toEqual([['Weight', '285 g']])
    expect(rows.es).toEqual([])
    rows.es = [newSpecRow(), newSpecRow(' Peso ', ' 285 g ')]
    expect(specsBody(rows)).toEqual({
      en: [{ label: 'Weight', value: '285 g' }],
      es: [{ label: 'Peso', value: '285 g' }],
    })
  })

  it('place an error named by the index of the request on the row it came from', () => {
    const rows = specRowsOf({})
    const blank = newSpecRow()
    const weight = newSpecRow('Weight', '')
    rows.de = [blank, weight]
    expect(
      specErrorsByRow({ 'specs.de.0.value': 'text_required', 'specs.fr': 'specs_too_many' }, rows),
    ).toEqual({ [`${weight.key}.value`]: 'text_required', fr: 'specs_too_many' })
  })
})
