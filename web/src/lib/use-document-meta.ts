import { useEffect } from 'react'

/** Sets the page's `<title>` and meta description while the page is shown. */
export function useDocumentMeta({ title, description }: { title: string; description: string }) {
  useEffect(() => {
    document.title = title
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.append(meta)
    }
    meta.content = description
  }, [title, description])
}

/** "Tracks · Brand", or just the page title while the brand is loading. */
export const pageTitle = (title: string, brand: string | undefined) =>
  brand ? `${title} · ${brand}` : title
