import { describe, expect, it } from 'vitest'
import { parseTrackFilters, tracksKey } from './get-tracks'

const parse = (query: string) => parseTrackFilters(new URLSearchParams(query))

describe('parseTrackFilters', () => {
  it('reads the filters of a shared link', () => {
    expect(parse('q=%20night%20&genre=Techno&bpm_min=120&bpm_max=130&sort=bpm_desc')).toEqual({
      q: 'night',
      genre: 'Techno',
      bpm_min: 120,
      bpm_max: 130,
      sort: 'bpm_desc',
    })
    expect(parse('')).toEqual({
      q: '',
      genre: '',
      bpm_min: undefined,
      bpm_max: undefined,
      sort: 'newest',
    })
  })

  it.each([
    ['bpm_min=0', { bpm_min: undefined }],
    ['bpm_min=301', { bpm_min: undefined }],
    ['bpm_min=120.5', { bpm_min: undefined }],
    ['bpm_min=abc', { bpm_min: undefined }],
    ['bpm_min=1e400', { bpm_min: undefined }],
    ['bpm_min=%00', { bpm_min: undefined }],
    ['bpm_min=140&bpm_max=120', { bpm_min: 140, bpm_max: undefined }],
    ['sort=DROP%20TABLE', { sort: 'newest' }],
    ['sort=__proto__', { sort: 'newest' }],
    [`q=${'x'.repeat(101)}`, { q: '' }],
    [`genre=${'x'.repeat(61)}`, { genre: '' }],
  ])('drops what the API would refuse: %s', (query, expected) => {
    expect(parse(query)).toMatchObject(expected)
  })

  it('keeps the edges of what the API takes', () => {
    expect(parse(`q=${'x'.repeat(100)}&bpm_min=1&bpm_max=300`)).toMatchObject({
      q: 'x'.repeat(100),
      bpm_min: 1,
      bpm_max: 300,
    })
  })

  it('asks the API only for what was kept', () => {
    expect(tracksKey(parse('bpm_min=abc&genre=House'), 'de', 24)).toBe(
      'tracks?lang=de&genre=House&sort=newest&limit=24&offset=24',
    )
  })
})
