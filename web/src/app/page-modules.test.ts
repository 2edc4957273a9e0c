import { afterEach, describe, expect, it, vi } from 'vitest'
import { namespacesOf, OTHER_PAGES, PUBLIC_ROUTES, preloadPageOf } from './page-modules'

const routeAt = (pattern: string) => PUBLIC_ROUTES.find((route) => route.pattern === pattern)!

afterEach(() => vi.restoreAllMocks())

describe('preloadPageOf', () => {
  const spyOnEveryPage = () => [
    ...PUBLIC_ROUTES.map((route) =>
      vi.spyOn(route, 'load').mockResolvedValue({ default: () => null }),
    ),
    vi.spyOn(OTHER_PAGES, 'admin').mockResolvedValue({ default: () => null }),
    vi.spyOn(OTHER_PAGES, 'notFound').mockResolvedValue({ default: () => null }),
  ]

  it("fetches the current route's page and nothing else", () => {
    const all = spyOnEveryPage()
    preloadPageOf('/track/midnight-circuit')
    expect(routeAt('/track/:slug').load).toHaveBeenCalledOnce()
    expect(all.filter((spy) => spy.mock.calls.length > 0)).toHaveLength(1)
  })

  it('fetches the admin panel for any /admin address, and the not-found page for unknown ones', () => {
    spyOnEveryPage()
    preloadPageOf('/admin/sales')
    expect(OTHER_PAGES.admin).toHaveBeenCalledOnce()
    preloadPageOf('/no-such-page')
    expect(OTHER_PAGES.notFound).toHaveBeenCalledOnce()
    expect(routeAt('/').load).not.toHaveBeenCalled()
  })
})

describe('namespacesOf', () => {
  it("names the first page's translations: the route's own, the admin panel's, the not-found page's", () => {
    expect(namespacesOf('/book-session')).toEqual(['booking', 'forms'])
    expect(namespacesOf('/track/midnight-circuit')).toEqual(['tracks'])
    expect(namespacesOf('/admin/settings')).toEqual(['admin'])
    expect(namespacesOf('/no-such-page')).toEqual(['not-found'])
  })
})
