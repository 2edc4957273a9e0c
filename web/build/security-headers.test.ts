import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, headersFile } from './security-headers.ts'

describe('the static site headers', () => {
  it('allow scripts from the site only and data from the Supabase project only', () => {
    const policy = contentSecurityPolicy('https://abc.supabase.co/')
    const directives = Object.fromEntries(
      policy.split('; ').map((directive) => {
        const [name, ...values] = directive.split(' ')
        return [name, values]
      }),
    )
    expect(directives['script-src']).toEqual(["'self'"])
    expect(directives['connect-src']).toEqual([
      "'self'",
      'https://abc.supabase.co',
      'wss://abc.supabase.co',
    ])
    expect(directives['media-src']).toContain('https://abc.supabase.co')
    expect(directives['img-src']).toContain('https://abc.supabase.co')
    expect(directives['frame-ancestors']).toEqual(["'none'"])
    expect(directives['object-src']).toEqual(["'none'"])
    // Frames: only the mixes' players (SoundCloud, YouTube without cookies, Mixcloud).
    expect(directives['frame-src']).toEqual([
      'https://w.soundcloud.com',
      'https://www.youtube-nocookie.com',
      'https://player-widget.mixcloud.com',
    ])
    expect(policy).not.toMatch(/\*/)
  })

  it('writes a _headers file: security headers for every path, a year of cache for assets', () => {
    const file = headersFile('http://localhost:54321')
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self'; /)
    expect(file).toContain('  Strict-Transport-Security: max-age=63072000; includeSubDomains')
    expect(file).toContain('  X-Content-Type-Options: nosniff')
    expect(file).toContain('  Referrer-Policy: strict-origin-when-cross-origin')
    expect(file).toContain('\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n')
  })
})
