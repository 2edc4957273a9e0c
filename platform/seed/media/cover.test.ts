import { describe, expect, it } from 'vitest'
import { coverSvg, productImageSvg } from './cover.ts'
import { STYLES } from './style-profiles.ts'

/**
 * Just enough XML checking to catch broken markup: every tag closes in order, attribute
 * values are quoted, and text holds no raw '<' or stray '&'.
 */
function expectWellFormed(svg: string): void {
  const open: string[] = []
  const tag = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y
  let index = 0
  while (index < svg.length) {
    const next = svg.indexOf('<', index)
    const text = svg.slice(index, next === -1 ? svg.length : next)
    expect(text).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/)
    if (next === -1) break
    tag.lastIndex = next
    const match = tag.exec(svg)
    if (!match) throw new Error(`Malformed tag at ${next}: ${svg.slice(next, next + 60)}`)
    const [, closing, name, , selfClosing] = match
    if (closing) expect(open.pop()).toBe(name)
    else if (!selfClosing) open.push(name!)
    index = tag.lastIndex
  }
  expect(open).toEqual([])
}

describe('coverSvg', () => {
  it.each(STYLES)('draws a well-formed square %s cover', (style) => {
    const svg = coverSvg({ title: 'Midnight Circuit', artist: 'Kael Voss', seed: 12345, style })
    expect(svg.startsWith('<svg')).toBe(true)
    expect(svg).toContain('viewBox="0 0 1000 1000"')
    expect(svg).toContain('MIDNIGHT')
    expect(svg).toContain('KAEL VOSS')
    expect(svg.length).toBeLessThan(12_000)
    expectWellFormed(svg)
  })

  it('escapes the title and artist for XML', () => {
    const svg = coverSvg({
      title: 'Bass & <Drums> "Live"',
      artist: "D'n'B <Crew>",
      seed: 1,
      style: 'drum-and-bass',
    })
    const titleText = svg
      .match(/font-weight="800"[^>]*>(.*?)<\/text>/)![1]!
      .replace(/<[^>]+>/g, ' ')
    expect(titleText.trim().replace(/\s+/g, ' ')).toBe('BASS &amp; &lt;DRUMS&gt; &quot;LIVE&quot;')
    expect(svg).toContain('<title>Bass &amp; &lt;Drums&gt; &quot;Live&quot;</title>')
    expect(svg).toContain('D&apos;N&apos;B &lt;CREW&gt;')
    expect(svg).not.toContain('<Drums>')
    expectWellFormed(svg)
  })

  it('is the same for the same seed and differs between seeds', () => {
    const spec = { title: 'Glass Horizon', artist: 'Kael Voss', seed: 7, style: 'trance' } as const
    expect(coverSvg(spec)).toBe(coverSvg(spec))
    expect(coverSvg({ ...spec, seed: 8 })).not.toBe(coverSvg(spec))
  })

  it('wraps a long title onto several lines at a smaller size', () => {
    const short = coverSvg({ title: 'Dusk', artist: 'A', seed: 1, style: 'minimal' })
    const long = coverSvg({
      title: 'The Longest Night Of The Whole Summer Season',
      artist: 'A',
      seed: 1,
      style: 'minimal',
    })
    const titleSize = (svg: string) => Number(svg.match(/font-size="(\d+)" font-weight="800"/)?.[1])
    expect(titleSize(long)).toBeLessThan(titleSize(short))
    expect(long.match(/<tspan/g)!.length).toBeGreaterThan(short.match(/<tspan/g)!.length)
  })
})

describe('productImageSvg', () => {
  it.each(['headphones', 'controllers', 'monitors', 'interfaces', 'accessories', 'vinyl'])(
    'draws a well-formed %s image',
    (category) => {
      const svg = productImageSvg({ name: 'KV-1 Studio Headphones', category, seed: 99 })
      expect(svg.startsWith('<svg')).toBe(true)
      expect(svg).toContain('KV-1 Studio')
      expect(svg).toContain(category.toUpperCase())
      expect(svg.length).toBeLessThan(12_000)
      expectWellFormed(svg)
    },
  )

  it('draws different gear for different categories', () => {
    const draw = (category: string) => productImageSvg({ name: 'Gear', category, seed: 5 })
    const drawings = new Set(
      ['headphones', 'controllers', 'monitors', 'interfaces', 'accessories'].map(draw),
    )
    expect(drawings.size).toBe(5)
  })

  it('escapes the product name and an unknown category monogram', () => {
    const svg = productImageSvg({ name: 'Cables & <Adapters>', category: '<misc>', seed: 3 })
    expect(svg).toContain('Cables &amp; &lt;Adapters&gt;')
    expect(svg).not.toContain('<misc>')
    expect(svg).toContain('>&lt;</text>')
    expectWellFormed(svg)
  })
})
