import { describe, expect, it } from 'vitest'
import { retryingSlugRace } from './slug-race.ts'

const clash = Object.assign(new Error('duplicate key'), {
  code: '23505',
  constraint_name: 'tracks_slug_key',
})

describe('retryingSlugRace', () => {
  it('tries a generated slug again when another request took it', async () => {
    let calls = 0
    const id = await retryingSlugRace(true, async () => {
      calls++
      if (calls < 3) throw clash
      return 'id'
    })
    expect([id, calls]).toEqual(['id', 3])
  })

  it('answers 409 slug_taken for a given slug, or after the last attempt', async () => {
    await expect(retryingSlugRace(false, () => Promise.reject(clash))).rejects.toMatchObject({
      status: 409,
      code: 'slug_taken',
    })
    await expect(retryingSlugRace(true, () => Promise.reject(clash))).rejects.toMatchObject({
      code: 'slug_taken',
    })
  })

  it('passes other failures through', async () => {
    const other = Object.assign(new Error('check'), { code: '23514' })
    await expect(retryingSlugRace(true, () => Promise.reject(other))).rejects.toBe(other)
  })
})
