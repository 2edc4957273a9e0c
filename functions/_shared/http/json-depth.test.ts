import { describe, expect, it } from 'vitest'
import { nestsDeeperThan } from './json-depth.ts'

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestsDeeperThan('[[[1]]]', 3)).toBe(false)
    expect(nestsDeeperThan('[[[[1]]]]', 3)).toBe(true)
    expect(nestsDeeperThan('{"a":{"b":[1]}}', 3)).toBe(false)
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[[[{{{{' }), 3)).toBe(false)
    expect(nestsDeeperThan(JSON.stringify({ text: 'a "quoted" \\ [[[[' }), 1)).toBe(false)
  })

  it('catches a body nested thousands of levels deep', () => {
    expect(nestsDeeperThan(`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`)).toBe(true)
    expect(nestsDeeperThan(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)).toBe(true)
  })

  it('passes every body the site takes', () => {
    const checkout = {
      items: [{ kind: 'track', slug: 'midnight-circuit', licence: 'private' }],
      email: 'a@b.co',
      name: 'Ana',
      locale: 'en',
    }
    expect(nestsDeeperThan(JSON.stringify(checkout))).toBe(false)
  })
})
