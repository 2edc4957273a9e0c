import { useEffect } from 'react'
import { useServerRender } from './server-render'

/** Server-rendered JSON-LD carries this attribute; the browser's own copies replace it. */
export const SERVER_JSON_LD_ATTRIBUTE = 'data-ssr'

/** `data` as JSON-LD text, safe inside a `<script>` element. */
export const jsonLdText = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c')

/**
 * Puts a `<script type="application/ld+json">` with `data` in the head while the calling page is
 * mounted; on the server, into the served HTML's head.
 */
export function useJsonLd(data: object | null) {
  const server = useServerRender()
  // Compared as text: a new object with the same content must not replace the script.
  const json = data ? jsonLdText(data) : null
  if (server && data && json) server.jsonLd.set(json, data)
  useEffect(() => {
    if (json === null) return
    for (const served of document.head.querySelectorAll(
      `script[type="application/ld+json"][${SERVER_JSON_LD_ATTRIBUTE}]`,
    )) {
      served.remove()
    }
    const script = document.createElement('script')
    script.type = 'application/ld+json'
    script.textContent = json
    document.head.append(script)
    return () => script.remove()
  }, [json])
}
