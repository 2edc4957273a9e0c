import { afterEach, describe, expect, it, vi } from 'vitest'
import { AdminArea, NotFoundPage, namespacesOf, PUBLIC_PAGES, preloadPageOf } from './pages'

const pageAt = (pattern: string) => PUBLIC_PAGES.find((route) => route.pattern === pattern)!.page

afterEach(() => vi.restoreAllMocks())

describe('preloadPageOf', () => {
  const spies = () =>
    [...PUBLIC_PAGES.map(({ page }) => page), AdminArea, NotFoundPage].map((page) =>
      vi.spyOn(page, 'preload').mockResolvedValue({}),
    )

  it("fetches the current route's page and nothing else", () => {
    const all = spies()
    preloadPageOf('/track/midnight-circuit')
    expect(pageAt('/track/:slug').preload).toHaveBeenCalledOnce()
    expect(all.filter((spy) => spy.mock.calls.length > 0)).toHaveLength(1)
  })

  it('fetches the admin panel for any /admin address, and the not-found page for unknown ones', () => {
    spies()
    preloadPageOf('/admin/sales')
    expect(AdminArea.preload).toHaveBeenCalledOnce()
    preloadPageOf('/no-such-page')
    expect(NotFoundPage.preload).toHaveBeenCalledOnce()
    expect(pageAt('/').preload).not.toHaveBeenCalled()
  })
})

describe('namespacesOf', () => {
  it("names the first page's translations: the route's own, the admin panel's, none for others", () => {
    expect(namespacesOf('/book-session')).toEqual(['booking', 'forms'])
    expect(namespacesOf('/track/midnight-circuit')).toEqual(['tracks'])
    expect(namespacesOf('/admin/settings')).toEqual(['admin'])
    expect(namespacesOf('/no-such-page')).toEqual([])
  })
})
