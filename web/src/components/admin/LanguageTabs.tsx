import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'
import { LANGUAGES, type Language } from '@/lib/i18n'

type Props = {
  /** The tab list's accessible name. */
  label: string
  active: Language
  onSelect: (language: Language) => void
  /** What a tab shows, and its accessible name (with counts or problems). */
  tab: (language: Language) => { text: ReactNode; name: string; flagged: boolean }
  children: ReactNode
}

/**
 * One tab per site language, Spanish first (the site's default), with the chosen language's
 * panel. Arrow keys, Home and End move between tabs, as the ARIA tabs pattern has it.
 */
export function LanguageTabs({ label, active, onSelect, tab, children }: Props) {
  const id = useId()
  const tabs = useRef<Partial<Record<Language, HTMLButtonElement | null>>>({})
  const select = (language: Language) => {
    onSelect(language)
    tabs.current[language]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const at = LANGUAGES.indexOf(active)
    const next = {
      ArrowRight: LANGUAGES[(at + 1) % LANGUAGES.length],
      ArrowLeft: LANGUAGES[(at - 1 + LANGUAGES.length) % LANGUAGES.length],
      Home: LANGUAGES[0],
      End: LANGUAGES[LANGUAGES.length - 1],
    }[event.key]
    if (!next) return
    event.preventDefault()
    select(next)
  }
  return (
    <div className="language-tabs">
      <div role="tablist" aria-label={label} className="language-tabs__list" onKeyDown={onKeyDown}>
        {LANGUAGES.map((language) => {
          const { text, name, flagged } = tab(language)
          return (
            <button
              key={language}
              ref={(element) => {
                tabs.current[language] = element
              }}
              type="button"
              role="tab"
              id={`${id}-${language}`}
              aria-selected={language === active}
              aria-controls={`${id}-panel`}
              aria-label={name}
              tabIndex={language === active ? 0 : -1}
              className={
                flagged ? 'language-tabs__tab language-tabs__tab--flagged' : 'language-tabs__tab'
              }
              onClick={() => onSelect(language)}
            >
              {text}
            </button>
          )
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${active}`}>
        {children}
      </div>
    </div>
  )
}
