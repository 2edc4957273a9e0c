// The players a mix can be embedded with, by where it is hosted. Only these hosts may be framed
// (web/build/security-headers.ts); nothing is requested from them before the visitor asks.

/** The hosts of the embeddable players, for the content security policy's `frame-src`. */
export const EMBED_ORIGINS = [
  'https://w.soundcloud.com',
  'https://www.youtube-nocookie.com',
  'https://player-widget.mixcloud.com',
] as const

/** The player's address for a mix's page, or null when its host has no player we embed. */
export function embedUrl(pageUrl: string): string | null {
  let url: URL
  try {
    url = new URL(pageUrl)
  } catch {
    return null
  }
  const host = url.hostname.replace(/^(www|m)\./, '')
  if (host === 'soundcloud.com' && url.pathname.length > 1) {
    return `https://w.soundcloud.com/player/?${new URLSearchParams({
      url: `https://soundcloud.com${url.pathname}`,
      auto_play: 'true',
      color: '#d4ff3a',
      visual: 'false',
    })}`
  }
  if (host === 'youtube.com' || host === 'youtu.be') {
    const id = host === 'youtu.be' ? url.pathname.slice(1) : url.searchParams.get('v')
    if (!id || !/^[\w-]{6,20}$/.test(id)) return null
    return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`
  }
  if (host === 'mixcloud.com' && url.pathname.length > 1) {
    return `https://player-widget.mixcloud.com/widget/iframe/?${new URLSearchParams({
      feed: url.pathname,
      autoplay: '1',
      hide_cover: '1',
    })}`
  }
  return null
}
