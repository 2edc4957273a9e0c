import type { ReactNode } from 'react'
import { Link, useLocation } from 'wouter'

type Props = {
  href: string
  className?: string
  /** Addresses below this one that belong to it, e.g. `/track/` for the tracks page. */
  section?: string
  onClick?: () => void
  children: ReactNode
}

/** A navigation link that says whether it is the current page, or the section of it. */
export function NavLink({ href, className = 'nav-link', section, onClick, children }: Props) {
  const [location] = useLocation()
  const current =
    location === href ? 'page' : section && location.startsWith(section) ? 'true' : undefined
  return (
    <Link className={className} href={href} aria-current={current} onClick={onClick}>
      {children}
    </Link>
  )
}
