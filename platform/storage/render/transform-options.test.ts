import { describe, expect, it } from 'vitest'
import { StorageApiError } from '../errors.ts'
import {
  fromTransformationsClaim,
  parseTransformOptions,
  toTransformationsClaim,
  transformQuery,
} from './transform-options.ts'

const query = (search: string) =>
  parseTransformOptions(transformQuery(`http://x/render?${search}`), 'querystring')

function refusal(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    if (error instanceof StorageApiError) return `${error.code}: ${error.message}`
    throw error
  }
  throw new Error('not refused')
}

describe('transformations as Storage’s schema reads them', () => {
  it('reads numbers as Fastify coerces them, with 0 meaning not given', () => {
    expect(query('width=300&height=3e2&quality=75')).toEqual({
      width: 300,
      height: 300,
      quality: 75,
    })
    expect(query('width=0&resize=contain&format=origin')).toEqual({
      resize: 'contain',
      format: 'origin',
    })
  })

  it('clamps sizes to 1-2500 rather than refusing them', () => {
    expect(query('width=99999999999&height=3000')).toEqual({ width: 2500, height: 2500 })
  })

  it('refuses what the schema refuses, in its words', () => {
    expect(refusal(() => query('width='))).toBe('InvalidRequest: querystring/width must be integer')
    expect(refusal(() => query('quality=19'))).toBe(
      'InvalidRequest: querystring/quality must be >= 20',
    )
    expect(refusal(() => query('width=Infinity'))).toBe(
      'InvalidRequest: querystring/width must pass "finite" keyword validation',
    )
    expect(refusal(() => query('format=jpeg'))).toBe(
      'InvalidRequest: querystring/format must be equal to one of the allowed values',
    )
    expect(refusal(() => parseTransformOptions({ width: '-1' }, 'body/transform'))).toBe(
      'InvalidRequest: body/transform/width must be >= 0',
    )
  })

  it('carries a signed URL’s transformations in Storage’s claim form and back', () => {
    const options = { width: 300, height: 200, resize: 'contain', quality: 60 } as const
    const claim = toTransformationsClaim(options)
    expect(claim).toBe('height:200,width:300,resize:contain,quality:60')
    expect(fromTransformationsClaim(claim)).toEqual(options)
    expect(toTransformationsClaim({ format: 'origin' })).toBe('')
    expect(fromTransformationsClaim('width:300,format:avif')).toEqual({
      width: 300,
      format: 'avif',
    })
    expect(fromTransformationsClaim('width:300', 'origin')).toEqual({
      width: 300,
      format: 'origin',
    })
  })
})
