import { describe, expect, it } from 'vitest'
import { isoDuration } from './duration'

describe('isoDuration', () => {
  it.each([
    [0, 'PT0S'],
    [185, 'PT3M5S'],
    [240, 'PT4M'],
    [3725, 'PT1H2M5S'],
  ])('%i s is %s', (seconds, iso) => {
    expect(isoDuration(seconds)).toBe(iso)
  })
})
