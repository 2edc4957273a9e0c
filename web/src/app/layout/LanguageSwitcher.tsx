import { languageTag } from '@contract/language-tags.ts'
import type { MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearch } from 'wouter'
import { currentLanguage, LANGUAGES, type Language } from '@/lib/i18n'

/** Links to this same page in each language; switching happens in place, without a reload. */
export function LanguageSwitcher({ onSwitched }: { onSwitched?: () => void } = {}) {
  const { t, i18n } = useTranslation()
  const [location, navigate] = useLocation()
  const search = useSearch()
  const active = currentLanguage(i18n)

  const hrefFor = (language: Language) => {
    const params = new URLSearchParams(search)
    params.set('lng', language)
    return `${location}?${params}`
  }

  const switchTo = (event: MouseEvent<HTMLAnchorElement>, language: Language) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    void i18n.changeLanguage(language)
    // A ?lng= in the address would win over the new choice on the next visit: keep it in step.
    if (new URLSearchParams(search).has('lng')) navigate(hrefFor(language), { replace: true })
    onSwitched?.()
  }

  return (
    <nav className="languages" aria-label={t('language.label')}>
      <ul className="languages__list">
        {LANGUAGES.map((language) => (
          <li key={language}>
            <a
              className="languages__link"
              href={hrefFor(language)}
              hrefLang={languageTag(language)}
              aria-current={language === active ? 'true' : undefined}
              title={t(`language.names.${language}`)}
              onClick={(event) => switchTo(event, language)}
            >
              <span aria-hidden="true">{language.toUpperCase()}</span>
              <span className="visually-hidden">{t(`language.names.${language}`)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
