import { type ComponentType, lazy } from 'react'
import { OTHER_PAGES, type PageModule, PUBLIC_ROUTES } from './page-modules'

// The pages as the router renders them: each a lazy component over its module (page-modules.ts).

const page = (load: () => Promise<PageModule>) => lazy<ComponentType>(load)

export const NotFoundPage = page(OTHER_PAGES.notFound)
export const AdminArea = page(OTHER_PAGES.admin)
export const PUBLIC_PAGES = PUBLIC_ROUTES.map(({ pattern, load }) => ({
  pattern,
  page: page(load),
}))
