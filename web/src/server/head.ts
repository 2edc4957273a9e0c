import { LANGUAGES, type Language } from '@/lib/i18n'
import { previewImage, responsiveImage } from '@/lib/image'
import { canonicalUrl, languageAlternates, OG_LOCALES } from '@/lib/page-head'
import type { ServerRender } from '@/lib/server-render'
import { SERVER_JSON_LD_ATTRIBUTE } from '@/lib/use-json-ld'

// The served page's head from what it declared while rendering (useDocumentMeta, useJsonLd): the
// same tags the browser keeps up to date afterwards, written into the HTML for crawlers and link
// previews, which run no JavaScript.

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`

const link = (attributes: Record<string, string>) =>
  `<link ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ')}>`

/** The title, description, canonical and alternates, Open Graph, Twitter card and JSON-LD. */
export function headHtml(render: ServerRender, language: Language): string {
  const page = render.meta
  if (!page) return ''
  const {
    title,
    description,
    type = 'website',
    image,
    imageAlt,
    preloadImage,
    siteName,
    noindex = false,
  } = page
  const canonical = canonicalUrl(render.origin, page.path)
  const tags = [`<title>${escapeHtml(title)}</title>`, meta('name', 'description', description)]
  if (noindex) tags.push(meta('name', 'robots', 'noindex'))
  else {
    tags.push(link({ rel: 'canonical', href: canonical }))
    for (const { hreflang, href } of languageAlternates(canonical)) {
      tags.push(link({ rel: 'alternate', hreflang, href }))
    }
  }
  tags.push(
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:type', type),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', OG_LOCALES[language]),
    ...LANGUAGES.filter((other) => other !== language).map((other) =>
      meta('property', 'og:locale:alternate', OG_LOCALES[other]),
    ),
  )
  const preview = image ? previewImage(image) : null
  if (preview) tags.push(meta('property', 'og:image', preview.url))
  if (preview?.width && preview.height) {
    tags.push(
      meta('property', 'og:image:width', String(preview.width)),
      meta('property', 'og:image:height', String(preview.height)),
    )
  }
  if (image && imageAlt) tags.push(meta('property', 'og:image:alt', imageAlt))
  if (siteName) tags.push(meta('property', 'og:site_name', siteName))
  tags.push(
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
  )
  if (preview) tags.push(meta('name', 'twitter:image', preview.url))
  if (image && imageAlt) tags.push(meta('name', 'twitter:image:alt', imageAlt))
  if (image && preloadImage) {
    // The page's largest picture, in the width the `<img>` will choose: asked for with the HTML
    // rather than once the CSS has arrived.
    const { src, srcSet, sizes } = responsiveImage(image, preloadImage)
    tags.push(
      link({
        rel: 'preload',
        as: 'image',
        href: src,
        ...(srcSet && sizes ? { imagesrcset: srcSet, imagesizes: sizes } : {}),
        fetchpriority: 'high',
      }),
    )
  }
  for (const json of render.jsonLd.keys()) {
    tags.push(`<script type="application/ld+json" ${SERVER_JSON_LD_ATTRIBUTE}>${json}</script>`)
  }
  return tags.join('\n    ')
}
