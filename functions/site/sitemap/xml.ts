import { LOCALES } from '../../_shared/contract/forms.ts'
import type { SitemapEntries } from './entries.ts'
import { PUBLIC_PAGES, productPage, trackPage } from './pages.ts'

export type SitemapUrl = { path: string; lastModified: Date | null }

/** The site's pages in sitemap order: fixed pages, then tracks, then products. */
export function sitemapUrls(entries: SitemapEntries): SitemapUrl[] {
  const trackDates = entries.tracks.flatMap((track) => track.lastModified ?? [])
  const newestTrack = trackDates.length
    ? new Date(Math.max(...trackDates.map((date) => date.getTime())))
    : null
  return [
    ...PUBLIC_PAGES.map((path) => ({
      path,
      // The track list changes when a track is published; other pages' dates are unknown.
      lastModified: path === '/tracks' ? newestTrack : null,
    })),
    ...entries.tracks.map((track) => ({
      path: trackPage(track.slug),
      lastModified: track.lastModified,
    })),
    ...entries.products.map((product) => ({ path: productPage(product.slug), lastModified: null })),
  ]
}

/**
 * An XML sitemap with every language of every page. `<loc>` is the page without `?lng`, where the
 * client detects the language (Spanish when nothing else decides): that is also the x-default;
 * `?lng=<code>` pins each language.
 */
export function renderSitemapXml(siteUrl: string, urls: SitemapUrl[]): string {
  const origin = siteUrl.replace(/\/+$/, '')
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ]
  for (const url of urls) {
    const page = `${origin}${url.path}`
    lines.push('  <url>', `    <loc>${escapeXml(page)}</loc>`)
    if (url.lastModified) lines.push(`    <lastmod>${w3cDateTime(url.lastModified)}</lastmod>`)
    for (const lang of LOCALES) lines.push(alternate(lang, `${page}?lng=${lang}`))
    lines.push(alternate('x-default', page), '  </url>')
  }
  lines.push('</urlset>', '')
  return lines.join('\n')
}

function alternate(hreflang: string, href: string) {
  return `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`
}

/** `2026-02-01T10:00:00Z`: seconds are precise enough, and every sitemap reader takes it. */
function w3cDateTime(date: Date) {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character)
}
