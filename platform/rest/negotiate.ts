import { restErrors } from './errors.ts'

export type Representation = { singular: boolean; stripNulls: boolean; contentType: string }

const ARRAY_TYPES = new Set([
  'application/json',
  'application/vnd.pgrst.array+json',
  'application/*',
  '*/*',
])
const OBJECT_TYPE = 'application/vnd.pgrst.object+json'

/**
 * What the client accepts: a JSON array (the default), or one object
 * (`application/vnd.pgrst.object+json`, which `.single()` sends), either with `nulls=stripped`.
 */
export function negotiate(accept: string | undefined, profile: string | undefined): Representation {
  if (profile !== undefined && profile !== 'public') throw restErrors.invalidSchema(profile)
  const ranges = (accept ?? '*/*').split(',').map((range) => {
    const [type = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase())
    return { type, stripNulls: parameters.includes('nulls=stripped') }
  })
  const object = ranges.find((range) => range.type === OBJECT_TYPE)
  if (object) {
    return {
      singular: true,
      stripNulls: object.stripNulls,
      contentType: `${OBJECT_TYPE}; charset=utf-8`,
    }
  }
  const array = ranges.find((range) => ARRAY_TYPES.has(range.type))
  if (array) {
    return {
      singular: false,
      stripNulls: array.stripNulls,
      contentType: 'application/json; charset=utf-8',
    }
  }
  throw restErrors.notAcceptable(accept ?? '')
}
