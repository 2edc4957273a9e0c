import { type ReactNode, useId } from 'react'

/** A titled panel of an admin screen, announced as a region by its title. */
export function AdminSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId()
  return (
    <section className="admin-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  )
}
