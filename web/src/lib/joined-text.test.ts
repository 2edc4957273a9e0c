import { describe, expect, it } from 'vitest'
import { joinedTextChildren } from './joined-text'

describe('joinedTextChildren', () => {
  it('joins adjacent texts into the first place and keeps every other index', () => {
    const link = { type: 'a' }
    expect(joinedTextChildren(['House', ' · ', 122, ' BPM'])).toEqual([
      'House · 122 BPM',
      null,
      null,
      null,
    ])
    expect(joinedTextChildren(['← ', 'Back', link, ' (', 3, ')'])).toEqual([
      '← Back',
      null,
      link,
      ' (3)',
      null,
      null,
    ])
  })

  it('joins across what renders nothing, which leaves the texts adjacent', () => {
    expect(joinedTextChildren(['a', false, null, undefined, 'c'])).toEqual([
      'ac',
      false,
      null,
      undefined,
      null,
    ])
  })

  it('turns a lone empty text, which the served HTML has no node for, into nothing', () => {
    const link = { type: 'a' }
    expect(joinedTextChildren(['', link])).toEqual([null, link])
    expect(joinedTextChildren(['', '', link, 'x'])).toEqual([null, null, link, 'x'])
  })

  it('returns the same array when there is nothing to join', () => {
    const children = ['a', { type: 'b' }, 'c', [{ type: 'i' }]]
    expect(joinedTextChildren(children)).toBe(children)
  })
})
