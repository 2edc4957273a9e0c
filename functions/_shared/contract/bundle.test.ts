import { describe, expect, it } from 'vitest'
import { bundleDiscountCents, bundleFreeLines, privateLicencesToNextFree } from './bundle.ts'

const licence = (licence: string, priceCents: number) => ({ kind: 'track', licence, priceCents })
const gear = (priceCents: number) => ({ kind: 'product', priceCents })

describe('the licence bundle', () => {
  it('makes nothing free below three private licences', () => {
    const lines = [licence('private', 2900), licence('private', 2400)]
    expect([...bundleFreeLines(lines)]).toEqual([])
    expect(bundleDiscountCents(lines)).toBe(0)
    expect(privateLicencesToNextFree(lines)).toBe(1)
  })

  it('makes the cheapest of three private licences free', () => {
    const lines = [licence('private', 2900), licence('private', 2400), licence('private', 3400)]
    expect([...bundleFreeLines(lines)]).toEqual([1])
    expect(bundleDiscountCents(lines)).toBe(2400)
    expect(privateLicencesToNextFree(lines)).toBe(0)
  })

  it('counts only private licences: commercial, exclusive and gear neither count nor go free', () => {
    const lines = [
      licence('commercial', 900),
      licence('private', 2900),
      gear(500),
      licence('private', 2400),
      licence('exclusive', 100),
      licence('private', 2600),
    ]
    expect([...bundleFreeLines(lines)]).toEqual([3])
    expect(
      bundleFreeLines(lines.filter((line) => !('licence' in line) || line.licence !== 'private'))
        .size,
    ).toBe(0)
  })

  it('makes two free of six: the two cheapest, wherever they are in the cart', () => {
    const lines = [1900, 2900, 2900, 2400, 3400, 2900].map((cents) => licence('private', cents))
    expect([...bundleFreeLines(lines)].sort()).toEqual([0, 3])
    expect(bundleDiscountCents(lines)).toBe(1900 + 2400)
    // Seven still make two free; the eighth and ninth bring the third.
    expect(bundleFreeLines([...lines, licence('private', 100)]).size).toBe(2)
    expect(privateLicencesToNextFree([...lines, licence('private', 100)])).toBe(2)
  })

  it('frees the later of equal prices, so the choice is the same on both sides', () => {
    const lines = [2900, 2900, 2900].map((cents) => licence('private', cents))
    expect([...bundleFreeLines(lines)]).toEqual([2])
  })
})
