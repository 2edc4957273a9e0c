import type { ReactNode } from 'react'
import { Link } from 'wouter'

export type SitemapLink = { href: string; label: string }

/** One titled group of links; `empty` replaces the list when there is nothing to link. */
export function SitemapSection({
  id,
  heading,
  links,
  empty,
}: {
  id: string
  heading: string
  links: SitemapLink[]
  empty?: ReactNode
}) {
  const headingId = `sitemap-${id}`
  return (
    <section className="sitemap__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="sitemap__heading">
        {heading}
        {links.length > 0 ? <span className="sitemap__count"> ({links.length})</span> : null}
      </h2>
      {links.length === 0 && empty ? (
        empty
      ) : (
        <ul className="sitemap__list">
          {links.map((link) => (
            <li key={link.href}>
              <Link className="sitemap__link" href={link.href}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
