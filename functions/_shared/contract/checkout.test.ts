import { describe, expect, it } from 'vitest'
import { CheckoutInput } from './checkout.ts'
import { fieldErrors } from './forms.ts'

const valid = {
  items: [
    { kind: 'track', slug: 'midnight-circuit', licence: 'commercial' },
    { kind: 'track', slug: 'midnight-circuit', licence: 'private' },
    { kind: 'product', slug: 'kv1-studio-headphones', quantity: 2 },
  ],
  email: ' alex@example.com ',
  name: ' Alex Fan ',
  locale: 'en',
}

function errorsOf(body: unknown) {
  const result = CheckoutInput.safeParse(body)
  return result.success ? {} : fieldErrors(result.error)
}

describe('checkout input', () => {
  it('accepts a cart of licences and gear, trims the buyer, defaults the language', () => {
    const { locale: _, ...withoutLocale } = valid
    expect(CheckoutInput.parse(withoutLocale)).toEqual({
      items: valid.items,
      email: 'alex@example.com',
      name: 'Alex Fan',
      locale: 'es',
    })
  })

  it('takes no prices from the browser', () => {
    const withPrice = { ...valid, items: [{ ...valid.items[0], unit_price_cents: 1 }] }
    expect(errorsOf(withPrice)).toEqual({ 'items.0': 'unknown_field' })
  })

  it('refuses the same licence or product twice', () => {
    expect(
      errorsOf({
        ...valid,
        items: [...valid.items, { kind: 'track', slug: 'midnight-circuit', licence: 'private' }],
      }),
    ).toEqual({ 'items.3': 'duplicate_item' })
    expect(
      errorsOf({
        ...valid,
        items: [...valid.items, { kind: 'product', slug: 'kv1-studio-headphones', quantity: 1 }],
      }),
    ).toEqual({ 'items.3': 'duplicate_item' })
  })

  it('names each bad field with a code', () => {
    expect(
      errorsOf({
        items: [
          { kind: 'track', slug: 'Midnight Circuit', licence: 'lifetime' },
          { kind: 'product', slug: 'kv1-studio-headphones', quantity: 100 },
          { kind: 'vinyl', slug: 'x' },
        ],
        email: 'nope',
        name: 'A',
        locale: 'it',
        promotion_code: 'WELCOME 10%',
      }),
    ).toEqual({
      'items.0.slug': 'slug_invalid',
      'items.0.licence': 'licence_invalid',
      'items.1.quantity': 'quantity_invalid',
      'items.2.kind': 'item_invalid',
      email: 'email_invalid',
      name: 'name_too_short',
      locale: 'locale_invalid',
      promotion_code: 'promotion_code_invalid',
    })
  })

  it('takes the exclusive rights alone: no other licence of the same track beside them', () => {
    const track = (licence: string) => ({ kind: 'track', slug: 'midnight-circuit', licence })
    expect(errorsOf({ ...valid, items: [track('exclusive'), track('private')] })).toEqual({
      'items.1': 'duplicate_item',
    })
    expect(errorsOf({ ...valid, items: [track('commercial'), track('exclusive')] })).toEqual({
      'items.1': 'duplicate_item',
    })
    expect(
      errorsOf({
        ...valid,
        items: [track('exclusive'), { kind: 'track', slug: 'velvet-hours', licence: 'exclusive' }],
      }),
    ).toEqual({})
  })

  it('reads a promotion code in capitals, and an empty one as none', () => {
    expect(CheckoutInput.parse({ ...valid, promotion_code: ' welcome10 ' }).promotion_code).toBe(
      'WELCOME10',
    )
    expect(CheckoutInput.parse({ ...valid, promotion_code: '  ' }).promotion_code).toBeUndefined()
    expect(CheckoutInput.parse(valid).promotion_code).toBeUndefined()
    for (const bad of ['AB', 'X'.repeat(41), '-LEADING', 'SPACE D', 7, null]) {
      expect(errorsOf({ ...valid, promotion_code: bad }), String(bad)).toEqual({
        promotion_code: 'promotion_code_invalid',
      })
    }
  })

  it('needs between 1 and 50 lines', () => {
    expect(errorsOf({ ...valid, items: [] })).toEqual({ items: 'cart_empty' })
    const many = Array.from({ length: 51 }, (_, i) => ({
      kind: 'product',
      slug: `p-${i}`,
      quantity: 1,
    }))
    expect(errorsOf({ ...valid, items: many })).toEqual({ items: 'cart_too_large' })
  })
})
