import { type ComponentType, createElement } from 'react'
import { OTHER_PAGES, type PageModule, PUBLIC_ROUTES, pageKeyOf } from './page-modules'

// The pages as the router renders them: each a component over its module (page-modules.ts),
// fetched on its first render, or before it with `loadPageOf`.

/** A page whose module is fetched on demand; `load()` settles once it can render at once. */
export type LazyPage = ComponentType & { load: () => Promise<void> }

/**
 * `lazy()`, plus a way to load the module before the first render, after which the page renders
 * without suspending. A served page should: React, hydrating a page that suspends, leaves the server's
 * markup in place until the module arrives and only then hydrates it, so the page would stay
 * inert for that long; loaded first, the whole page hydrates in one pass.
 */
export function lazyPage(loadModule: () => Promise<PageModule>): LazyPage {
  let Page: ComponentType | undefined
  let failure: { error: unknown } | undefined
  let loading: Promise<void> | undefined
  const load = () => {
    loading ??= loadModule().then(
      (module) => {
        Page = module.default
      },
      (error: unknown) => {
        failure = { error }
      },
    )
    return loading
  }
  function LazyPage(props: object) {
    if (failure) throw failure.error
    // Suspense shows its fallback until the module is in, as with `lazy()`.
    if (!Page) throw load()
    return createElement(Page, props)
  }
  return Object.assign(LazyPage, { load })
}

export const NotFoundPage = lazyPage(OTHER_PAGES.notFound)
export const AdminArea = lazyPage(OTHER_PAGES.admin)
export const PUBLIC_PAGES = PUBLIC_ROUTES.map(({ pattern, load }) => ({
  pattern,
  page: lazyPage(load),
}))

const PAGES_BY_KEY = new Map<string, LazyPage>([
  ['notFound', NotFoundPage],
  ['admin', AdminArea],
  ...PUBLIC_PAGES.map(({ pattern, page }) => [pattern, page] as const),
])

/**
 * Loads the page that renders `pathname`, so that it renders without suspending: before the server
 * renders it and before the browser hydrates it. A module that fails to load is the router's to
 * report, when it renders the page.
 */
export function loadPageOf(pathname: string): Promise<void> {
  return PAGES_BY_KEY.get(pageKeyOf(pathname))?.load() ?? Promise.resolve()
}
