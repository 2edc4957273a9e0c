import { describe, expect, it } from 'vitest'
import { AppError } from '../../_shared/http/errors.ts'
import { LangQuery, parseQuery, TrackListQuery } from './query.ts'

describe('TrackListQuery', () => {
  it('defaults to the newest 50 tracks in Spanish', () => {
    expect(parseQuery(TrackListQuery, {})).toEqual({
      sort: 'newest',
      lang: 'es',
      limit: 50,
      offset: 0,
    })
  })

  it('treats blank parameters as absent (a cleared filter)', () => {
    const query = parseQuery(TrackListQuery, { q: ' ', genre: '', bpm_min: '', limit: '' })
    expect(query).toEqual({ sort: 'newest', lang: 'es', limit: 50, offset: 0 })
  })

  it('reads numbers and trims text', () => {
    const query = parseQuery(TrackListQuery, { q: ' Réveil ', bpm_min: '120', bpm_max: '128' })
    expect(query).toMatchObject({ q: 'Réveil', bpm_min: 120, bpm_max: 128 })
  })

  it('accepts an equal BPM bound and refuses an inverted range', () => {
    expect(parseQuery(TrackListQuery, { bpm_min: '124', bpm_max: '124' }).bpm_max).toBe(124)
    expect(() => parseQuery(TrackListQuery, { bpm_min: '125', bpm_max: '124' })).toThrow(AppError)
  })

  it('throws 400 invalid_query with a code per field', () => {
    try {
      parseQuery(TrackListQuery, { bpm_max: '12.5', q: 'x'.repeat(101) })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(AppError)
      expect(error).toMatchObject({
        status: 400,
        code: 'invalid_query',
        fields: { bpm_max: 'bpm_invalid', q: 'text_too_long' },
      })
    }
  })
})

describe('LangQuery', () => {
  it.each([
    ['en', 'en'],
    ['EN', 'en'],
    ['pt-BR', 'pt'],
    ['', 'es'],
  ])('reads %j as %s', (lang, expected) => {
    expect(parseQuery(LangQuery, { lang }).lang).toBe(expected)
  })

  it('refuses a language the site does not have', () => {
    expect(() => parseQuery(LangQuery, { lang: 'it' })).toThrow(AppError)
  })
})
