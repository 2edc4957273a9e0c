import { describe, expect, it } from 'vitest'
import { EMBED_ORIGINS, embedUrl } from './mix-embed'

describe('embedUrl', () => {
  it('gives each known host its player, on an origin the CSP allows', () => {
    const cases = [
      'https://soundcloud.com/kaelvoss/open-air-lisbon',
      'https://www.youtube.com/watch?v=kaelvoss07',
      'https://youtu.be/kaelvoss07',
      'https://www.mixcloud.com/kaelvoss/warehouse-07/',
    ]
    for (const page of cases) {
      const player = embedUrl(page)
      expect(player, page).not.toBeNull()
      expect(EMBED_ORIGINS).toContain(new URL(player!).origin)
    }
    expect(embedUrl(cases[0]!)).toContain(encodeURIComponent('/kaelvoss/open-air-lisbon'))
    expect(embedUrl(cases[1]!)).toBe('https://www.youtube-nocookie.com/embed/kaelvoss07?autoplay=1')
  })

  it('embeds nothing for other hosts or malformed addresses', () => {
    expect(embedUrl('https://open.spotify.com/artist/kaelvoss')).toBeNull()
    expect(embedUrl('https://www.youtube.com/watch?v=<script>')).toBeNull()
    expect(embedUrl('not a url')).toBeNull()
    expect(embedUrl('https://soundcloud.com/')).toBeNull()
  })
})
