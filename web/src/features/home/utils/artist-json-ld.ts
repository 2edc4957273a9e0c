import type { PublicSettings } from '@contract/site/site.ts'

/** schema.org `Person` for the artist the site belongs to, with their profiles elsewhere. */
export function artistJsonLd(settings: PublicSettings, origin: string, description: string) {
  const profiles = settings.social_links.map((link) => link.url).filter(Boolean)
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: settings.brand_name,
    url: `${origin}/`,
    jobTitle: 'DJ & Producer',
    description,
    ...(settings.hero_image_url ? { image: settings.hero_image_url } : {}),
    ...(profiles.length > 0 ? { sameAs: profiles } : {}),
  }
}
