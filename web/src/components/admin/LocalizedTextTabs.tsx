import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { InputField, TextAreaField } from '@/components/ui/form/Field'
import type { FieldBinding } from '@/components/ui/form/use-form'
import { LANGUAGES, type Language } from '@/lib/i18n'
import { LanguageTabs } from './LanguageTabs'

type Props = {
  legend: string
  hint?: string
  /** The tab list's accessible name ("Language of the bio"). */
  tabsLabel: string
  /** The form's binding of `<name>.<language>`. */
  field: (language: Language) => FieldBinding
  /** What an empty language shows on the site; the Spanish text unless said otherwise. */
  emptyNote?: string
  /** One line (a name) rather than a paragraph. */
  singleLine?: boolean
  rows?: number
}

/**
 * A text in each of the site's languages, one language at a time behind a tab (all optional: the
 * site falls back to Spanish). A tab marks a language still empty, and one whose text was refused;
 * a refusal brings its language forward.
 */
export function LocalizedTextTabs({
  legend,
  hint,
  tabsLabel,
  field,
  emptyNote,
  singleLine = false,
  rows = 6,
}: Props) {
  const { t } = useTranslation(['admin', 'common'])
  const [active, setActive] = useState<Language>(LANGUAGES[0])
  const bindings = Object.fromEntries(
    LANGUAGES.map((language) => [language, field(language)]),
  ) as Record<Language, FieldBinding>
  // A newly refused text brings its language forward, unless the one shown is refused too.
  const firstRefused = LANGUAGES.find((language) => bindings[language].error)
  const [seenRefused, setSeenRefused] = useState(firstRefused)
  if (firstRefused !== seenRefused) {
    setSeenRefused(firstRefused)
    if (firstRefused && !bindings[active].error) setActive(firstRefused)
  }
  const binding = bindings[active]
  const name = (language: Language) => t(`common:language.names.${language}`)

  return (
    <fieldset className="localized-tabs">
      <legend>{legend}</legend>
      {hint ? <p className="admin-muted">{hint}</p> : null}
      {LANGUAGES.some((language) => !bindings[language].value.trim()) ? (
        <p className="admin-muted language-tabs__note">
          <span className="language-tabs__empty" aria-hidden="true" />
          {emptyNote ?? t('admin:languageTabs.emptyNote')}
        </p>
      ) : null}
      <LanguageTabs
        label={tabsLabel}
        active={active}
        onSelect={setActive}
        tab={(language) => {
          const empty = !bindings[language].value.trim()
          const flagged = Boolean(bindings[language].error)
          return {
            text: (
              <>
                {name(language)}
                {empty ? <span className="language-tabs__empty" aria-hidden="true" /> : null}
                {flagged ? <span aria-hidden="true"> ⚠</span> : null}
              </>
            ),
            name: [
              name(language),
              empty ? t('admin:languageTabs.empty') : '',
              flagged ? t('admin:languageTabs.invalid') : '',
            ]
              .filter(Boolean)
              .join(', '),
            flagged,
          }
        }}
      >
        {singleLine ? (
          <InputField key={active} binding={binding} label={name(active)} optional />
        ) : (
          <TextAreaField key={active} binding={binding} label={name(active)} optional rows={rows} />
        )}
      </LanguageTabs>
    </fieldset>
  )
}
