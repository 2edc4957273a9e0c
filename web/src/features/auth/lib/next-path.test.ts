import { describe, expect, it } from 'vitest'
import { nextPath } from './next-path'

describe('nextPath', () => {
  it('returns to the admin page the visitor came from', () => {
    expect(nextPath('/admin/sales')).toBe('/admin/sales')
    expect(nextPath('/admin/messages?status=unread')).toBe('/admin/messages?status=unread')
    expect(nextPath('/admin')).toBe('/admin')
  })

  it('goes to the dashboard for anything else', () => {
    for (const raw of [null, '', '/', '/tracks', '/administrator', '//evil.example/admin']) {
      expect(nextPath(raw)).toBe('/admin')
    }
    expect(nextPath('/admin//evil.example')).toBe('/admin')
    expect(nextPath('/admin/\\evil.example')).toBe('/admin')
  })
})
