import { describe, expect, it } from 'vitest'
import { formatDuration, isoDuration } from './duration'

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [65.7, '1:05'],
    [600, '10:00'],
  ])('%f s is %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text)
  })
})

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
