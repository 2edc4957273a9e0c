import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import { paths, SERVICE_KEYS } from '@/config/paths'
import { useDismiss } from '@/hooks/use-dismiss'

/** A disclosure: the button says whether the list is open; Escape closes it and returns focus. */
export function ServicesMenu() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const listId = useId()
  const containerRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [location] = useLocation()
  const inSection = SERVICE_KEYS.some((service) => paths[service].build() === location)

  useDismiss(open, containerRef, (reason) => {
    setOpen(false)
    if (reason === 'escape') buttonRef.current?.focus()
  })

  return (
    <div className="menu" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="nav-link menu__button"
        aria-expanded={open}
        aria-controls={listId}
        data-current={inSection || undefined}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {t('nav.services')}
        <span className="menu__chevron" aria-hidden="true" />
      </button>
      <ul id={listId} className="menu__list" hidden={!open}>
        {SERVICE_KEYS.map((service) => (
          <li key={service}>
            <Link
              className="menu__link"
              href={paths[service].build()}
              aria-current={paths[service].build() === location ? 'page' : undefined}
              onClick={() => setOpen(false)}
            >
              {t(`services.${service}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
