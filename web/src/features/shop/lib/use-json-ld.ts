import { useEffect } from 'react'

/** Puts a `<script type="application/ld+json">` in the head while the calling page is mounted. */
export function useJsonLd(data: object | null) {
  // Compared as text: a new object with the same content must not replace the script.
  const json = data ? JSON.stringify(data).replace(/</g, '\\u003c') : null
  useEffect(() => {
    if (json === null) return
    const script = document.createElement('script')
    script.type = 'application/ld+json'
    script.textContent = json
    document.head.append(script)
    return () => script.remove()
  }, [json])
}
