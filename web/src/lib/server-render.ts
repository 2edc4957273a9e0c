import { createContext, useContext } from 'react'
import type { DocumentMeta } from './use-document-meta'

// What a page tells the server while it renders (entry-server.tsx): the head it wants, its
// structured data and its status. In the browser there is no such context and the hooks below
// fall back to the page's own address.

export type ServerRender = {
  /** The site's public origin (`https://example.com`): canonical and structured-data URLs. */
  origin: string
  /** The path and query being rendered. */
  url: string
  meta: (DocumentMeta & { path: string }) | null
  /** Each JSON-LD document once, in the order the page declared them. */
  jsonLd: Map<string, object>
  status: number
}

export const ServerRenderContext = createContext<ServerRender | null>(null)

/** The server's render state while rendering there; `null` in the browser. */
export const useServerRender = () => useContext(ServerRenderContext)

/** The site's origin: the server's public address when rendering there, else the address bar's. */
export function useSiteOrigin(): string {
  const server = useServerRender()
  return server ? server.origin : window.location.origin
}

/** The page is the not-found page: the server answers 404 with it. */
export function useNotFoundStatus() {
  const server = useServerRender()
  if (server) server.status = 404
}
