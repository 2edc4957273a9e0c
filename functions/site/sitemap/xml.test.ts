import { describe, expect, it } from 'vitest'
import { PUBLIC_PAGES } from './pages.ts'
import { escapeXml, renderSitemapXml, sitemapUrls } from './xml.ts'

const entries = {
  tracks: [
    { slug: 'aurora-run', title: 'Aurora Run', lastModified: new Date('2026-05-01T10:00:00.250Z') },
    { slug: 'velvet-hours', title: 'Velvet Hours', lastModified: new Date('2026-01-01T10:00:00Z') },
    { slug: 'undated', title: 'Undated', lastModified: null },
  ],
  products: [{ slug: 'kv1-headphones', name: 'KV-1' }],
}

describe('sitemapUrls', () => {
  it('lists the fixed pages, then every track, then every product', () => {
    expect(sitemapUrls(entries).map((url) => url.path)).toEqual([
      ...PUBLIC_PAGES,
      '/track/aurora-run',
      '/track/velvet-hours',
      '/track/undated',
      '/product/kv1-headphones',
    ])
  })

  it('dates tracks by publication and the track list by its newest track', () => {
    const urls = new Map(sitemapUrls(entries).map((url) => [url.path, url.lastModified]))
    expect(urls.get('/tracks')).toEqual(new Date('2026-05-01T10:00:00.250Z'))
    expect(urls.get('/track/velvet-hours')).toEqual(new Date('2026-01-01T10:00:00Z'))
    expect(urls.get('/track/undated')).toBeNull()
    expect(urls.get('/shop')).toBeNull()
  })

  it('leaves the track list undated when no track has a date', () => {
    const urls = sitemapUrls({ tracks: [], products: [] })
    expect(urls.find((url) => url.path === '/tracks')?.lastModified).toBeNull()
  })
})

describe('renderSitemapXml', () => {
  const xml = renderSitemapXml('https://kaelvoss.example/', [
    { path: '/', lastModified: null },
    { path: '/track/aurora-run', lastModified: new Date('2026-05-01T10:00:00.250Z') },
  ])

  it('is a sitemap urlset with the xhtml namespace', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true)
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true)
  })

  it('gives every page its five languages and an x-default', () => {
    const track = xml.slice(xml.indexOf('<loc>https://kaelvoss.example/track/aurora-run</loc>'))
    for (const lang of ['es', 'en', 'fr', 'de', 'pt']) {
      expect(track).toContain(
        `<xhtml:link rel="alternate" hreflang="${lang}" href="https://kaelvoss.example/track/aurora-run?lng=${lang}"/>`,
      )
    }
    expect(track).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://kaelvoss.example/track/aurora-run"/>',
    )
    expect(xml.match(/hreflang=/g)).toHaveLength(12)
  })

  it('writes lastmod only where it is known', () => {
    expect(xml.match(/<lastmod>/g)).toHaveLength(1)
    expect(xml).toContain('<lastmod>2026-05-01T10:00:00Z</lastmod>')
  })

  it('keeps the home page address with its slash', () => {
    expect(xml).toContain('<loc>https://kaelvoss.example/</loc>')
    expect(xml).toContain('href="https://kaelvoss.example/?lng=en"')
  })

  it('escapes what XML reserves', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;')
    const odd = renderSitemapXml('https://x.example', [{ path: '/a&b', lastModified: null }])
    expect(odd).toContain('<loc>https://x.example/a&amp;b</loc>')
    expect(odd).not.toContain('/a&b')
  })
})
