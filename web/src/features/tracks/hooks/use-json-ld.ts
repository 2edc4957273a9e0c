import { useEffect } from 'react'

/** Puts a `<script type="application/ld+json">` with `data` in the head while mounted. */
export function useJsonLd(data: object | null) {
  const json = data ? JSON.stringify(data) : null
  useEffect(() => {
    if (!json) return
    const script = document.createElement('script')
    script.type = 'application/ld+json'
    script.textContent = json
    document.head.append(script)
    return () => script.remove()
  }, [json])
}
