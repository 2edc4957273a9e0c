import { describe, expect, it } from 'vitest'
import { headersFile } from '../web/build/security-headers.ts'
import { headersFor, parseHeadersFile } from './static-headers.ts'

describe('the _headers file', () => {
  const rules = parseHeadersFile(headersFile('http://localhost:54321'))

  it('gives every page the security headers, and hashed assets a year of cache too', () => {
    const page = Object.fromEntries(headersFor(rules, '/track/midnight-circuit'))
    expect(page['Content-Security-Policy']).toContain("connect-src 'self' http://localhost:54321")
    expect(page['X-Content-Type-Options']).toBe('nosniff')
    expect(page['Cache-Control']).toBeUndefined()
    const asset = Object.fromEntries(headersFor(rules, '/assets/index-abc.js'))
    expect(asset['Cache-Control']).toBe('public, max-age=31536000, immutable')
    expect(asset['Content-Security-Policy']).toBeDefined()
  })

  it('reads comments and blank lines, and refuses a header outside a rule', () => {
    const parsed = parseHeadersFile('# site\n\n/a/*\n  X-One: 1\n/b\n  X-Two: two: 2\n')
    expect(headersFor(parsed, '/a/b/c')).toEqual([['X-One', '1']])
    expect(headersFor(parsed, '/b')).toEqual([['X-Two', 'two: 2']])
    expect(headersFor(parsed, '/c')).toEqual([])
    expect(() => parseHeadersFile('  X-Orphan: 1\n')).toThrow(/line 1/)
  })
})
