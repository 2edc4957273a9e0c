import { LANGUAGES, type Language } from '@/lib/i18n'
import { previewImage } from '@/lib/image'
import { languageAlternates, OG_LOCALES } from './page-head'

// What useDocumentMeta writes into the head besides the title, once a page has rendered in the
// browser: description, robots, canonical and language alternates, Open Graph and Twitter card.

export type Head = {
  title: string
  description: string
  type: string
  image: string | null
  imageAlt: string | null
  siteName: string | undefined
  noindex: boolean
  language: Language
}

/** The page's head for `canonical`, replacing what the previous page wrote. */
export function writeHead(head: Head, canonical: string) {
  const { title, description, type, image, imageAlt, siteName, noindex, language } = head
  setMeta('name', 'description', description)
  setMeta('name', 'robots', noindex ? 'noindex' : null)
  setCanonical(noindex ? null : canonical)
  setAlternates(noindex ? [] : languageAlternates(canonical))

  setMeta('property', 'og:title', title)
  setMeta('property', 'og:description', description)
  setMeta('property', 'og:type', type)
  setMeta('property', 'og:url', canonical)
  const preview = image ? previewImage(image) : null
  setMeta('property', 'og:image', preview?.url ?? null)
  setMeta('property', 'og:image:width', preview?.width ? String(preview.width) : null)
  setMeta('property', 'og:image:height', preview?.height ? String(preview.height) : null)
  setMeta('property', 'og:image:alt', imageAlt)
  setMeta('property', 'og:site_name', siteName || null)
  setMeta('property', 'og:locale', OG_LOCALES[language])
  setOgLocaleAlternates(LANGUAGES.filter((other) => other !== language))

  setMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary')
  setMeta('name', 'twitter:title', title)
  setMeta('name', 'twitter:description', description)
  setMeta('name', 'twitter:image', preview?.url ?? null)
  setMeta('name', 'twitter:image:alt', imageAlt)
}

/** Sets `<meta {attribute}="{key}" content>`, or removes it when `content` is null. */
function setMeta(attribute: 'name' | 'property', key: string, content: string | null) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
  if (content === null) {
    element?.remove()
    return
  }
  if (!element) {
    element = document.createElement('meta')
    element.setAttribute(attribute, key)
    document.head.append(element)
  }
  element.content = content
}

function setCanonical(href: string | null) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (href === null) {
    link?.remove()
    return
  }
  if (!link) {
    link = document.createElement('link')
    link.rel = 'canonical'
    document.head.append(link)
  }
  link.href = href
}

function setAlternates(alternates: { hreflang: string; href: string }[]) {
  for (const old of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) old.remove()
  for (const { hreflang, href } of alternates) {
    const link = document.createElement('link')
    link.rel = 'alternate'
    link.hreflang = hreflang
    link.href = href
    document.head.append(link)
  }
}

function setOgLocaleAlternates(languages: Language[]) {
  for (const old of document.head.querySelectorAll('meta[property="og:locale:alternate"]')) {
    old.remove()
  }
  for (const language of languages) {
    const element = document.createElement('meta')
    element.setAttribute('property', 'og:locale:alternate')
    element.content = OG_LOCALES[language]
    document.head.append(element)
  }
}
