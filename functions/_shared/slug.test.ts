import { describe, expect, it } from 'vitest'
import { firstFreeSlug, isValidSlug, SLUG_MAX_LENGTH, slugify } from './slug.ts'

describe('slugify', () => {
  it.each([
    ['Midnight Circuit', 'midnight-circuit'],
    ['Réveil sur la Plage', 'reveil-sur-la-plage'],
    ['  Größe & Straße!! ', 'grosse-strasse'],
    ["Don't Stop (Club Mix)", 'dont-stop-club-mix'],
    ['Ação — São Paulo 2026', 'acao-sao-paulo-2026'],
    ['Œuvre Ærø Łódź', 'oeuvre-aero-lodz'],
    ['KV-1 Studio Headphones', 'kv-1-studio-headphones'],
    ['---', ''],
    ['東京', ''],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })

  it('gives only slugs the database accepts, cut at a word with room for a suffix', () => {
    const long = slugify(`${'Extended '.repeat(30)}Mix`)
    expect(isValidSlug(long)).toBe(true)
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH - 8)
    expect(long.endsWith('extended')).toBe(true)
    const oneWord = slugify('a'.repeat(300))
    expect(oneWord).toBe('a'.repeat(SLUG_MAX_LENGTH - 8))
    expect(isValidSlug(`${long}-99`)).toBe(true)
  })
})

describe('isValidSlug', () => {
  it.each(['a', 'night-drive', 'kv-1', '2026-mix'])('accepts %s', (slug) => {
    expect(isValidSlug(slug)).toBe(true)
  })
  it.each(['', 'Night', 'night--drive', '-night', 'night-', 'nuit blanche', 'réveil', 'a_b'])(
    'refuses %j',
    (slug) => {
      expect(isValidSlug(slug)).toBe(false)
    },
  )
  it('refuses one character too long', () => {
    expect(isValidSlug('a'.repeat(SLUG_MAX_LENGTH))).toBe(true)
    expect(isValidSlug('a'.repeat(SLUG_MAX_LENGTH + 1))).toBe(false)
  })
})

describe('firstFreeSlug', () => {
  it('keeps a free base', () => {
    expect(firstFreeSlug('night-drive', [])).toBe('night-drive')
    expect(firstFreeSlug('night-drive', ['night-drive-2'])).toBe('night-drive')
  })
  it('numbers from 2 and fills the first gap', () => {
    expect(firstFreeSlug('night-drive', ['night-drive'])).toBe('night-drive-2')
    expect(firstFreeSlug('night-drive', ['night-drive', 'night-drive-2', 'night-drive-4'])).toBe(
      'night-drive-3',
    )
  })
})
